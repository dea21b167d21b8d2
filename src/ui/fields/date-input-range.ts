/** Earliest date a date input accepts (spec section 5, Date). */
export const MIN_DATE = '1900-01-01';

/** Latest date a date input accepts: January 1 ten years from the current year. */
export function maxDate(now: Date): string {
  return `${now.getFullYear() + 10}-01-01`;
}
