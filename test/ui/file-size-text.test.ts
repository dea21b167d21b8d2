import { describe, expect, it } from 'vitest';
import { fileSizeText } from '../../src/ui/fields/file-size-text';

describe('fileSizeText', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [48 * 1024 + 100, '48 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [2.4 * 1024 * 1024, '2.4 MB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
