// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldValue } from '../../src/core/form-definition';
import { DatePicker, monthsShown, type DatePickerProps } from '../../src/ui/date-picker/DatePicker';
import { dateDisplayFormat, formatDisplayDate } from '../../src/ui/date-picker/display-format';
import { isoFromLocalDate, localDateFromIso } from '../../src/ui/date-picker/local-date';
import { DATE_PICKER_STYLES } from '../../src/ui/styles/date-picker-styles';
import { FORM_KEY, makeField, makeInputProps } from './field-factory';

const field = makeField({ id: 'start_date', name: 'start_date', label: 'Start date', fieldType: 'date', inputKind: 'date' });

/** The picker as a form uses it: it holds its value, and reports every change to `onChange`. */
function renderPicker(options: { value?: string; props?: Partial<DatePickerProps>; lang?: string } = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<FieldValue>(options.value ?? '');
    const props = makeInputProps(options.props?.field ?? field, {
      value,
      onChange: (next) => {
        setValue(next);
        onChange(next);
      },
    });
    return (
      <div lang={options.lang ?? 'en'}>
        <label id={props.ids.label} htmlFor={props.ids.input}>
          Start date
        </label>
        <DatePicker {...props} {...options.props} value={value} />
        <button type="button">elsewhere</button>
      </div>
    );
  }
  const utils = render(<Harness />);
  const input = utils.container.querySelector<HTMLInputElement>('input.hs-input')!;
  return { ...utils, input, onChange };
}

const dialog = () => screen.queryByRole('dialog');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2024, 1, 15, 12, 0, 0));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DatePicker input', () => {
  it('is a read-only text input that keeps the field id, class and aria attributes', () => {
    const { input, container } = renderPicker({ props: { invalid: true, describedBy: 'errors-x' } });
    expect(input.type).toBe('text');
    expect(input.readOnly).toBe(true);
    expect(input.id).toBe(`start_date-${FORM_KEY}`);
    expect(input.className).toBe('hs-input invalid error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('errors-x');
    expect(input.getAttribute('aria-haspopup')).toBe('dialog');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(input.placeholder).toBe('YYYY/MM/DD');
    expect(screen.getByLabelText('Start date')).toBe(input);
    // The field's value is posted under its name as YYYY-MM-DD.
    const hidden = container.querySelector<HTMLInputElement>('input[type=hidden]');
    expect(hidden?.name).toBe('start_date');
  });

  it("shows the stored YYYY-MM-DD with '/' separators, and posts it unchanged", () => {
    const { input, container } = renderPicker({ value: '2024-02-29' });
    expect(input.value).toBe('2024/02/29');
    expect(container.querySelector<HTMLInputElement>('input[type=hidden][name=start_date]')?.value).toBe('2024-02-29');
  });
});

