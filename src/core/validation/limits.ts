/** Business limits of spec sections 5 and 9 that validation enforces. */

/** A file above this many bytes (100 MB) is refused with 'fileTooLarge'. */
export const MAX_FILE_BYTES = 104_857_600;

/**
 * Text must stay under this many characters ('textLimit'): 65,535 is taken, 65,536 refused, by
 * the embed and by the host alike. Characters are counted as Unicode code points (see
 * `characterCount`).
 */
export const TEXT_LIMIT = 65_536;

/**
 * The characters of a text as a person counts them closely enough: Unicode code points, so an
 * emoji or a rare CJK character is one, though it takes two UTF-16 units (`length`) and four
 * bytes of UTF-8.
 */
// A string iterates by code point: a surrogate pair is one step.
export const characterCount = (text: string): number => [...text].length;

/** Whether a text stays under `TEXT_LIMIT` (code points never outnumber UTF-16 units: short texts need no count). */
export const isUnderTextLimit = (text: string): boolean => text.length < TEXT_LIMIT || characterCount(text) < TEXT_LIMIT;

/** At most this many decimals in a number. */
export const MAX_NUMBER_DECIMALS = 2;

/**
 * A number whose magnitude is past this cannot be stored exactly ('numberOutOfRange'): the
 * largest integer a double holds without rounding.
 */
export const MAX_EXACT_NUMBER = Number.MAX_SAFE_INTEGER;
