import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { DayPicker, type CustomComponents } from 'react-day-picker';
import { applyStyles } from '../styles/apply-styles';
import { commonInputAttributes } from '../fields/common-input-attributes';
import { dateBounds } from '../../core/validation/date-range';
import type { FieldInputProps } from '../fields/field-input-props';
import { valueAsString } from '../fields/value-coercion';
import { calendarText } from './calendar-text';
import { DATE_PICKER_STYLES } from '../styles/date-picker-styles';
import { dateDisplayFormat, displayPattern, formatDisplayDate } from './display-format';
import { isoFromLocalDate, localDateFromIso } from './local-date';
import { CaptionSettingsContext, MonthCaption, type CaptionSettings } from './MonthCaption';

/** Spec sections 4 and 9: the picker hides 100 ms after a date choice, 50 ms after blur or an outside click. */
export const HIDE_AFTER_PICK_MS = 100;
export const HIDE_AFTER_BLUR_MS = 50;
/** Spec section 5: at most 4 months shown side by side. */
export const MAX_MONTHS_SHOWN = 4;

/** Key codes of spec section 9. */
const KEY_BACKSPACE = 8;
const KEY_TAB = 9;
const KEY_DELETE = 46;

const CALENDAR_COMPONENTS: Partial<CustomComponents> = { MonthCaption };

export interface DatePickerProps extends FieldInputProps {
  /** Months shown side by side; 1 when not set, never more than 4. */
  monthsShown?: number;
}

/** The number of months to show for a requested number: 1 to 4. */
export function monthsShown(requested: number | undefined): number {
  const whole = Math.floor(requested ?? 1);
  return Number.isFinite(whole) ? Math.min(MAX_MONTHS_SHOWN, Math.max(1, whole)) : 1;
}

/** What the open calendar takes from where the input sits: the form's locale and direction, and whether it is in the isolated frame. */
interface Surroundings {
  locale: string | undefined;
  dir: 'rtl' | 'ltr' | undefined;
  /** In the isolated frame the calendar takes room in the flow, so the auto-resizing frame grows to show it. */
  inline: boolean;
}

function readSurroundings(input: HTMLInputElement): Surroundings {
  const dir = input.closest('[dir]')?.getAttribute('dir');
  return {
    locale: input.closest('[lang]')?.getAttribute('lang') ?? undefined,
    dir: dir === 'rtl' || dir === 'ltr' ? dir : undefined,
    inline: typeof document !== 'undefined' && input.ownerDocument !== document,
  };
}

/**
 * The date field on devices with a fine pointer (spec sections 2, 4 and 5): a read-only text
 * input showing the date in the field's display format (YYYY/MM/DD by default), and a calendar
 * (react-day-picker) below it. The value is stored as YYYY-MM-DD through `onChange` and posted
 * under the field's name by a hidden input; the visible input keeps the field's id, classes
 * and aria attributes, so its label and error list still point at it.
 *
 * - Opens on focus or click; ArrowDown opens it and moves focus to the calendar's day.
 * - Hides 100 ms after a date is chosen, 50 ms after focus leaves input and calendar or after
 *   a click outside them; Tab on the input and Escape hide it at once (Escape from the calendar
 *   returns focus to the input).
 * - Delete or Backspace on the input clears the value.
 * - Months from January 1900 to January of the current year plus ten; days outside
 *   1900-01-01 .. {current year + 10}-01-01 cannot be chosen. "Now" is read once, when the
 *   field first renders. The spec's "year range cap 100" limits a year range given as a number
 *   of years either side of today; this range is given by its ends, so the cap does not shorten it.
 * - Styles come from a stylesheet added to the input's document, never from style attributes.
 */
