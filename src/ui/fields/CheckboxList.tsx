import { ChoiceList } from './ChoiceList';
import type { FieldInputProps } from './field-input-props';
import { valueAsStringList } from './value-coercion';

/** Multiple checkboxes; the value is the array of ticked option values, in the order ticked. */
export function CheckboxList(props: FieldInputProps) {
  const selected = valueAsStringList(props.value);
  return (
    <ChoiceList
      input={props}
      type="checkbox"
      selected={selected}
      onToggle={(optionValue, checked) => {
        const others = selected.filter((item) => item !== optionValue);
        props.onChange(checked ? [...others, optionValue] : others);
      }}
    />
  );
}
