import { hasCountrySelect } from '../../core/phone/country-select';
import { commonInputAttributes } from './common-input-attributes';
import { PhoneWithCountry } from './PhoneWithCountry';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/**
 * `type=tel`. With `field.useCountryCodeSelect` a country dropdown comes first (`PhoneWithCountry`).
 */
export function PhoneInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  if (hasCountrySelect(field)) return <PhoneWithCountry {...props} />;
  return (
    <input
      {...commonInputAttributes(props)}
      type="tel"
      // Phone numbers read left to right in every language.
      dir="ltr"
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
