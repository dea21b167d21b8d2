import { describe, expect, it } from 'vitest';
import { BLACK, contrastRatio, parseColor, readableTextOn, relativeLuminance, WHITE } from '../../../src/core/style/contrast';

const rgb = (text: string) => parseColor(text)!;

describe('parseColor', () => {
  it('reads hex (short and long) and rgb()/rgba() colours, and nothing else', () => {
    expect(parseColor('#0b6e4f')).toEqual({ r: 11, g: 110, b: 79 });
    expect(parseColor(' #FA0 ')).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor('rgb(11, 110, 79)')).toEqual({ r: 11, g: 110, b: 79 });
    expect(parseColor('rgba(0 0 0 / 50%)')).toEqual({ r: 0, g: 0, b: 0 });
    for (const unreadable of ['red', 'hsl(0 0% 0%)', '#12345', 'rgb(300, 0, 0)', '', 'var(--x)']) expect(parseColor(unreadable)).toBeUndefined();
  });
});

describe('relativeLuminance and contrastRatio (WCAG 2)', () => {
  it('gives 0 for black, 1 for white and 21:1 between them, in either order', () => {
    expect(relativeLuminance(rgb('#000'))).toBe(0);
    expect(relativeLuminance(rgb('#fff'))).toBe(1);
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBe(21);
    expect(contrastRatio(rgb('#fff'), rgb('#000'))).toBe(21);
    expect(contrastRatio(rgb('#777'), rgb('#777'))).toBe(1);
  });

  it('matches published ratios', () => {
    // #767676 on white is the lightest grey that meets 4.5:1.
    expect(contrastRatio(rgb('#767676'), rgb('#fff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#0000ff'), rgb('#fff'))).toBeCloseTo(8.59, 2);
  });
});

describe('readableTextOn', () => {
  it('picks white on dark accents and black on light ones, whichever has the better contrast', () => {
    expect(readableTextOn('#c8401f')).toBe(WHITE);
    expect(readableTextOn('#0b6e4f')).toBe(WHITE);
    expect(readableTextOn('#f5c518')).toBe(BLACK);
    expect(readableTextOn('#ff7a59')).toBe(BLACK);
    expect(readableTextOn('rgb(255, 255, 255)')).toBe(BLACK);
  });

  it('meets AA (4.5:1) wherever black or white can, across the whole range of greys and hues', () => {
    for (let value = 0; value <= 255; value += 5) {
      for (const colour of [`rgb(${value}, ${value}, ${value})`, `rgb(${value}, 0, 0)`, `rgb(0, ${value}, 0)`, `rgb(0, 0, ${value})`]) {
        const text = readableTextOn(colour);
        const best = Math.max(contrastRatio(rgb(colour), rgb(BLACK)), contrastRatio(rgb(colour), rgb(WHITE)));
        expect(contrastRatio(rgb(colour), rgb(text))).toBe(best);
        // No colour gets below 4.58:1 with the better of the two.
        expect(best).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps white for colours it cannot read', () => {
    expect(readableTextOn('rebeccapurple')).toBe(WHITE);
  });
});
