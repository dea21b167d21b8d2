import type { InputHTMLAttributes, Ref } from 'react';
import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** Placeholder showing the date format the validator expects. */
export const DATE_PLACEHOLDER = 'YYYY-MM-DD';

/** What a date picker may add to the text input it wraps. */
export type DateTextInputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'readOnly' | 'onClick' | 'onKeyDown' | 'aria-expanded' | 'aria-controls' | 'aria-haspopup'
>;

export interface DateTextInputProps extends FieldInputProps {
  inputRef?: Ref<HTMLInputElement>;
  extras?: DateTextInputExtras;
}

/**
 * The text form of a date field: `YYYY-MM-DD` typed by hand, numeric keyboard hint. A date
 * picker renders this with `extras` (read-only, open on click) and positions its calendar
 * against `inputRef`.
 */
export function DateTextInput(props: DateTextInputProps) {
  const { field, value, onChange, inputRef, extras } = props;
  const common = commonInputAttributes(props);
  return (
    <input
      {...common}
      {...extras}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      placeholder={field.placeholder !== '' ? field.placeholder : DATE_PLACEHOLDER}
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
