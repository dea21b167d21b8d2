import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** Placeholder showing the date format the validator expects. */
export const DATE_PLACEHOLDER = 'YYYY-MM-DD';

/**
 * The text form of a date field: `YYYY-MM-DD` typed by hand, numeric keyboard hint. Shown until
 * the date picker's file has arrived (or when it cannot be loaded).
 */
export function DateTextInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  const common = commonInputAttributes(props);
  return (
    <input
      {...common}
      type="text"
      inputMode="numeric"
      placeholder={field.placeholder !== '' ? field.placeholder : DATE_PLACEHOLDER}
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
