import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_TOKEN_AGE_MS, MAX_MIN_TOKEN_AGE_MS, tokenMinAgeMs } from '../../../src/core/spam/spam-wire';

describe('tokenMinAgeMs', () => {
  it('reads the age a host announced, 0 (no minimum) to a minute', () => {
    expect(tokenMinAgeMs(300)).toBe(300);
    expect(tokenMinAgeMs(0)).toBe(0);
    expect(tokenMinAgeMs(MAX_MIN_TOKEN_AGE_MS)).toBe(60_000);
  });

  it.each([
    ['none (an older host)', undefined],
    ['null', null],
    ['a negative age', -1],
    ['a fraction of a millisecond', 300.5],
    ['more than a minute', MAX_MIN_TOKEN_AGE_MS + 1],
    ['an endless one', Infinity],
    ['not a number', NaN],
    ['a string', '300'],
  ])('takes the default for %s', (_name, value) => {
    expect(tokenMinAgeMs(value)).toBe(DEFAULT_MIN_TOKEN_AGE_MS);
  });
});
