import type { FieldMessage } from '../../../src/core/field-state.js';
import type { FieldDefinition, FieldValue } from '../../../src/core/form-definition.js';
import type { FieldErrorKey } from '../../../src/core/validation/field-error-keys.js';
import { characterCount } from '../../../src/core/validation/limits.js';
import { trimValue } from '../../../src/core/validation/validate-field.js';

/** A count as people read it: 65,536. */
const count = (value: unknown): string => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? ''));

/** What the field's check counted: the trimmed text's characters. */
const givenText = (value: FieldValue): string => {
  const trimmed = trimValue(value);
  return typeof trimmed === 'string' ? count(characterCount(trimmed)) : '?';
};

type RefusalText = (params: Readonly<Record<string, string | number>>, field: FieldDefinition, value: FieldValue) => string;

/**
 * The rule a refused field broke, in English for whoever reads the host's answer (a developer, a
 * log): it follows `fieldName` in a `validationResults` entry, so it does not repeat the name.
 * The visitor's wording stays the embed's (its catalogue, in the visitor's language).
 */
const REFUSAL_TEXTS: Record<FieldErrorKey, RefusalText> = {
  required: () => 'is required',
  missingSelect: () => 'is required: choose one of its options',
  missingOptionSelection: () => 'is required: choose at least one of its options',
  invalidEmail: () => 'is not a valid email address',
  invalidEmailFormat: () => 'is not a valid email address',
  invalidDate: () => 'is not a valid date (YYYY-MM-DD, from 1900 to ten years ahead)',
  invalidNumber: () => 'is not a number (digits, at most two decimals)',
  invalidNumberRangeTooLarge: (params) => `must be at most ${count(params.max)}`,
  invalidNumberRangeTooSmall: (params) => `must be at least ${count(params.min)}`,
  numberOutOfRange: () => 'is too large a number to be kept exactly',
  phoneInvalidCharacters: () => 'may hold only digits, spaces, a leading +, parentheses, dots, dashes and an x extension',
  fileTooLarge: () => 'holds a file over 100 MB',
  manuallyBlockedEmailDomain: (params) => `uses an email domain the form does not accept (${String(params.domain ?? '')})`,
  forbiddenEmailDomain: (params) => `uses an email domain the form does not accept (${String(params.domain ?? '')})`,
  invalidDomain: () => 'is not a valid domain name',
  inputTooLarge: (params, field) =>
    field.inputKind === 'phone' ? `must have at most ${count(params.max)} digits` : `must be at most ${count(params.max)} characters`,
  inputTooSmall: (params, field) =>
    field.inputKind === 'phone' ? `must have at least ${count(params.min)} digits` : `must be at least ${count(params.min)} characters`,
  textLimit: (params, _field, value) => `must be under ${count(params.max)} characters (${givenText(value)} given)`,
  valueNotInFieldDefintion: () => "is not one of the field's options",
  validatorNotAvailable: (_params, field) => `cannot be checked: the form names a validator the host does not have (${field.validation.name.trim()})`,
  fileNotAttached: () => 'holds a file that was not attached',
};

const isRefusalKey = (key: string): key is FieldErrorKey => Object.prototype.hasOwnProperty.call(REFUSAL_TEXTS, key);

/** The message of a refused field's first error, e.g. "must be under 65,536 characters (65,536 given)". */
export function refusalMessage(message: FieldMessage, field: FieldDefinition, value: FieldValue): string {
  return isRefusalKey(message.key) ? REFUSAL_TEXTS[message.key](message.params ?? {}, field, value) : `is not a valid value (${message.key})`;
}
