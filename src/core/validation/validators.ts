import type { FieldMessage } from '../field-state';
import type { FieldDefinition, FieldValue } from '../form-definition';
import { isOnlyDialCode } from '../phone/country-select';
import { utcDateToTimestamp } from '../utc-date';
import { dateBounds } from './date-range';
import { blockedDomainOf, isDomainName, isEmailFormat, normalizeBlockedDomains } from './email-address';
import { fieldError } from './field-error-keys';
import { MAX_EXACT_NUMBER, MAX_FILE_BYTES, MAX_NUMBER_DECIMALS, TEXT_LIMIT, isUnderTextLimit } from './limits';
import { parseValidationRange } from './validation-range';

/** What validators need beyond the field and its value. */
export interface ValidationContext {
  /** Milliseconds since the epoch: the date range ends ten years after this year. */
  now: number;
  /** The embed context's `blockedDomains` and `manuallyBlockedEmailDomain`, already normalised. */
  blockedDomains: readonly string[];
}

/** A validator sees the trimmed value; it answers the first problem it finds, or undefined. */
export type Validator = (value: FieldValue, field: FieldDefinition, context: ValidationContext) => FieldMessage | undefined;

const text = (value: FieldValue): string => (typeof value === 'string' ? value : '');
const list = (value: FieldValue): readonly unknown[] => (Array.isArray(value) ? value : []);

/** Empty text, an unticked box or an empty list. */
export function isBlank(value: FieldValue): boolean {
  if (typeof value === 'string') return value === '';
  if (typeof value === 'boolean') return !value;
  return value.length === 0;
}

const NUMBER_PATTERN = new RegExp(`^-?\\d+(\\.\\d{1,${MAX_NUMBER_DECIMALS}})?$`);
/** An optional leading +, then digits, an x extension, parentheses, dots, dashes and spaces. */
const PHONE_PATTERN = /^\+?[\d\sx().-]*$/i;

const countDigits = (value: string): number => value.replace(/\D/g, '').length;

/** A length (or digit count) against the field's 'min:max:enabled' data. */
function lengthProblem(length: number, field: FieldDefinition): FieldMessage | undefined {
  const range = parseValidationRange(field.validation.data);
  if (!range.enabled) return undefined;
  if (range.max !== undefined && length > range.max) return fieldError('inputTooLarge', { max: range.max });
  if (range.min !== undefined && length < range.min) return fieldError('inputTooSmall', { min: range.min });
  return undefined;
}

/**
 * The validators of spec section 5 by name, plus the checks the error catalogue of section 8
 * implies (`blockedDomain`, `domain`, `options`, `textLimit`). Presence validators run on any
 * value; the others only see non-blank values (an empty optional field passes).
 */
export const VALIDATORS = {
  presence: (value) => (isBlank(value) ? fieldError('required') : undefined),
  selectOptionPresence: (value) => (isBlank(value) ? fieldError('missingSelect') : undefined),
  optionPresence: (value) => (isBlank(value) ? fieldError('missingOptionSelection') : undefined),
  phonePresence: (value) => (isBlank(value) || isOnlyDialCode(text(value)) ? fieldError('required') : undefined),

  emailFormat: (value) => (isEmailFormat(text(value)) ? undefined : fieldError('invalidEmailFormat')),
  blockedDomain: (value, field, context) => {
    const blocked = blockedDomainOf(
      text(value),
      normalizeBlockedDomains([field.validation.blockedEmailAddresses, context.blockedDomains]),
    );
    return blocked === undefined ? undefined : fieldError('manuallyBlockedEmailDomain', { domain: blocked });
  },
  domain: (value) => (isDomainName(text(value)) ? undefined : fieldError('invalidDomain')),

  date: (value, field, context) => {
    const day = text(value);
    const [first, last] = dateBounds(field.validation.data, new Date(context.now));
    return utcDateToTimestamp(day) !== undefined && day >= first && day <= last ? undefined : fieldError('invalidDate');
  },

  numericality: (value) => {
    const number = text(value);
    if (!NUMBER_PATTERN.test(number)) return fieldError('invalidNumber');
    return Math.abs(Number(number)) > MAX_EXACT_NUMBER ? fieldError('numberOutOfRange') : undefined;
  },
  range: (value, field) => {
    const range = parseValidationRange(field.validation.data);
    const number = Number(text(value));
    if (!range.enabled || !Number.isFinite(number)) return undefined;
    if (range.max !== undefined && number > range.max) return fieldError('invalidNumberRangeTooLarge', { max: range.max });
    if (range.min !== undefined && number < range.min) return fieldError('invalidNumberRangeTooSmall', { min: range.min });
    return undefined;
  },

  phone: (value, field) => {
    const phone = text(value);
    if (!PHONE_PATTERN.test(phone)) return fieldError('phoneInvalidCharacters');
    return lengthProblem(countDigits(phone), field);
  },

  length: (value, field) => lengthProblem(text(value).length, field),
  textLimit: (value) => (isUnderTextLimit(text(value)) ? undefined : fieldError('textLimit', { max: TEXT_LIMIT })),

  size: (value) =>
    list(value).some((file) => typeof file === 'object' && file !== null && 'size' in file && Number(file.size) > MAX_FILE_BYTES)
      ? fieldError('fileTooLarge')
      : undefined,

  options: (value, field) => {
    if (field.options.length === 0) return undefined;
    const offered = new Set(field.options.map((option) => option.value.trim()));
    const chosen = typeof value === 'string' ? [value] : list(value);
    return chosen.every((item) => typeof item === 'string' && offered.has(item))
      ? undefined
      : fieldError('valueNotInFieldDefintion');
  },
} satisfies Record<string, Validator>;

export type ValidatorName = keyof typeof VALIDATORS;

export const PRESENCE_VALIDATORS: readonly ValidatorName[] = ['presence', 'selectOptionPresence', 'optionPresence', 'phonePresence'];

export function isValidatorName(name: string): name is ValidatorName {
  return Object.prototype.hasOwnProperty.call(VALIDATORS, name);
}
