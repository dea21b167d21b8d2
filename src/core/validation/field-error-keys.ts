import type { FieldMessage } from '../field-state';

/**
 * The field error keys of spec section 8, plus `textLimit` (the 65,536-character cap of section 5)
 * and `fileNotAttached` (a chosen file the browser could not attach: the submission did not go out).
 */
export const FIELD_ERROR_KEYS = [
  'required', 'missingSelect', 'missingOptionSelection', 'invalidEmail', 'invalidEmailFormat',
  'invalidDate', 'invalidNumber', 'invalidNumberRangeTooLarge', 'invalidNumberRangeTooSmall',
  'numberOutOfRange', 'phoneInvalidCharacters', 'fileTooLarge', 'manuallyBlockedEmailDomain',
  'forbiddenEmailDomain', 'invalidDomain', 'inputTooLarge', 'inputTooSmall', 'textLimit',
  'valueNotInFieldDefintion', 'validatorNotAvailable', 'fileNotAttached',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

/** Infos a field can show (spec section 5): the email suggestion and the resubscribe steps. */
export const FIELD_INFO_KEYS = ['emailSuggestion', 'resubscribeMessage', 'emailOptIn'] as const;
export type FieldInfoKey = (typeof FIELD_INFO_KEYS)[number];

/** Keys meaning "nothing given": the page summary says 'Please complete' for these, 'Please fix' otherwise. */
const MISSING_VALUE_KEYS: readonly string[] = ['required', 'missingSelect', 'missingOptionSelection'];

export function isMissingValueError(message: FieldMessage): boolean {
  return MISSING_VALUE_KEYS.includes(message.key);
}

export function fieldError(key: FieldErrorKey, params?: Record<string, string | number>): FieldMessage {
  return params ? { key, params } : { key };
}
