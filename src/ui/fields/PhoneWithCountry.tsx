import { startTransition, useEffect, useState, type SyntheticEvent } from 'react';
import { DEFAULT_COUNTRY_CODE } from '../../core/phone/country-select';
import { startingCountry } from '../../core/phone/field-country';
import { ensureDialCode } from '../../core/phone/phone-country';
import { useFormLocale, useFormReady } from '../form-store-context';
import { commonInputAttributes } from './common-input-attributes';
import { countryOptions, unlistedCountry, type CountryOption } from './country-options';
import { countrySelectId } from './country-select-id';
import type { FieldInputProps } from './field-input-props';
import { valueAsString } from './value-coercion';
import { afterNextPaint } from '../after-next-paint';

/**
 * A phone field with the country dropdown, its countries named and sorted in the form's
 * language: the input always begins with the chosen country's dial code and the caret is kept
 * past it (spec section 5, Phone). The store records the country and empties a value that is
 * only the code.
 */
export function PhoneWithCountry(props: FieldInputProps) {
  const { field, value, ids, messages, onChange, onChooseCountry } = props;
  const text = valueAsString(value);
  const { language } = useFormLocale();
  // The store records the country (the form's, the value's or the visitor's choice).
  const country = props.country ?? startingCountry(text, DEFAULT_COUNTRY_CODE);
  const dial = country.countryCodeExtension;
  // The chosen country first, the whole list once the ready form has been painted (or at once
  // when the visitor reaches the select): naming, sorting and building thousands of options
  // would otherwise hold up the form's first paint. Listed after the paint as a transition, which
  // React renders in slices that yield to the page: in one urgent render, a form's phone fields
  // held the page for 130-180 ms after it was ready (200 fields: 22 lists of 243 countries), keys
  // typed meanwhile waiting; a visitor reaching the select still lists it at once.
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const ready = useFormReady(!listed);
  useEffect(() => (ready && !listed ? afterNextPaint(() => startTransition(list)) : undefined), [ready, listed]);
  const unlisted = listed ? undefined : unlistedCountry(country.countryCode);
  const options = unlisted ? [unlisted] : countryOptions(language);
  const chosen = options.find((option) => option.code === country.countryCode);
  const shown = text === '' ? `${dial} ` : text;
  const selectId = countrySelectId(ids.input);

  const keepCaretPastDialCode = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!input.value.startsWith(dial)) return;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? 0;
    if (start < dial.length) {
      input.setSelectionRange(dial.length, Math.max(end, dial.length));
    }
  };

  return (
    <div className="hs-fieldtype-intl-phone">
      {/* Named "{field label} Country code"; the title shows the whole choice where the box is narrow. */}
      <span id={`${selectId}-name`} className="hs-visually-hidden">
        {messages('countryCodeLabel')}
      </span>
      {/* The native select lies, transparent, over a compact "US +1" box, so a narrow column never
          clips it; its option list still shows the full names. */}
      <span className="hs-phone-country">
        <select
          id={selectId}
          className="hs-input"
          aria-labelledby={`${ids.label} ${selectId}-name`}
          title={chosen && optionText(chosen)}
          disabled={field.enabled === false || undefined}
          value={country.countryCode}
          onChange={(event) => onChooseCountry?.(event.target.value)}
          onFocus={list}
          onPointerDown={list}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {optionText(option)}
            </option>
          ))}
        </select>
        <span aria-hidden="true">{`${country.countryCode} ${dial}`}</span>
      </span>
      <input
        {...commonInputAttributes(props)}
        type="tel"
        // Phone numbers read left to right in every language.
        dir="ltr"
        value={shown}
        onSelect={keepCaretPastDialCode}
        onChange={(event) => onChange(ensureDialCode(event.target.value, dial))}
      />
    </div>
  );
}

const optionText = (option: CountryOption): string => `${option.name} (${option.dial})`;
