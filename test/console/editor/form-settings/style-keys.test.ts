import { describe, expect, it } from 'vitest';
import { FORM_STYLE_KEYS } from '../../../../src/core/definition/normalize-style';
import { pickerColour, STYLE_KEYS, withStyleValue } from '../../../../console/editor/form-settings/style-keys';

describe('the style keys the settings edit', () => {
  it("are the spec's keys, each once", () => {
    expect([...STYLE_KEYS].sort()).toEqual([...FORM_STYLE_KEYS].sort());
  });

  it('show hex colours in the picker, anything else as black', () => {
    expect(pickerColour('#ABC')).toBe('#aabbcc');
    expect(pickerColour(' #C8401F ')).toBe('#c8401f');
    expect(pickerColour('rebeccapurple')).toBe('#000000');
    expect(pickerColour('')).toBe('#000000');
  });

  it('unset a key given an empty value', () => {
    expect(withStyleValue({ linkColor: 'red' }, 'linkColor', '')).toEqual({});
    expect(withStyleValue({}, 'linkColor', 'blue')).toEqual({ linkColor: 'blue' });
  });
});
