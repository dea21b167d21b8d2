/** Multi-value enumeration values travel as one string joined with this (spec section 9). */
export const MULTI_VALUE_SEPARATOR = ';';

/** 'a; b;;c' → ['a', 'b', 'c']: trimmed, empty parts dropped, first occurrence of a repeat kept. */
export function splitMultiValue(text: string): string[] {
  const parts = text.split(MULTI_VALUE_SEPARATOR).map((part) => part.trim()).filter((part) => part !== '');
  return [...new Set(parts)];
}