describe('DatePicker calendar', () => {
  it('opens on focus, tied to the input', () => {
    const { input } = renderPicker();
    expect(dialog()).toBeNull();
    act(() => input.focus());
    const calendar = dialog();
    expect(calendar).not.toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(calendar?.id);
    expect(calendar?.getAttribute('aria-labelledby')).toBe(`label-start_date-${FORM_KEY}`);
    expect(calendar?.className).toBe('hs-datepicker');
    expect(within(calendar!).getByRole('grid', { name: 'February 2024' })).toBeTruthy();
  });

  it('opens on click', () => {
    const { input } = renderPicker();
    fireEvent.click(input);
    expect(dialog()).not.toBeNull();
  });

  it('stores the chosen day as YYYY-MM-DD and hides 100 ms later', () => {
    const { input, onChange } = renderPicker();
    act(() => input.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Thursday, February 29, 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-02-29');
    expect(input.value).toBe('2024/02/29');
    advance(99);
    expect(dialog()).not.toBeNull();
    advance(1);
    expect(dialog()).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on the month of the stored date, with that day selected', () => {
    const { input } = renderPicker({ value: '1987-06-05' });
    fireEvent.click(input);
    expect(screen.getByRole('grid', { name: 'June 1987' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { selected: true }).textContent).toBe('5');
  });

  it('clears the value on Backspace and on Delete', () => {
    const { input, onChange } = renderPicker({ value: '2020-01-31' });
    fireEvent.keyDown(input, { key: 'Backspace', keyCode: 8 });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');

    cleanup();
    const second = renderPicker({ value: '2020-01-31' });
    fireEvent.keyDown(second.input, { key: 'Delete', keyCode: 46 });
    expect(second.onChange).toHaveBeenLastCalledWith('');
  });

  it('hides at once on Tab', () => {
    const { input } = renderPicker();
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'Tab', keyCode: 9 });
    expect(dialog()).toBeNull();
  });

  it('hides 50 ms after a click outside; a click inside keeps it open', () => {
    const { input } = renderPicker();
    fireEvent.click(input);
    fireEvent.mouseDown(screen.getByRole('button', { name: /^Next/ }));
    advance(200);
    expect(dialog()).not.toBeNull();

    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }));
    advance(49);
    expect(dialog()).not.toBeNull();
    advance(1);
    expect(dialog()).toBeNull();
  });

  it('hides 50 ms after focus leaves, and stays open while focus is in the calendar', () => {
    const { input } = renderPicker();
    act(() => input.focus());
    act(() => screen.getByRole('combobox', { name: 'Year' }).focus());
    advance(50);
    expect(dialog()).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    advance(49);
    expect(dialog()).not.toBeNull();
    advance(1);
    expect(dialog()).toBeNull();
  });

  it('moves into the calendar on ArrowDown; Escape hides it and returns focus to the input', () => {
    const { input } = renderPicker({ value: '2024-02-10' });
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40 });
    const day = screen.getByRole('button', { name: 'Saturday, February 10, 2024' });
    expect(document.activeElement).toBe(day);
    fireEvent.keyDown(day, { key: 'Escape', keyCode: 27 });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(input);
    // Getting focus back does not reopen it; a click does.
    fireEvent.click(input);
    expect(dialog()).not.toBeNull();
  });

  it('offers only the years 1900 to the current year plus ten', () => {
    const { input } = renderPicker();
    fireEvent.click(input);
    const years = screen.getByRole('combobox', { name: 'Year' });
    const values = within(years).getAllByRole('option').map((option) => Number((option as HTMLOptionElement).value));
    expect(values[0]).toBe(1900);
    expect(values.at(-1)).toBe(2034);
    expect(values).toHaveLength(2034 - 1900 + 1);
  });

  it('cannot go before January 1900 nor choose a day after January 1 of the current year plus ten', () => {
    const { input, onChange } = renderPicker();
    fireEvent.click(input);
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2034' } });
    expect(screen.getByRole('grid', { name: 'January 2034' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Next/ }).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: 'Sunday, January 1, 2034' }) as HTMLButtonElement).disabled).toBe(false);
    const January2 = screen.getByRole('button', { name: 'Monday, January 2, 2034' }) as HTMLButtonElement;
    expect(January2.disabled).toBe(true);
    fireEvent.click(January2);
    expect(onChange).not.toHaveBeenCalled();
    // Later months of the last year cannot be picked from the month list.
    const months = within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option') as HTMLOptionElement[];
    expect(months.filter((option) => !option.disabled).map((option) => option.textContent)).toEqual(['January']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '1900' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '0' } });
    expect(screen.getByRole('grid', { name: 'January 1900' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Previous/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it("offers only the days of the field's own range, and opens on its first month when today is before it", () => {
    const ranged = makeField({ id: 'start_date', name: 'start_date', label: 'Start date', fieldType: 'date', inputKind: 'date', validation: { ...field.validation, data: '2024-07-10:2024-08-20:true' } });
    const { input, onChange } = renderPicker({ props: { field: ranged } });
    fireEvent.click(input);
    expect(screen.getByRole('grid', { name: 'July 2024' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tuesday, July 9, 2024' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /^Previous/ }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday, July 10, 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-07-10');
  });

  it('names months and weekdays in the form locale, with previous and next month controls', () => {
    const { input } = renderPicker({ lang: 'de' });
    fireEvent.click(input);
    expect(screen.getByRole('grid', { name: 'Februar 2024' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Monat' })).toBeTruthy();
    // Weeks start on Monday in German; names as the platform's Intl writes them.
    const weekday = new Intl.DateTimeFormat('de', { weekday: 'short' });
    const mondayToSunday = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(2024, 0, 1 + i)));
    expect(Array.from(document.querySelectorAll('.rdp-weekday'), (header) => header.textContent)).toEqual(mondayToSunday);
    expect(screen.getByRole('button', { name: 'Previous: Januar 2024' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next: März 2024' })).toBeTruthy();
  });

  it('shows one month by default and never more than four', () => {
    const { input } = renderPicker({ props: { monthsShown: 6 } });
    fireEvent.click(input);
    expect(screen.getAllByRole('grid')).toHaveLength(4);
    expect([monthsShown(undefined), monthsShown(0), monthsShown(2), monthsShown(9), monthsShown(Number.NaN)]).toEqual([1, 1, 2, 4, 1]);
  });

  it('uses no style attribute and adds its stylesheet (z-index 10000) to the document', () => {
    const { input, container } = renderPicker();
    fireEvent.click(input);
    expect(container.querySelector('[style]')).toBeNull();
    expect(document.head.querySelector('[data-forms-embed-styles="datepicker"]')).not.toBeNull();
    expect(DATE_PICKER_STYLES).toMatch(/\.hs-datepicker\{position:absolute;z-index:10000;/);
  });

  it('does not open when the field is disabled', () => {
    const { input } = renderPicker({ props: { field: makeField({ ...field, enabled: false }) } });
    fireEvent.click(input);
    expect(dialog()).toBeNull();
  });
});

describe('date display format', () => {
  it("defaults to YYYY/MM/DD and follows the field's format and separator metadata", () => {
    expect(formatDisplayDate('2024-02-29', dateDisplayFormat({}))).toBe('2024/02/29');
    expect(formatDisplayDate('2024-02-29', dateDisplayFormat({ format: 'DD-MM-YYYY', separator: '.' }))).toBe('29.02.2024');
    expect(formatDisplayDate('2024-02-29', dateDisplayFormat({ format: 'MM-DD-YYYY' }))).toBe('02/29/2024');
    expect(formatDisplayDate('2024-02-29', dateDisplayFormat({ format: 'nonsense', separator: 'slash' }))).toBe('2024/02/29');
    // Anything that is not a real YYYY-MM-DD day shows as it is.
    expect(formatDisplayDate('2023-02-30', dateDisplayFormat({}))).toBe('2023-02-30');
  });

  it('converts between YYYY-MM-DD and local calendar days without shifting the day', () => {
    const date = localDateFromIso('1900-01-01');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([1900, 0, 1, 0]);
    expect(isoFromLocalDate(date!)).toBe('1900-01-01');
    expect(isoFromLocalDate(new Date(2024, 2, 31, 23, 59))).toBe('2024-03-31');
    expect(localDateFromIso('2024-13-01')).toBeUndefined();
    expect(localDateFromIso('2023-02-29')).toBeUndefined();
  });
});
