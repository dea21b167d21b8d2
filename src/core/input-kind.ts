import type { InputKind } from './form-definition';
import { ownValue } from './definition/wire-reader';

/** Wire field types that render as a rating scale. */
export const RATING_FIELD_TYPES: readonly string[] = [
  'numberrating', 'rating', 'smileyrating', 'starrating', 'nps', 'csat',
];

const KIND_BY_FIELD_TYPE: Readonly<Record<string, InputKind>> = {
  text: 'text',
  email: 'email',
  textarea: 'textarea',
  number: 'number',
  phone: 'phone',
  phonenumber: 'phone',
  file: 'file',
  select: 'select',
  checkbox: 'checkbox',
  booleancheckbox: 'booleancheckbox',
  radio: 'radio',
  payment_link_radio: 'radio',
  date: 'date',
  hidden: 'hidden',
};

export interface InputKindFacts {
  /** Lower-cased wire `fieldType`. */
  fieldType: string;
  name: string;
  /** `validation.name`. */
  validationName: string;
  /** The field's own `hidden` flag. */
  hidden: boolean;
}

export interface InputKindResult {
  inputKind: InputKind;
  /** The rating field type for rating kinds, '' otherwise. */
  ratingType: string;
  /** False when the field type is not one we know; it then renders as text. */
  known: boolean;
}

/**
 * Which input a field renders as. Hidden wins over everything (a hidden select still only
 * carries a value); an email is often sent as a text field, so name and validator count too.
 */
export function inputKindOf(facts: InputKindFacts): InputKindResult {
  const { fieldType } = facts;
  const mapped = ownValue(KIND_BY_FIELD_TYPE, fieldType);
  const known = mapped !== undefined || RATING_FIELD_TYPES.includes(fieldType);
  if (facts.hidden || fieldType === 'hidden') return { inputKind: 'hidden', ratingType: '', known };
  if (RATING_FIELD_TYPES.includes(fieldType)) return { inputKind: 'rating', ratingType: fieldType, known };
  const kind = mapped ?? 'text';
  const isEmail =
    fieldType === 'email' ||
    facts.name.trim().toLowerCase() === 'email' ||
    facts.validationName.trim().toLowerCase() === 'email';
  if (kind === 'text' && isEmail) return { inputKind: 'email', ratingType: '', known };
  return { inputKind: kind, ratingType: '', known };
}
