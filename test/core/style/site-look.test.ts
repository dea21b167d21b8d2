import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, type Rgb } from '../../../src/core/style/contrast';
import { siteLookTokens, takesSiteLook, withContrast, type SiteLook } from '../../../src/core/style/site-look';

/** The bakery demo page (`public/site/`): cream background, brown serif text, brown links. */
const BAKERY: SiteLook = {
  fontFamily: 'Georgia, "Times New Roman", serif',
  fontSize: '16px',
  color: 'rgb(59, 47, 47)',
  background: 'rgb(251, 246, 239)',
  linkColor: 'rgb(138, 74, 31)',
  colorScheme: 'normal',
};
const NOTHING_SET: SiteLook = { fontFamily: '', fontSize: '', color: '', background: '', linkColor: '', colorScheme: 'normal' };

const rgb = (text: string | undefined): Rgb => {
  const parsed = parseColor(text ?? '');
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
};
const ratio = (a: string | undefined, b: string | undefined) => contrastRatio(rgb(a), rgb(b));

describe('takesSiteLook', () => {
  it("takes the site's look when the theme option or the definition's theme name is inherit", () => {
    expect(takesSiteLook('inherit', 'canvas')).toBe(true);
    expect(takesSiteLook('', 'Inherit')).toBe(true);
    expect(takesSiteLook('', 'canvas')).toBe(false);
  });
});

describe('siteLookTokens', () => {
  it('leaves a default-themed form on a light page as it is', () => {
    expect(siteLookTokens(BAKERY, false, {})).toEqual({ className: '', tokens: {} });
    expect(siteLookTokens(NOTHING_SET, false, { labelTextColor: '#33475b' })).toEqual({ className: '', tokens: {} });
  });

  it("takes the site's font, base size, text colour and background, and its link colour as the accent", () => {
    const look = siteLookTokens(BAKERY, true, {});
    expect(look.className).toBe('hs-form-look-inherit');
    expect(look.tokens).toMatchObject({
      '--hsf-font-family': BAKERY.fontFamily,
      '--hsf-site-font-size': '16px',
      '--hsf-site-text': BAKERY.color,
      '--hsf-label-text-color': BAKERY.color,
      '--hsf-help-text-color': BAKERY.color,
      '--hsf-site-background': BAKERY.background,
    });
    expect(look.accent).toBe(BAKERY.linkColor);
  });

  it('gives fields a fill a shade lighter than a light background, with text and borders that read on it', () => {
    const { tokens } = siteLookTokens(BAKERY, true, {});
    expect(ratio(tokens['--hsf-field-bg'], tokens['--hsf-site-text'])).toBeGreaterThanOrEqual(ratio(BAKERY.background, BAKERY.color));
    expect(ratio(tokens['--hsf-field-border'], tokens['--hsf-field-bg'])).toBeGreaterThanOrEqual(3);
    expect(ratio(tokens['--hsf-error'], BAKERY.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to black or white, whichever reads better, for an inherited text colour that fails AA', () => {
    const faint = siteLookTokens({ ...BAKERY, color: 'rgb(200, 190, 180)' }, true, {});
    expect(faint.tokens['--hsf-site-text']).toBe('rgb(0, 0, 0)');
    const murky = siteLookTokens({ ...BAKERY, background: 'rgb(40, 40, 60)', color: 'rgb(70, 70, 90)' }, true, {});
    expect(murky.tokens['--hsf-site-text']).toBe('rgb(255, 255, 255)');
  });

  it('darkens a link colour that would not read on the background until it does', () => {
    const look = siteLookTokens({ ...BAKERY, linkColor: 'rgb(240, 200, 120)' }, true, {});
    expect(ratio(look.accent, BAKERY.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('takes the dark variant on a dark background, with dark fields, light text and a lightened accent', () => {
    const look = siteLookTokens({ ...BAKERY, background: 'rgb(43, 29, 22)', color: 'rgb(243, 230, 214)', linkColor: 'rgb(240, 178, 122)' }, true, {});
    expect(look.className).toBe('hs-form-look-inherit hs-form-look-dark');
    expect(ratio(look.tokens['--hsf-field-bg'], look.tokens['--hsf-site-text'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(look.accent, 'rgb(43, 29, 22)')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(look.tokens['--hsf-error'], 'rgb(43, 29, 22)')).toBeGreaterThanOrEqual(4.5);
  });

  it("takes the dark variant for a default-themed form when the page's color-scheme is dark and sets no background", () => {
    const look = siteLookTokens({ ...NOTHING_SET, colorScheme: 'dark' }, false, {});
    expect(look.className).toBe('hs-form-look-dark');
    // Chromium's dark canvas.
    expect(look.tokens['--hsf-site-background']).toBe('rgb(18, 18, 18)');
    expect(ratio(look.tokens['--hsf-site-text'], 'rgb(18, 18, 18)')).toBeGreaterThanOrEqual(4.5);
    // The embed's accent, too dark to read as a link on it, is lightened.
    expect(ratio(look.accent, 'rgb(18, 18, 18)')).toBeGreaterThanOrEqual(4.5);
    expect(siteLookTokens({ ...NOTHING_SET, colorScheme: 'light dark' }, false, {}).className).toBe('');
  });

  it("takes the dark variant when the style object's label colour is light, a choice made for a dark background", () => {
    const look = siteLookTokens(NOTHING_SET, false, { labelTextColor: '#f2f2f2' });
    expect(look.className).toBe('hs-form-look-dark');
    expect(look.tokens['--hsf-label-text-color']).toBe('#f2f2f2');
  });

  it("keeps the style object's text colours that read on a dark background, and replaces those that do not", () => {
    const { tokens } = siteLookTokens({ ...NOTHING_SET, colorScheme: 'dark' }, false, { labelTextColor: '#33475b', helpTextColor: '#c9d1d9' });
    expect(tokens['--hsf-label-text-color']).toBe(tokens['--hsf-site-text']);
    expect(tokens['--hsf-help-text-color']).toBe('#c9d1d9');
  });

  it("lightens a style object's button colour for links only, where it does not read as a link on a dark background", () => {
    const { tokens } = siteLookTokens({ ...NOTHING_SET, colorScheme: 'dark' }, false, { submitColor: '#c8401f' });
    expect(ratio(tokens['--hsf-link-color'], 'rgb(18, 18, 18)')).toBeGreaterThanOrEqual(4.5);
    expect(siteLookTokens({ ...NOTHING_SET, colorScheme: 'dark' }, false, { submitColor: '#c8401f', linkColor: '#8ab4f8' }).tokens['--hsf-link-color']).toBeUndefined();
  });

  it("under inherit, lets the site's light background decide, not the definition's light label colour", () => {
    expect(siteLookTokens(BAKERY, true, { labelTextColor: '#f2f2f2' }).className).toBe('hs-form-look-inherit');
  });

  it('reads the background behind the form before the color-scheme', () => {
    expect(siteLookTokens({ ...BAKERY, colorScheme: 'dark' }, false, {}).className).toBe('');
  });
});

describe('withContrast', () => {
  it('keeps a colour that already reads, and moves one that does not towards black on light and white on dark', () => {
    const white = { r: 255, g: 255, b: 255 };
    const navy = { r: 0, g: 0, b: 128 };
    expect(withContrast(navy, white, 4.5)).toEqual(navy);
    const moved = withContrast({ r: 255, g: 200, b: 0 }, white, 4.5);
    expect(contrastRatio(moved, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(withContrast(navy, { r: 0, g: 0, b: 0 }, 4.5), { r: 0, g: 0, b: 0 })).toBeGreaterThanOrEqual(4.5);
  });
});
