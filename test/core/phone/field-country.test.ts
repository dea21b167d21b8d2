import { describe, expect, it } from 'vitest';
import { afterChoosing, afterTyping, startingCountry } from '../../../src/core/phone/field-country';

const US = { countryCode: 'US', countryCodeExtension: '+1' };
const GB = { countryCode: 'GB', countryCodeExtension: '+44' };
const CA = { countryCode: 'CA', countryCodeExtension: '+1' };

describe('startingCountry', () => {
  it("starts on the form's country", () => {
    expect(startingCountry('', 'DE')).toEqual({ countryCode: 'DE', countryCodeExtension: '+49' });
    expect(startingCountry('', 'US')).toEqual(US);
  });

  it('follows a starting value that dials another country', () => {
    expect(startingCountry('+44 20 7946 0000', 'DE')).toEqual(GB);
  });

  it("lets the form's country break a tie of the value's code", () => {
    expect(startingCountry('+1 416 555 0100', 'CA')).toEqual(CA);
    expect(startingCountry('+1 416 555 0100', 'DE')).toEqual(US);
  });

  it('falls back to US for a code the list does not have', () => {
    expect(startingCountry('', 'ZZ')).toEqual(US);
    expect(startingCountry('', '')).toEqual(US);
  });
});

describe('afterTyping', () => {
  it("follows the typed value's dial code", () => {
    expect(afterTyping('+49 30 1234', US)).toEqual({ value: '+49 30 1234', country: { countryCode: 'DE', countryCodeExtension: '+49' } });
  });

  it('keeps the current country for a shared code or no known code', () => {
    expect(afterTyping('+1 416', CA)).toEqual({ value: '+1 416', country: CA });
    expect(afterTyping('+4', GB)).toEqual({ value: '+4', country: GB });
    expect(afterTyping('555', GB)).toEqual({ value: '555', country: GB });
  });

  it('stores a value that is only the dial code as empty', () => {
    expect(afterTyping('+44 ', GB)).toEqual({ value: '', country: GB });
    expect(afterTyping('+31', GB)).toEqual({ value: '', country: { countryCode: 'NL', countryCodeExtension: '+31' } });
  });
});

describe('afterChoosing', () => {
  it('records the country and replaces the dial code of the value', () => {
    expect(afterChoosing('+1 555 0100', US, 'GB')).toEqual({ value: '+44 555 0100', country: GB });
  });

  it('puts the dial code in front of a value without one', () => {
    expect(afterChoosing('555 0100', US, 'GB')).toEqual({ value: '+44 555 0100', country: GB });
  });

  it('keeps an empty value empty', () => {
    expect(afterChoosing('', US, 'GB')).toEqual({ value: '', country: GB });
  });

  it('switches between regions sharing a code without touching the number', () => {
    expect(afterChoosing('+1 416 555 0100', US, 'CA')).toEqual({ value: '+1 416 555 0100', country: CA });
  });

  it('ignores a code the list does not have', () => {
    expect(afterChoosing('+1 555', US, 'ZZ')).toBeUndefined();
  });
});
