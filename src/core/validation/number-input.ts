/** Removes the exponent letter a number input would otherwise accept (spec section 5, Number). */
export function stripExponent(value: string): string {
  return value.replace(/[eE]/g, '');
}

/** Whether a key press would type the exponent letter. */
export function isExponentKey(key: string): boolean {
  return key === 'e' || key === 'E';
}
