import { describe, expect, it } from 'vitest';
import { TEXT_LIMIT, characterCount, isUnderTextLimit } from '../../../src/core/validation/limits';

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 1],
    ['日本語', 3],
    ['😀', 1],
    ['a😀b😀', 4],
    // A lone surrogate is one character of its own.
    ['\ud83d', 1],
    ['\ude00x', 2],
  ])('counts %j as %i', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });
});

describe('isUnderTextLimit', () => {
  it('takes 65,535 characters and refuses 65,536, whatever their width', () => {
    for (const char of ['a', 'é', '日', '😀']) {
      expect(isUnderTextLimit(char.repeat(TEXT_LIMIT - 1)), char).toBe(true);
      expect(isUnderTextLimit(char.repeat(TEXT_LIMIT)), char).toBe(false);
    }
  });
});
