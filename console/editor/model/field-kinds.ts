import { isRecord } from '../../../src/core/definition/wire-reader';
import { inputKindOf } from '../../../src/core/input-kind';
import type { EditorField, EditorFieldType } from './editor-form';

/** Every field type the editor offers, in the order the "Add field" list shows them. */
export const EDITOR_FIELD_TYPES: readonly EditorFieldType[] = [
  'text', 'email', 'textarea', 'number', 'phone', 'date', 'file', 'select', 'radio', 'checkbox',
  'booleancheckbox', 'hidden', 'starrating', 'smileyrating', 'numberrating', 'nps', 'csat',
];

/** Field types whose value is one or more of their options. */
export const CHOICE_FIELD_TYPES: readonly string[] = ['select', 'radio', 'checkbox', 'payment_link_radio'];

/** Field types that render as a rating scale (their options are the steps). */
export const RATING_TYPES: readonly string[] = ['starrating', 'smileyrating', 'numberrating', 'nps', 'csat', 'rating'];

/** Field types whose value length the validation bounds (a phone's is the number's length). */
export const LENGTH_BOUND_TYPES: readonly string[] = ['text', 'textarea', 'email', 'phone', 'phonenumber'];

export const hasOptions = (fieldType: string): boolean => CHOICE_FIELD_TYPES.includes(fieldType) || RATING_TYPES.includes(fieldType);

/**
 * The field type the embed treats the field as: a text field named "email" (or with the email
 * validator) is an email field to it, so the editor names it and offers its settings as one.
 */
export function effectiveFieldType(field: Pick<EditorField, 'fieldType' | 'name' | 'wire'>): string {
  if (field.fieldType !== 'text') return field.fieldType;
  const validation = isRecord(field.wire.validation) ? field.wire.validation : {};
  const validationName = typeof validation.name === 'string' ? validation.name : '';
  return inputKindOf({ fieldType: 'text', name: field.name, validationName, hidden: false }).inputKind === 'email' ? 'email' : 'text';
}
