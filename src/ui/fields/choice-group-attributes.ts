import type { FieldInputProps } from './field-input-props';

/**
 * Attributes of the element grouping a field's radios or checkboxes: it carries the field's input
 * id, is named by the field label and described by its description and errors. A radio group is
 * required as a whole (`aria-required`); `aria-required` is not allowed on role=group, so a
 * checkbox group leaves it to the label's required text.
 */
export function choiceGroupAttributes({ field, ids, invalid, describedBy }: FieldInputProps, isRadio: boolean) {
  return {
    id: ids.input,
    role: isRadio ? 'radiogroup' : 'group',
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': (isRadio && field.required) || undefined,
  };
}
