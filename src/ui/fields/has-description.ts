import type { FieldDefinition } from '../../core/form-definition';
import { isHiddenField } from './is-hidden-field';

/** Whether a field renders its description (`legend.hs-field-desc`). Hidden fields never do. */
export function hasDescription(field: FieldDefinition): boolean {
  return !isHiddenField(field) && field.description.trim() !== '';
}
