import { optionElementId } from '../element-ids';
import { choiceGroupAttributes } from './choice-group-attributes';
import type { FieldInputProps } from './field-input-props';
import { inputClassName } from './input-class-name';
import { visibleOptions } from './visible-options';

export interface ChoiceListProps {
  input: FieldInputProps;
  type: 'checkbox' | 'radio';
  /** Values currently chosen. */
  selected: readonly string[];
  onToggle(optionValue: string, checked: boolean): void;
}

/**
 * The option list shared by checkbox and radio inputs (rating scales draw their own, see `RatingScale`):
 * `ul.inputs-list > li.hs-form-{type} > label.hs-form-{type}-display > input.hs-input + span`.
 *
 * The list carries the field's input id, is named by the field label (`aria-labelledby`) and
 * described by its description and errors; each option input gets its own id.
 * `required`/`aria-required`: a radio group is required as a whole, so each radio gets `required`
 * and the radiogroup `aria-required`. For checkboxes `required` on each box would demand every
 * box be ticked, and `aria-required` is not allowed on role=group, so neither is set; the
 * required asterisk is part of the label that names the group.
 */
export function ChoiceList({ input, type, selected, onToggle }: ChoiceListProps) {
  const { field, ids, invalid, errorClass, onFocus, onBlur } = input;
  const isRadio = type === 'radio';
  const disabled = field.enabled === false;
  const className = inputClassName(invalid, errorClass);

  return (
    <ul {...choiceGroupAttributes(input, isRadio)} className="inputs-list">
      {visibleOptions(field.options, selected).map(({ option, index }) => {
        const id = optionElementId(ids.input, index);
        const checked = selected.includes(option.value);
        return (
          // The list is a radiogroup or group for screen readers, so its items are not list items.
          <li key={index} className={`hs-form-${type}`} role="none">
            <label htmlFor={id} className={`hs-form-${type}-display`}>
              <input
                id={id}
                className={className}
                type={type}
                name={field.id}
                value={option.value}
                checked={checked}
                required={(isRadio && field.required) || undefined}
                aria-invalid={invalid || undefined}
                disabled={disabled || option.readOnly || undefined}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                onFocus={onFocus}
                onBlur={onBlur}
              />
              <span dir="auto">{option.label}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
