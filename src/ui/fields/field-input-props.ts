import type { FieldDefinition, FieldValue } from '../../core/form-definition';
import type { MessageKey } from '../../i18n/en';
import type { FieldElementIds } from '../element-ids';

/** Default class added to an input whose errors are visible (spec section 9). */
export const DEFAULT_ERROR_CLASS = 'invalid error';

/** What every field input component takes. Inputs are presentational: no store access. */
export interface FieldInputProps {
  field: FieldDefinition;
  value: FieldValue;
  ids: FieldElementIds;
  /** Errors are visible: the input gets `errorClass` and `aria-invalid`. */
  invalid: boolean;
  /** Class(es) added when invalid; 'invalid error' by default. */
  errorClass: string;
  /** Ids of the description and the error list, for `aria-describedby`. */
  describedBy: string | undefined;
  messages: (key: MessageKey, params?: Record<string, string>) => string;
  onChange(value: FieldValue): void;
  onFocus(): void;
  onBlur(): void;
}
