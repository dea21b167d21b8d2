import { utcDateToTimestamp } from '../../core/utc-date';

/**
 * The calendar works with local-time `Date`s (midnight of a day in the visitor's time zone);
 * the field stores 'YYYY-MM-DD'. These convert between the two by calendar fields, never
 * through a timestamp, so a day stays the same day in every time zone.
 */

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Local midnight of a strict 'YYYY-MM-DD' day; undefined for anything else. */
export function localDateFromIso(value: string): Date | undefined {
  if (utcDateToTimestamp(value) === undefined) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // new Date(y, ...) maps years 0-99 to 1900-1999.
  date.setFullYear(year);
  return date;
}

/** The 'YYYY-MM-DD' of a local date's calendar day. */
export function isoFromLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
