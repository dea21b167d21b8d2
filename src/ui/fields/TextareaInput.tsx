import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** Multi-line text. The value is passed on exactly as typed. */
export function TextareaInput(props: FieldInputProps) {
  const { value, onChange } = props;
  return (
    <textarea
      {...commonInputAttributes(props)}
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
