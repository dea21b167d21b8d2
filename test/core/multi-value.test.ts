import { describe, expect, it } from 'vitest';
import { MULTI_VALUE_SEPARATOR, splitMultiValue } from '../../src/core/multi-value';

describe('splitMultiValue', () => {
  it('splits on semicolons, trimming and dropping empty parts and repeats', () => {
    expect(MULTI_VALUE_SEPARATOR).toBe(';');
    expect(splitMultiValue('a;b')).toEqual(['a', 'b']);
    expect(splitMultiValue(' a ; b ;; ;a')).toEqual(['a', 'b']);
    expect(splitMultiValue('')).toEqual([]);
    expect(splitMultiValue('single value, with comma')).toEqual(['single value, with comma']);
  });
});
