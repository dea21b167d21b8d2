import { hasCountrySelect } from '../../core/phone/country-select';
import { useChunk } from '../use-chunk';
import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';

/**
 * `type=tel`. With `field.useCountryCodeSelect` a country dropdown comes first
 * (`PhoneWithCountry`, from the runtime's calls part, `lazy/calls-chunk.ts`);
 * should that file fail, the field is the plain phone input.
 */
export function PhoneInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  const calls = useChunk('calls');
  if (hasCountrySelect(field) && calls) return <calls.PhoneWithCountry {...props} />;
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
