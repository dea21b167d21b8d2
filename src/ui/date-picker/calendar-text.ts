import type { Formatters, Labels } from 'react-day-picker';
import type { FieldInputProps } from '../fields/field-input-props';

/**
 * The calendar's words in the form's locale. Month and weekday names come from
 * `Intl.DateTimeFormat` (no shipped tables); the previous and next month controls use the
 * form's own 'Previous' and 'Next' wording followed by the month they go to.
 */
export interface CalendarText {
  /** The locale the texts are in; undefined is the browser's own. */
  locale: string | undefined;
  formatters: Partial<Formatters>;
  labels: Partial<Labels>;
  /** Long name of a month, 0 for January. */
  monthName(month: number): string;
  yearName(year: number): string;
  monthFieldLabel: string;
  yearFieldLabel: string;
  /** Whether the locale writes the year before the month ('2024年2月'). */
  yearFirst: boolean;
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined;
}

type WeekDay = NonNullable<CalendarText['weekStartsOn']>;
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
type DisplayNamesConstructor = new (locales: string | undefined, options: { type: 'dateTimeField' }) => { of(code: string): string | undefined };

/** A locale tag Intl accepts, or undefined (the browser's own) for an empty or malformed one. */
export function usableLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0 ? tag : undefined;
  } catch {
    return undefined;
  }
}

function firstDayOfWeek(locale: string | undefined): WeekDay | undefined {
  if (!locale || typeof Intl.Locale !== 'function') return undefined;
  try {
    const full = new Intl.Locale(locale).maximize() as LocaleWithWeekInfo;
    const firstDay = full.getWeekInfo?.().firstDay ?? full.weekInfo?.firstDay;
    // Intl counts Monday as 1 and Sunday as 7; the calendar counts Sunday as 0.
    return firstDay === undefined ? undefined : ((firstDay % 7) as WeekDay);
  } catch {
    return undefined;
  }
}

function fieldName(locale: string | undefined, field: 'month' | 'year', fallback: string): string {
  const DisplayNames = (Intl as unknown as { DisplayNames?: DisplayNamesConstructor }).DisplayNames;
  try {
    const name = DisplayNames ? new DisplayNames(locale, { type: 'dateTimeField' }).of(field) : undefined;
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : fallback;
  } catch {
    return fallback;
  }
}

export function calendarText(localeTag: string | null | undefined, messages: FieldInputProps['messages']): CalendarText {
  const locale = usableLocale(localeTag);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  const monthYear = format({ month: 'long', year: 'numeric' });
  const monthOnly = format({ month: 'long' });
  const yearOnly = format({ year: 'numeric' });
  const weekdayShort = format({ weekday: 'short' });
  const weekdayLong = format({ weekday: 'long' });
  const fullDate = format({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const goTo = (wording: string, month: Date | undefined) => (month ? `${wording}: ${monthYear.format(month)}` : wording);
  const parts = monthYear.formatToParts(new Date(2000, 0, 1)).map((part) => part.type);

  return {
    locale,
    formatters: {
      formatCaption: (month) => monthYear.format(month),
      formatWeekdayName: (weekday) => weekdayShort.format(weekday),
    },
    labels: {
      labelNav: () => fieldName(locale, 'month', 'Month'),
      labelGrid: (month) => monthYear.format(month),
      labelWeekday: (weekday) => weekdayLong.format(weekday),
      labelDayButton: (date) => fullDate.format(date),
      labelPrevious: (month) => goTo(messages('previousText'), month),
      labelNext: (month) => goTo(messages('nextText'), month),
    },
    monthName: (month) => monthOnly.format(new Date(2000, month, 1)),
    yearName: (year) => {
      const date = new Date(2000, 0, 1);
      date.setFullYear(year);
      return yearOnly.format(date);
    },
    monthFieldLabel: fieldName(locale, 'month', 'Month'),
    yearFieldLabel: fieldName(locale, 'year', 'Year'),
    yearFirst: parts.indexOf('year') < parts.indexOf('month'),
    weekStartsOn: firstDayOfWeek(locale),
  };
}
