import { commonInputAttributes } from './common-input-attributes';
import { dateBounds } from '../../core/validation/date-range';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** The browser's own date input (touch devices); its value is already `YYYY-MM-DD`. */
export function NativeDateInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  const [first, last] = dateBounds(field.validation.data, new Date());
  const { placeholder: _placeholder, ...common } = commonInputAttributes(props);
  return (
    <input
      {...common}
      type="date"
      min={first}
      max={last}
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
