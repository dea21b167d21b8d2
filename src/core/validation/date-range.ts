/** Earliest date a date field accepts (spec section 5, Date). */
export const MIN_DATE = '1900-01-01';

/** How many years past the current one a date field reaches (spec section 9, Date range). */
export const DATE_YEARS_AHEAD = 10;

/** Latest date a date field accepts: January 1 ten years from the current (UTC) year, like every date here. */
export function maxDate(now: Date): string {
  return `${now.getUTCFullYear() + DATE_YEARS_AHEAD}-01-01`;
}
