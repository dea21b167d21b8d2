import { ChoiceList } from './ChoiceList';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/**
 * A rating scale (nps, csat, star, smiley, number rating) as a radio list over the field's
 * options, with the option labels as sent. The list carries `data-rating-type` so a stylesheet
 * can draw a scale without extra class names.
 */
export function RatingInput(props: FieldInputProps) {
  const current = valueAsString(props.value);
  const ratingType = props.field.ratingType !== '' ? props.field.ratingType : props.field.fieldType;
  return (
    <ChoiceList
      input={props}
      type="radio"
      selected={current === '' ? [] : [current]}
      listAttributes={{ 'data-rating-type': ratingType }}
      onToggle={(optionValue, checked) => {
        if (checked) props.onChange(optionValue);
      }}
    />
  );
}
