import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';
import { visibleOptions } from './visible-options';

/**
 * A dropdown. Its first option is the placeholder (the field's `unselectedLabel`, else 'Please
 * select') with the value ''; choosing it again clears the field. Hidden options are skipped;
 * read-only options show but cannot be chosen.
 */
export function SelectInput(props: FieldInputProps) {
  const { field, value, messages, onChange } = props;
  const current = valueAsString(value);
  const placeholderLabel =
    field.unselectedLabel.trim() !== '' ? field.unselectedLabel : messages('selectPlaceholder');
  // `placeholder` is not an attribute of <select>: the placeholder is the first option.
  const { placeholder: _placeholder, ...common } = commonInputAttributes(props);

  return (
    <select {...common} value={current} onChange={(event) => onChange(event.target.value)}>
      <option value="" dir="auto">{placeholderLabel}</option>
      {visibleOptions(field.options, [current]).map(({ option, index }) => (
        <option key={index} value={option.value} disabled={option.readOnly || undefined} dir="auto">
          {option.label}
        </option>
      ))}
    </select>
  );
}
