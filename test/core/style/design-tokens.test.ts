import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from '../../../src/core/style/contrast';
import { DEFAULT_ACCENT, designTokens, themeAccent } from '../../../src/core/style/design-tokens';

describe('designTokens', () => {
  it("takes the accent from submitColor, else from the theme, and puts readable text on it", () => {
    expect(designTokens({ submitColor: '#0b6e4f' }, 'canvas')).toEqual({ '--hsf-accent': '#0b6e4f', '--hsf-accent-text': '#ffffff' });
    expect(designTokens({}, 'canvas')).toEqual({ '--hsf-accent': themeAccent('canvas'), '--hsf-accent-text': '#ffffff' });
    expect(designTokens({ submitColor: '#f5c518' }, 'canvas')['--hsf-accent-text']).toBe('#000000');
  });

  it("lets the site owner's submitFontColor win over the computed text colour", () => {
    expect(designTokens({ submitColor: '#f5c518', submitFontColor: '#fffbe6' }, 'legacy')['--hsf-accent-text']).toBe('#fffbe6');
  });

  it('reads left and right as the start and end sides, and leaves an unset or unknown alignment to the start side', () => {
    const justify = (submitAlignment?: string) => designTokens({ submitAlignment }, 'canvas')['--hsf-submit-justify'];
    expect(justify('left')).toBe('flex-start');
    expect(justify('Right')).toBe('flex-end');
    expect(justify('center')).toBe('center');
    expect(justify(undefined)).toBeUndefined();
    expect(justify('sideways')).toBeUndefined();
  });

  it('gives every fixture theme an accent whose button text meets AA and which, as a focus ring, meets 3:1 on white', () => {
    for (const theme of ['canvas', 'legacy', 'default']) {
      const tokens = designTokens({}, theme);
      const accent = parseColor(tokens['--hsf-accent']!)!;
      expect(contrastRatio(accent, parseColor(tokens['--hsf-accent-text']!)!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent, parseColor('#ffffff')!)).toBeGreaterThanOrEqual(3);
    }
    expect(themeAccent('CANVAS')).toBe(DEFAULT_ACCENT);
  });
});
