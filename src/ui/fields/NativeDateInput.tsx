import { commonInputAttributes } from './common-input-attributes';
import { MIN_DATE, maxDate } from '../../core/validation/date-range';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** The browser's own date input (touch devices); its value is already `YYYY-MM-DD`. */
export function NativeDateInput(props: FieldInputProps) {
  const { value, onChange } = props;
  const { placeholder: _placeholder, ...common } = commonInputAttributes(props);
  return (
    <input
      {...common}
      type="date"
      min={MIN_DATE}
      max={maxDate(new Date())}
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
