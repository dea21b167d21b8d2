import { countries, type Country } from './countries';

let byCode: ReadonlyMap<string, Country> | undefined;

/** The region with this code (any case), looked up in a map made on first use: a form asks once per phone field as it loads. */
export function findCountry(code: string): Country | undefined {
  byCode ??= new Map(countries().map((country) => [country.code, country]));
  return byCode.get(code.toUpperCase());
}

/**
 * The country whose dial code begins `value` (the longest such code). When several countries
 * share it, `preferredCode` wins, else the first in list order. Undefined when none matches.
 */
export function countryForValue(value: string, preferredCode: string): Country | undefined {
  const text = value.trimStart();
  // Every dial code starts with '+': an empty value (every field as a form loads) dials none.
  if (!text.startsWith('+')) return undefined;
  let best: Country | undefined;
  for (const country of countries()) {
    if (!text.startsWith(country.dial)) continue;
    if (
      !best ||
      country.dial.length > best.dial.length ||
      (country.dial === best.dial && country.code === preferredCode && best.code !== preferredCode)
    ) {
      best = country;
    }
  }
  return best;
}

/**
 * The phone value after choosing a country: the previous dial code (when the value starts with
 * it) is replaced by the new one; a value without one gets the new one in front.
 */
export function withDialCode(value: string, previousDial: string | undefined, dial: string): string {
  let rest = value;
  if (previousDial !== undefined && rest.startsWith(previousDial)) rest = rest.slice(previousDial.length);
  rest = rest.replace(/^[\s-]+/, '');
  return rest === '' ? dial : `${dial} ${rest}`;
}

/**
 * With the country dropdown shown the value always begins with a dial code (spec section 5,
 * Phone): typed text that does not start with '+' gets the selected country's code in front.
 * Text that starts with '+' is left as typed (a visitor writing an international number, or
 * editing the code).
 */
export function ensureDialCode(value: string, dial: string): string {
  if (value.startsWith('+')) return value;
  return value === '' ? dial : `${dial} ${value}`;
}
