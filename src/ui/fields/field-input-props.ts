import type { FieldDefinition, FieldValue } from '../../core/form-definition';
import type { FieldCountry } from '../../core/phone/field-country';
import type { MessageKey } from '../../i18n/en';
import type { FieldElementIds } from '../element-ids';

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
  /** A phone field with a country dropdown: the country its state records. */
  country?: FieldCountry;
  onChange(value: FieldValue): void;
  /** The visitor chose a country in a phone field's dropdown. */
  onChooseCountry?(countryCode: string): void;
  onFocus(): void;
  onBlur(): void;
}
