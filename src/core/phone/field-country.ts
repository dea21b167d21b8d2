import type { FieldValue } from '../form-definition';
import type { Country } from './countries';
import { DEFAULT_COUNTRY_CODE } from './country-select';
import { countryForValue, findCountry, withDialCode } from './phone-country';

/** What a phone field with a country dropdown records (spec section 3, Field "Phone"). */
export interface FieldCountry {
  /** Region code of the chosen country. */
  countryCode: string;
  /** Its dial code, with the plus sign: what the value begins with. */
  countryCodeExtension: string;
}

const recorded = (country: Country): FieldCountry => ({ countryCode: country.code, countryCodeExtension: country.dial });

const defaultCountry = (): Country => findCountry(DEFAULT_COUNTRY_CODE) ?? { code: DEFAULT_COUNTRY_CODE, dial: '+1' };

const text = (value: FieldValue): string => (typeof value === 'string' ? value : '');

/**
 * The country a field starts on: the one its starting value dials (a known visitor's number),
 * else the form's `countryCode`, else the default (US).
 */
export function startingCountry(value: FieldValue, formCountryCode: string): FieldCountry {
  const formCountry = findCountry(formCountryCode) ?? defaultCountry();
  return recorded(countryForValue(text(value), formCountry.code) ?? formCountry);
}

/** A phone value and the country the field records with it. */
export interface PhoneWithCountry {
  value: string;
  country: FieldCountry;
}

/** A value that is only the country's dial code holds no number and is stored empty (spec section 5, Phone). */
const withCountry = (value: string, country: Country): PhoneWithCountry => ({
  value: value.trim() === country.dial ? '' : value,
  country: recorded(country),
});

/**
 * What the field records when the visitor types `value`: the country follows the value's dial
 * code, the current country breaking ties between regions sharing one (US and CA); a value
 * without a known code keeps the current country.
 */
export function afterTyping(value: FieldValue, current: FieldCountry): PhoneWithCountry {
  const typed = text(value);
  return withCountry(typed, countryForValue(typed, current.countryCode) ?? { code: current.countryCode, dial: current.countryCodeExtension });
}

/**
 * What the field records when the visitor chooses a country (spec section 4): the country, and
 * the value with the new dial code in place of the previous one (in front when it had none).
 * Undefined for a code the list does not have.
 */
export function afterChoosing(value: FieldValue, current: FieldCountry, code: string): PhoneWithCountry | undefined {
  const next = findCountry(code);
  return next && withCountry(withDialCode(text(value), current.countryCodeExtension, next.dial), next);
}
