/** Business limits of spec sections 5 and 9 that validation enforces. */

/** A file above this many bytes (100 MB) is refused with 'fileTooLarge'. */
export const MAX_FILE_BYTES = 104_857_600;

/** Text must stay under this many characters ('textLimit'). */
export const TEXT_LIMIT = 65_536;

/** At most this many decimals in a number. */
export const MAX_NUMBER_DECIMALS = 2;

/**
 * A number whose magnitude is past this cannot be stored exactly ('numberOutOfRange'): the
 * largest integer a double holds without rounding.
 */
export const MAX_EXACT_NUMBER = Number.MAX_SAFE_INTEGER;
