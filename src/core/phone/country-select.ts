import type { FieldDefinition } from '../form-definition';

/** Default country of the spec (section 9): the definition's `countryCode` when it has none. */
export const DEFAULT_COUNTRY_CODE = 'US';

/** Phone fields (`phone` and `phonenumber`) that ask for the country dropdown. */
export function hasCountrySelect(field: FieldDefinition): boolean {
  return field.inputKind === 'phone' && field.useCountryCodeSelect;
}

/**
 * A value that is nothing but a dial code ('+44', '+1 ') holds no phone number. Validation
 * needs no country list for this (dial codes have one to three digits, no number that short),
 * and does not ask which country the visitor picked: the host re-validates submissions
 * without knowing it.
 */
export const isOnlyDialCode = (value: string): boolean => /^\+\d{1,3}$/.test(value.trim());
