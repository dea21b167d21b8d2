import { describe, expect, it } from 'vitest';
import { countries } from '../../../src/core/phone/countries';
import { hasCountrySelect, isOnlyDialCode } from '../../../src/core/phone/country-select';
import { fieldDefinition } from '../builders';

describe('hasCountrySelect', () => {
  it('is true for phone fields that ask for the dropdown', () => {
    expect(hasCountrySelect(fieldDefinition({ inputKind: 'phone', useCountryCodeSelect: true }))).toBe(true);
    expect(hasCountrySelect(fieldDefinition({ inputKind: 'phone', useCountryCodeSelect: false }))).toBe(false);
    expect(hasCountrySelect(fieldDefinition({ inputKind: 'text', useCountryCodeSelect: true }))).toBe(false);
  });
});

describe('isOnlyDialCode', () => {
  it('is true for a value that is a dial code and nothing else', () => {
    expect(isOnlyDialCode('+44')).toBe(true);
    expect(isOnlyDialCode(' +1 ')).toBe(true);
    expect(isOnlyDialCode('+383')).toBe(true);
    expect(isOnlyDialCode('+44 20')).toBe(false);
    expect(isOnlyDialCode('+4420')).toBe(false);
    expect(isOnlyDialCode('44')).toBe(false);
    expect(isOnlyDialCode('')).toBe(false);
  });

  it('knows every dial code of the country list without reading it', () => {
    for (const country of countries()) expect(isOnlyDialCode(country.dial), country.code).toBe(true);
  });
});
