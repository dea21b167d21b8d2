import type { FieldDefinition } from '../../core/form-definition';

/** Hidden fields render only their hidden input: no label, no description. */
export function isHiddenField(field: FieldDefinition): boolean {
  return field.hidden || field.inputKind === 'hidden';
}
