/**
 * Text that could end a CSS declaration or rule, open a comment, fetch something or run
 * script if a style value ever reached a stylesheet. The embed only sets style values through
 * the CSSOM (which cannot be broken out of), but a value that looks like this is never a colour,
 * a size or a font name anyway: it is dropped where it is read.
 */
const UNSAFE_STYLE_VALUE = /[;{}<>\\]|\/\*|url\(|expression|@import|javascript:/i;

/** Longer than any colour, size or font stack. */
export const MAX_STYLE_VALUE_LENGTH = 200;

/** Whether a style object value (spec section 3) may become a CSS custom property. */
export function isSafeStyleValue(value: string): boolean {
  return (
    value.length <= MAX_STYLE_VALUE_LENGTH &&
    !UNSAFE_STYLE_VALUE.test(value) &&
    // An unclosed quote would swallow whatever follows it.
    value.split('"').length % 2 === 1 &&
    value.split("'").length % 2 === 1
  );
}
