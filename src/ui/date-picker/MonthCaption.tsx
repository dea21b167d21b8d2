import { createContext, useContext, type ChangeEvent } from 'react';
import { useDayPicker, type MonthCaptionProps } from 'react-day-picker';
import type { CalendarText } from './calendar-text';

/** What the month caption needs from the picker: its words and the first and last month. */
export interface CaptionSettings {
  text: CalendarText;
  firstMonth: Date;
  lastMonth: Date;
}

export const CaptionSettingsContext = createContext<CaptionSettings | null>(null);

const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/**
 * A month's caption: month and year dropdowns limited to the picker's range, in the locale's
 * order, with react-day-picker's live caption kept for screen readers (hidden by the
 * stylesheet). Replaces the library's dropdown caption, which carries a style attribute.
 */
export function MonthCaption({ calendarMonth, displayIndex, children, ...divProps }: MonthCaptionProps) {
  const settings = useContext(CaptionSettingsContext);
  const { goToMonth } = useDayPicker();
  if (!settings) return <div {...divProps}>{children}</div>;
  const { text, firstMonth, lastMonth } = settings;
  const shown = calendarMonth.date;
  const year = shown.getFullYear();
  const month = shown.getMonth();
  // goToMonth sets the first month shown; this caption may be a later one.
  const show = (nextYear: number, nextMonth: number) => {
    const first = new Date(2000, 0, 1);
    first.setFullYear(nextYear, nextMonth - displayIndex, 1);
    goToMonth(first);
  };
  const inRange = (y: number, m: number) => monthIndex(firstMonth) <= y * 12 + m && y * 12 + m <= monthIndex(lastMonth);
  const years: number[] = [];
  for (let y = firstMonth.getFullYear(); y <= lastMonth.getFullYear(); y += 1) years.push(y);

  const monthSelect = (
    <select
      key="month"
      className="hs-datepicker-select hs-datepicker-month"
      aria-label={text.monthFieldLabel}
      value={month}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => show(year, Number(event.target.value))}
    >
      {Array.from({ length: 12 }, (_, m) => (
        <option key={m} value={m} disabled={!inRange(year, m)}>
          {text.monthName(m)}
        </option>
      ))}
    </select>
  );
  const yearSelect = (
    <select
      key="year"
      className="hs-datepicker-select hs-datepicker-year"
      aria-label={text.yearFieldLabel}
      value={year}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        const nextYear = Number(event.target.value);
        // Keep the month when the new year has it, else the nearest month the range allows.
        const clamped = Math.min(Math.max(nextYear * 12 + month, monthIndex(firstMonth)), monthIndex(lastMonth));
        show(Math.floor(clamped / 12), clamped % 12);
      }}
    >
      {years.map((y) => (
        <option key={y} value={y}>
          {text.yearName(y)}
        </option>
      ))}
    </select>
  );
  return (
    <div {...divProps}>
      {text.yearFirst ? [yearSelect, monthSelect] : [monthSelect, yearSelect]}
      {children}
    </div>
  );
}
