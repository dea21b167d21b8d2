import type { KeyboardEvent, WheelEvent } from 'react';
import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { isExponentKey, stripExponent } from '../../core/validation/number-input';
import { valueAsString } from './value-coercion';

/**
 * `type=number`. The letter e is refused on key press and stripped from the value; a wheel event
 * blurs the focused input so scrolling the page never changes the number (spec section 5).
 * `step="any"` keeps the browser from flagging the decimals the validator allows.
 */
export function NumberInput(props: FieldInputProps) {
  const { value, onChange } = props;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isExponentKey(event.key)) event.preventDefault();
  };

  const onWheel = (event: WheelEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.ownerDocument.activeElement === input) input.blur();
  };

  return (
    <input
      {...commonInputAttributes(props)}
      type="number"
      step="any"
      value={valueAsString(value)}
      onKeyDown={onKeyDown}
      onWheel={onWheel}
      onChange={(event) => onChange(stripExponent(event.target.value))}
    />
  );
}
