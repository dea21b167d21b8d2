/**
 * `JSON.stringify`, immune to an `Array.prototype.toJSON` the host page defined (old Prototype.js
 * does, turning every list into a string): a list is written as the list it is. Other values'
 * own `toJSON` (a `Date`) still applies.
 */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, function keepArrays(this: Record<string, unknown>, key: string, written: unknown) {
    const original = this[key];
    return Array.isArray(original) ? original : written;
  });
}
