import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** `type=hidden`: submitted with the form, never shown. Multi-values are joined with ';'. */
export function HiddenInput({ field, ids, value }: FieldInputProps) {
  return (
    <input type="hidden" id={ids.input} className="hs-input" name={field.id} value={valueAsString(value)} />
  );
}