export function DatePicker(props: DatePickerProps) {
  const { field, ids, value, onChange, messages } = props;
  const { name: _name, onFocus: reportFocus, onBlur: reportBlur, ...attributes } = commonInputAttributes(props);
  const [now] = useState(() => new Date());
  const [surroundings, setSurroundings] = useState<Surroundings | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<{ id: ReturnType<typeof setTimeout>; unconditional: boolean } | undefined>(undefined);
  const quietFocus = useRef(false);
  const open = surroundings !== null;
  const popupId = `${ids.input}-datepicker`;

  const stored = valueAsString(value);
  const format = useMemo(() => dateDisplayFormat(field.metaData), [field.metaData]);
  const selected = localDateFromIso(stored);
  const range = useMemo(() => {
    const [firstDay, lastDay] = dateBounds(field.validation.data, now);
    const first = localDateFromIso(firstDay) as Date;
    const last = localDateFromIso(lastDay) as Date;
    return { first, last, disabled: [{ before: first }, { after: last }] };
  }, [now, field.validation.data]);
  // Only an open calendar needs its wording: a long form's date fields skip building Intl formatters at startup.
  const locale = surroundings?.locale;
  const captionSettings = useMemo<CaptionSettings | null>(
    () => (open ? { text: calendarText(locale, messages), firstMonth: range.first, lastMonth: range.last } : null),
    [open, locale, messages, range],
  );
  const text = captionSettings?.text;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input) applyStyles(input.ownerDocument, DATE_PICKER_STYLES, 'datepicker');
  }, []);

  const cancelClose = useCallback(() => {
    if (closeTimer.current === undefined) return;
    clearTimeout(closeTimer.current.id);
    closeTimer.current = undefined;
  }, []);
  useEffect(() => cancelClose, [cancelClose]);

  const close = useCallback(() => {
    cancelClose();
    const input = inputRef.current;
    // Focus inside the calendar would fall to the page when it goes: hand it back to the input.
    if (input && popupRef.current?.contains(input.ownerDocument.activeElement)) {
      quietFocus.current = true;
      input.focus();
      quietFocus.current = false;
    }
    setSurroundings(null);
  }, [cancelClose]);

  const focusInside = useCallback(() => {
    const input = inputRef.current;
    if (!input) return false;
    const doc = input.ownerDocument;
    const active = doc.activeElement;
    return doc.hasFocus() && (active === input || Boolean(popupRef.current?.contains(active)));
  }, []);

  /**
   * Hides after `ms`; when `unlessFocusInside`, only if focus has not come back to the input or
   * calendar by then. Such a conditional hide never replaces a pending unconditional one (a
   * chosen day moves focus into the calendar, which blurs the input).
   */
  const closeAfter = useCallback(
    (ms: number, unlessFocusInside: boolean) => {
      if (unlessFocusInside && closeTimer.current?.unconditional) return;
      cancelClose();
      const id = setTimeout(() => {
        closeTimer.current = undefined;
        if (!(unlessFocusInside && focusInside())) close();
      }, ms);
      closeTimer.current = { id, unconditional: !unlessFocusInside };
    },
    [cancelClose, close, focusInside],
  );

  const openCalendar = useCallback(() => {
    cancelClose();
    const input = inputRef.current;
    if (!input || input.disabled) return;
    setSurroundings((current) => current ?? readSurroundings(input));
  }, [cancelClose]);

  // A click anywhere but the input and the calendar hides it.
  useEffect(() => {
    const doc = inputRef.current?.ownerDocument;
    if (!open || !doc) return undefined;
    const onMouseDown = (event: globalThis.MouseEvent) => {
      const target = event.target as Node | null;
      if (target && (inputRef.current?.contains(target) || popupRef.current?.contains(target))) return;
      closeAfter(HIDE_AFTER_BLUR_MS, false);
    };
    doc.addEventListener('mousedown', onMouseDown);
    return () => doc.removeEventListener('mousedown', onMouseDown);
  }, [open, closeAfter]);

  // ArrowDown on the input: focus the calendar's day (the chosen one, else today, else the first).
  useEffect(() => {
    if (focusRequest === 0) return;
    popupRef.current?.querySelector<HTMLButtonElement>('button.rdp-day_button[tabindex="0"]')?.focus();
  }, [focusRequest]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const code = event.keyCode;
    if (event.key === 'Tab' || code === KEY_TAB) {
      close();
    } else if (event.key === 'Delete' || event.key === 'Backspace' || code === KEY_DELETE || code === KEY_BACKSPACE) {
      event.preventDefault();
      if (stored !== '') onChange('');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openCalendar();
      setFocusRequest((n) => n + 1);
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  // Clicks on the calendar's buttons keep focus where it is (the input), so its blur does not
  // hide the calendar before the click lands; the dropdowns need focus to open.
  const onPopupMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (!target.closest('select')) event.preventDefault();
  };

  const onSelect = (date: Date) => {
    onChange(isoFromLocalDate(date));
    closeAfter(HIDE_AFTER_PICK_MS, false);
  };

  return (
    <>
      <input
        {...attributes}
        ref={inputRef}
        type="text"
        readOnly
        autoComplete="off"
        placeholder={attributes.placeholder ?? displayPattern(format)}
        value={formatDisplayDate(stored, format)}
        // A read-only field that opens a calendar dialog is a combobox (ARIA 1.2), which may say
        // whether its popup is expanded; a plain textbox may not.
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onFocus={() => {
          reportFocus();
          if (!quietFocus.current) openCalendar();
        }}
        onBlur={() => {
          reportBlur();
          closeAfter(HIDE_AFTER_BLUR_MS, true);
        }}
        onClick={openCalendar}
        onKeyDown={onInputKeyDown}
      />
      <input type="hidden" name={field.id} value={stored} />
      {surroundings && captionSettings && text ? (
        <div
          ref={popupRef}
          id={popupId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={ids.label}
          className={surroundings.inline ? 'hs-datepicker hs-datepicker-inline' : 'hs-datepicker'}
          onMouseDown={onPopupMouseDown}
          onKeyDown={onPopupKeyDown}
          onBlur={() => closeAfter(HIDE_AFTER_BLUR_MS, true)}
        >
          <CaptionSettingsContext.Provider value={captionSettings}>
            <DayPicker
              mode="single"
              required
              selected={selected}
              onSelect={onSelect}
              defaultMonth={selected ?? (now < range.first ? range.first : now > range.last ? range.last : now)}
              startMonth={range.first}
              endMonth={range.last}
              disabled={range.disabled}
              numberOfMonths={monthsShown(props.monthsShown)}
              today={now}
              lang={text.locale}
              dir={surroundings.dir}
              weekStartsOn={text.weekStartsOn}
              formatters={text.formatters}
              labels={text.labels}
              components={CALENDAR_COMPONENTS}
            />
          </CaptionSettingsContext.Provider>
        </div>
      ) : null}
    </>
  );
}
