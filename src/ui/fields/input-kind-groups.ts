import type { InputKind } from '../../core/form-definition';

/**
 * Kinds rendered as a list of options (checkbox and radio inputs inside `ul.inputs-list`): they
 * have no single input for a `<label for>` to point at.
 */
export function isChoiceListKind(kind: InputKind): boolean {
  return kind === 'checkbox' || kind === 'radio' || kind === 'rating';
}
