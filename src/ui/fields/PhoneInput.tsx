import { useState, type SyntheticEvent } from 'react';
import { commonInputAttributes } from './common-input-attributes';
import { countrySelectId } from './country-select-id';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '../../core/phone/countries';
import type { FieldInputProps } from './field-input-props';
import { countryForValue, ensureDialCode, findCountry, isOnlyDialCode, withDialCode } from '../../core/phone/phone-country';
import { valueAsString } from './value-coercion';

/**
 * `type=tel`. With `field.useCountryCodeSelect` a country dropdown comes first: the input always
 * begins with the chosen country's dial code, the caret is kept past it, and a value that is
 * only a dial code is stored as empty (spec section 5, Phone).
 */
export function PhoneInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  if (field.useCountryCodeSelect) return <PhoneWithCountry {...props} />;
  return (
    <input
      {...commonInputAttributes(props)}
      type="tel"
      value={valueAsString(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function PhoneWithCountry(props: FieldInputProps) {
  const { field, value, ids, onChange } = props;
  const text = valueAsString(value);
  // The chosen country only breaks ties between countries sharing a dial code (US and CA);
  // otherwise the country follows the value.
  const [preferredCode, setPreferredCode] = useState(
    () => countryForValue(text, DEFAULT_COUNTRY.code)?.code ?? DEFAULT_COUNTRY.code,
  );
  const country: Country =
    countryForValue(text, preferredCode) ?? findCountry(preferredCode) ?? DEFAULT_COUNTRY;
  const shown = text === '' ? `${country.dial} ` : text;
  const store = (next: string) => onChange(isOnlyDialCode(next) ? '' : next);

  const keepCaretPastDialCode = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!input.value.startsWith(country.dial)) return;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? 0;
    if (start < country.dial.length) {
      input.setSelectionRange(country.dial.length, Math.max(end, country.dial.length));
    }
  };

  return (
    <div className="hs-fieldtype-intl-phone">
      <select
        id={countrySelectId(ids.input)}
        className="hs-input"
        aria-labelledby={ids.label}
        disabled={field.enabled === false || undefined}
        value={country.code}
        onChange={(event) => {
          const next = findCountry(event.target.value);
          if (!next) return;
          setPreferredCode(next.code);
          store(withDialCode(shown, country.dial, next.dial));
        }}
      >
        {COUNTRIES.map((option) => (
          <option key={option.code} value={option.code}>
            {`${option.name} (${option.dial})`}
          </option>
        ))}
      </select>
      <input
        {...commonInputAttributes(props)}
        type="tel"
        value={shown}
        onSelect={keepCaretPastDialCode}
        onChange={(event) => {
          const next = ensureDialCode(event.target.value, country.dial);
          const typedCountry = countryForValue(next, preferredCode);
          if (typedCountry) setPreferredCode(typedCountry.code);
          store(next);
        }}
      />
    </div>
  );
}

