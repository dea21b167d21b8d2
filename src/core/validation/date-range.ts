/** Earliest date a date field accepts (spec section 5, Date). */
export const MIN_DATE = '1900-01-01';

/** How many years past the current one a date field reaches (spec section 9, Date range). */
export const DATE_YEARS_AHEAD = 10;

/** Latest date a date field accepts: January 1 ten years from the current (UTC) year, like every date here. */
export function maxDate(now: Date): string {
  return `${now.getUTCFullYear() + DATE_YEARS_AHEAD}-01-01`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a date field accepts, `[first, last]` as YYYY-MM-DD: the spec's range, narrowed by the
 * field's own 'from:to:true' validation data (either end may be empty), as the owner console
 * writes it; a bound outside the spec's range, or not a YYYY-MM-DD day, is not used.
 */
export function dateBounds(data: string, now: Date): [first: string, last: string] {
  const [from = '', to = '', on] = data.split(':');
  const last = maxDate(now);
  const within = (day: string) => on === 'true' && ISO_DAY.test(day) && day >= MIN_DATE && day <= last;
  return [within(from) ? from : MIN_DATE, within(to) ? to : last];
}
