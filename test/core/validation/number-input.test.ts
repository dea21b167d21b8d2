import { describe, expect, it } from 'vitest';
import { isExponentKey, stripExponent } from '../../../src/core/validation/number-input';

describe('stripExponent', () => {
  it.each([
    ['1e5', '15'],
    ['1E5', '15'],
    ['eee', ''],
    ['-2.50', '-2.50'],
    ['', ''],
  ])('%j -> %j', (value, stripped) => {
    expect(stripExponent(value)).toBe(stripped);
  });
});

describe('isExponentKey', () => {
  it.each([
    ['e', true],
    ['E', true],
    ['1', false],
    ['-', false],
    ['Enter', false],
  ])('%j: %s', (key, exponent) => {
    expect(isExponentKey(key)).toBe(exponent);
  });
});
