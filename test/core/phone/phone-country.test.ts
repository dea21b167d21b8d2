// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../src/core/phone/countries';
import { countryForValue, ensureDialCode, findCountry, withDialCode } from '../../../src/core/phone/phone-country';

describe('countries', () => {
  it('has unique codes and the spec dial codes for US, CA and GB', () => {
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    expect(findCountry('US')?.dial).toBe('+1');
    expect(findCountry('ca')?.dial).toBe('+1');
    expect(findCountry('GB')?.dial).toBe('+44');
    for (const country of COUNTRIES) expect(country.dial).toMatch(/^\+\d{1,4}$/);
  });
});

describe('countryForValue', () => {
  it('finds the country by the longest dial code', () => {
    expect(countryForValue('+353 1 234', 'US')?.code).toBe('IE');
    expect(countryForValue('+44 20', 'US')?.code).toBe('GB');
  });

  it('prefers the given country among those sharing a code', () => {
    expect(countryForValue('+1 416', 'CA')?.code).toBe('CA');
    expect(countryForValue('+1 212', 'US')?.code).toBe('US');
  });

  it('is undefined without a known dial code', () => {
    expect(countryForValue('555', 'US')).toBeUndefined();
  });
});

describe('withDialCode', () => {
  it('replaces the previous dial code or puts the new one in front', () => {
    expect(withDialCode('+1 555 0100', '+1', '+44')).toBe('+44 555 0100');
    expect(withDialCode('555 0100', '+1', '+44')).toBe('+44 555 0100');
    expect(withDialCode('', '+1', '+31')).toBe('+31');
    expect(withDialCode('+1', '+1', '+31')).toBe('+31');
  });
});

describe('ensureDialCode', () => {
  it('keeps values that start with a plus and prefixes the others', () => {
    expect(ensureDialCode('+44 20', '+1')).toBe('+44 20');
    expect(ensureDialCode('20', '+44')).toBe('+44 20');
    expect(ensureDialCode('', '+44')).toBe('+44');
  });
});
