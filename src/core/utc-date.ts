/**
 * Calendar dates as the wire and the inputs use them: 'YYYY-MM-DD', always read in UTC so a
 * date means the same day for every visitor whatever their time zone.
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The UTC calendar day of a millisecond timestamp; undefined when it is not a 4-digit-year date. */
export function timestampToUtcDate(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  // NaN for timestamps beyond what Date can hold; 5-digit or negative years are not dates here.
  if (!(year >= 0 && year <= 9999)) return undefined;
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Midnight UTC of a strict 'YYYY-MM-DD' real calendar day; undefined for anything else. */
export function utcDateToTimestamp(value: string): number | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2023-02-30 over to March and maps years 0-99 to 1900-1999: round-trip to refuse both.
  return timestampToUtcDate(ms) === value ? ms : undefined;
}

/** The UTC day `days` days before (negative: after) the day of `ms`. */
export function utcDateDaysBefore(ms: number, days: number): string | undefined {
  return timestampToUtcDate(ms - days * DAY_MS);
}

/**
 * A date as hosts send it, as 'YYYY-MM-DD': a strict date is kept, a millisecond timestamp
 * (number or digit string) becomes its UTC day; anything else is undefined.
 */
export function wireDateToUtcDate(value: string | number): string | undefined {
  if (typeof value === 'number') return timestampToUtcDate(value);
  const text = value.trim();
  if (utcDateToTimestamp(text) !== undefined) return text;
  return /^-?\d+$/.test(text) ? timestampToUtcDate(Number(text)) : undefined;
}
