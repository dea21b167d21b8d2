import type { FieldMessage } from '../field-state';
import type { FieldDefinition, FieldValue, InputKind } from '../form-definition';
import { isOnlyDialCode } from '../phone/country-select';
import { fieldError } from './field-error-keys';
import { isBlank, isValidatorName, PRESENCE_VALIDATORS, VALIDATORS, type ValidationContext, type ValidatorName } from './validators';

/** The presence check a required field of each kind runs (spec section 5, Required). */
const PRESENCE_BY_KIND: Partial<Record<InputKind, ValidatorName>> = {
  select: 'selectOptionPresence',
  radio: 'optionPresence',
  checkbox: 'optionPresence',
  rating: 'optionPresence',
  phone: 'phonePresence',
};

/** The format checks each kind runs on a value that is not blank. */
const CHECKS_BY_KIND: Record<InputKind, readonly ValidatorName[]> = {
  text: ['textLimit'],
  textarea: ['textLimit'],
  email: ['textLimit', 'emailFormat', 'blockedDomain'],
  number: ['numericality', 'range'],
  phone: ['phone'],
  date: ['date'],
  file: ['size'],
  select: ['options'],
  radio: ['options'],
  checkbox: ['options'],
  rating: ['options'],
  booleancheckbox: [],
  hidden: [],
};

/** Kinds whose `validation.data` bounds the text length (numbers and phones read it themselves). */
const LENGTH_KINDS: readonly InputKind[] = ['text', 'textarea', 'email'];

/** Wire validator names that mean a validator of ours under another name. */
const WIRE_ALIASES: Readonly<Record<string, ValidatorName>> = { email: 'emailFormat' };

/** The validators a field runs; `unavailable` names a wire validator we do not have. */
export interface FieldValidatorPlan {
  names: ValidatorName[];
  unavailable: string | undefined;
}

/**
 * Which validators a field runs, in order: its presence check when required, then the checks
 * of its kind, then the one its `validation.name` asks for. A name we do not know means a
 * given value cannot be checked: 'validatorNotAvailable' (spec section 5).
 */
export function validatorsFor(field: FieldDefinition): FieldValidatorPlan {
  if (field.inputKind === 'hidden') return { names: [], unavailable: undefined };
  const names: ValidatorName[] = [];
  if (field.required) names.push(PRESENCE_BY_KIND[field.inputKind] ?? 'presence');
  names.push(...CHECKS_BY_KIND[field.inputKind]);
  if (LENGTH_KINDS.includes(field.inputKind)) names.push('length');
  const wireName = field.validation.name.trim();
  if (wireName !== '') {
    const named = WIRE_ALIASES[wireName.toLowerCase()] ?? wireName;
    if (!isValidatorName(named)) return { names, unavailable: wireName };
    if (!names.includes(named)) names.push(named);
  }
  return { names, unavailable: undefined };
}

/** Values are trimmed before validation (spec section 5): text, and each text of a list. */
export function trimValue(value: FieldValue): FieldValue {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value;
  return value.map((item) => (typeof item === 'string' ? item.trim() : item)) as FieldValue;
}

/**
 * The field's client-side errors for a value: the first problem found, as a list (empty when
 * the value passes). A blank optional value passes every format check; a value given to a
 * field whose wire validator we do not have is refused rather than let through unchecked.
 */
export function validateField(field: FieldDefinition, value: FieldValue, context: ValidationContext): FieldMessage[] {
  const plan = validatorsFor(field);
  const trimmed = trimValue(value);
  // A phone holding only its country's dial code holds no number (spec section 5, Phone).
  const blank = isBlank(trimmed) || (field.inputKind === 'phone' && typeof trimmed === 'string' && isOnlyDialCode(trimmed));
  for (const name of plan.names) {
    if (blank && !PRESENCE_VALIDATORS.includes(name)) continue;
    const problem = VALIDATORS[name](trimmed, field, context);
    if (problem) return [problem];
  }
  if (plan.unavailable !== undefined && !blank) return [fieldError('validatorNotAvailable')];
  return [];
}
