import { utcDateToTimestamp } from '../../core/utc-date';

/**
 * How the picker shows a date. Reading of spec section 5 ("default format YYYY-MM-DD, display
 * separator '/'"): the field's `format` metadata gives the order of year, month and day
 * (YYYY-MM-DD when absent or not a permutation of those three parts) and its `separator`
 * metadata the character between them ('/' when absent), so by default 2024-02-29 shows as
 * 2024/02/29. Only the display changes: the stored and submitted value is always YYYY-MM-DD.
 */
export interface DateDisplayFormat {
  order: readonly DatePart[];
  separator: string;
}

type DatePart = 'YYYY' | 'MM' | 'DD';

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_DISPLAY_SEPARATOR = '/';

const DEFAULT_ORDER: readonly DatePart[] = ['YYYY', 'MM', 'DD'];

function isDatePart(token: string): token is DatePart {
  return token === 'YYYY' || token === 'MM' || token === 'DD';
}

export function dateDisplayFormat(metaData: Readonly<Record<string, string>>): DateDisplayFormat {
  const tokens = (metaData.format ?? DEFAULT_DATE_FORMAT).trim().toUpperCase().split(/[^YMD]+/).filter((token) => token !== '');
  const order = tokens.length === 3 && tokens.every(isDatePart) && new Set(tokens).size === 3 ? tokens : DEFAULT_ORDER;
  const separator = metaData.separator ?? '';
  return { order, separator: /^[^\p{L}\p{N}]$/u.test(separator) ? separator : DEFAULT_DISPLAY_SEPARATOR };
}

/** The pattern shown as placeholder, e.g. 'YYYY/MM/DD'. */
export function displayPattern(format: DateDisplayFormat): string {
  return format.order.join(format.separator);
}

/** A stored value as shown: a strict 'YYYY-MM-DD' day in the display format; anything else as it is. */
export function formatDisplayDate(value: string, format: DateDisplayFormat): string {
  if (utcDateToTimestamp(value) === undefined) return value;
  const [year, month, day] = value.split('-') as [string, string, string];
  const parts: Record<DatePart, string> = { YYYY: year, MM: month, DD: day };
  return format.order.map((part) => parts[part]).join(format.separator);
}
