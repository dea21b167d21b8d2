import { ChoiceList } from './ChoiceList';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/** Radio buttons; the value is the chosen option's value. */
export function RadioList(props: FieldInputProps) {
  const current = valueAsString(props.value);
  return (
    <ChoiceList
      input={props}
      type="radio"
      selected={current === '' ? [] : [current]}
      onToggle={(optionValue, checked) => {
        if (checked) props.onChange(optionValue);
      }}
    />
  );
}
