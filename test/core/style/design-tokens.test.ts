import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from '../../../src/core/style/contrast';
import { DEFAULT_ACCENT, designTokens } from '../../../src/core/style/design-tokens';

describe('designTokens', () => {
  it("takes the accent from submitColor, else the fallback (the embed's own by default), and puts readable text on it", () => {
    expect(designTokens({ submitColor: '#0b6e4f' })).toEqual({ '--hsf-accent': '#0b6e4f', '--hsf-accent-text': '#ffffff' });
    expect(designTokens({})).toEqual({ '--hsf-accent': DEFAULT_ACCENT, '--hsf-accent-text': '#ffffff' });
    expect(designTokens({}, 'rgb(245, 197, 24)')).toEqual({ '--hsf-accent': 'rgb(245, 197, 24)', '--hsf-accent-text': '#000000' });
    expect(designTokens({ submitColor: '#f5c518' })['--hsf-accent-text']).toBe('#000000');
  });

  it("lets the site owner's submitFontColor win over the computed text colour", () => {
    expect(designTokens({ submitColor: '#f5c518', submitFontColor: '#fffbe6' })['--hsf-accent-text']).toBe('#fffbe6');
  });

  it('reads left and right as the start and end sides, and leaves an unset or unknown alignment to the start side', () => {
    const justify = (submitAlignment?: string) => designTokens({ submitAlignment })['--hsf-submit-justify'];
    expect(justify('left')).toBe('flex-start');
    expect(justify('Right')).toBe('flex-end');
    expect(justify('center')).toBe('center');
    expect(justify(undefined)).toBeUndefined();
    expect(justify('sideways')).toBeUndefined();
  });

  it('gives the default accent button text that meets AA and, as a focus ring, 3:1 on white', () => {
    const tokens = designTokens({});
    const accent = parseColor(tokens['--hsf-accent']!)!;
    expect(contrastRatio(accent, parseColor(tokens['--hsf-accent-text']!)!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, parseColor('#ffffff')!)).toBeGreaterThanOrEqual(3);
  });
});
