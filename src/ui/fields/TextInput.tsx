import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** Single-line text; `type=email` for the email kind. The value is passed on exactly as typed. */
export function TextInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  return (
    <input
      {...commonInputAttributes(props)}
      type={field.inputKind === 'email' ? 'email' : 'text'}
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
