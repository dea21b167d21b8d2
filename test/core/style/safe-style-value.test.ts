import { describe, expect, it } from 'vitest';
import { isSafeStyleValue, MAX_STYLE_VALUE_LENGTH } from '../../../src/core/style/safe-style-value';

describe('isSafeStyleValue', () => {
  it('accepts colours, sizes, alignments and font stacks, quoted names included', () => {
    for (const value of ['#ff7a59', 'rgb(11, 110, 79)', '14px', '1.2em', 'calc(100% - 8px)', 'center', '100%', '"Open Sans", Arial, sans-serif', "'Lato'"]) {
      expect(isSafeStyleValue(value), value).toBe(true);
    }
  });

  it('refuses what could end the declaration or the rule, open a comment or load something', () => {
    for (const value of ['red;background:url(x)', 'red}body{color:red', '{', '</style><script>', 'red/*', 'url(https://x.test/a.png)', 'URL(x)',
      'expression(alert(1))', '@import "x"', 'javascript:alert(1)', 'u\\72l(x)']) {
      expect(isSafeStyleValue(value), value).toBe(false);
    }
  });

  it('refuses an unclosed quote and an overlong value', () => {
    expect(isSafeStyleValue('"Open Sans, Arial')).toBe(false);
    expect(isSafeStyleValue("Lato'")).toBe(false);
    expect(isSafeStyleValue('a'.repeat(MAX_STYLE_VALUE_LENGTH))).toBe(true);
    expect(isSafeStyleValue('a'.repeat(MAX_STYLE_VALUE_LENGTH + 1))).toBe(false);
  });
});
