import type { FieldDefinition } from '../../core/form-definition';
import type { FieldElementIds } from '../element-ids';
import { hasDescription } from './has-description';

/**
 * The `aria-describedby` of a field's input: its description when it renders one, and its error
 * list when errors are visible and there are some. The same conditions `FieldShell` renders by.
 */
export function describedByFor(
  field: FieldDefinition,
  ids: FieldElementIds,
  errorsVisible: boolean,
  hasErrors: boolean,
): string | undefined {
  const parts: string[] = [];
  if (hasDescription(field)) parts.push(ids.description);
  if (errorsVisible && hasErrors) parts.push(ids.errors);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
