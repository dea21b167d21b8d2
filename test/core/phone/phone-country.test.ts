// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countryForValue, ensureDialCode, findCountry, withDialCode } from '../../../src/core/phone/phone-country';

describe('findCountry', () => {
  it('finds a region by its code in either case', () => {
    expect(findCountry('US')?.dial).toBe('+1');
    expect(findCountry('ca')?.dial).toBe('+1');
    expect(findCountry('GB')?.dial).toBe('+44');
    expect(findCountry('ZZ')).toBeUndefined();
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
    expect(countryForValue('+1 787', 'PR')?.code).toBe('PR');
    expect(countryForValue('+7 701', 'KZ')?.code).toBe('KZ');
    expect(countryForValue('+44 1481', 'GG')?.code).toBe('GG');
    expect(countryForValue('+47 79', 'SJ')?.code).toBe('SJ');
    expect(countryForValue('+61 8 9164', 'CX')?.code).toBe('CX');
    expect(countryForValue('+262 269', 'YT')?.code).toBe('YT');
    expect(countryForValue('+590 590', 'MF')?.code).toBe('MF');
    expect(countryForValue('+599 717', 'BQ')?.code).toBe('BQ');
  });

  it('takes the usual owner of a shared code when the preferred country does not dial it', () => {
    expect(countryForValue('+1 212', 'DE')?.code).toBe('US');
    expect(countryForValue('+7 495', 'DE')?.code).toBe('RU');
    expect(countryForValue('+44 20', 'US')?.code).toBe('GB');
    expect(countryForValue('+47 22', 'US')?.code).toBe('NO');
    expect(countryForValue('+61 2', 'US')?.code).toBe('AU');
    expect(countryForValue('+358 9', 'US')?.code).toBe('FI');
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
