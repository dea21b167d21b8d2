import { autocompleteHint } from './autocomplete-hint';
import type { FieldInputProps } from './field-input-props';
import { inputClassName } from './input-class-name';

/** Attributes every single-element input (input, textarea, select) carries. */
export interface CommonInputAttributes {
  id: string;
  name: string;
  className: string;
  required: boolean | undefined;
  'aria-required': boolean | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean | undefined;
  placeholder: string | undefined;
  autoComplete: string | undefined;
  onFocus: () => void;
  onBlur: () => void;
}

export function commonInputAttributes(props: FieldInputProps): CommonInputAttributes {
  const { field, ids, invalid, errorClass, describedBy, onFocus, onBlur } = props;
  return {
    id: ids.input,
    name: field.id,
    className: inputClassName(invalid, errorClass),
    required: field.required || undefined,
    'aria-required': field.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    disabled: field.enabled === false || undefined,
    placeholder: field.placeholder === '' ? undefined : field.placeholder,
    autoComplete: autocompleteHint(field.name),
    onFocus,
    onBlur,
  };
}
