import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShippedFonts, SHIPPED_FONT_PACKAGES } from '../../../../server/domain/fonts/shipped-fonts.js';

const shipped = loadShippedFonts();

describe('loadShippedFonts', () => {
  it('knows each shipped package by its family name, in any case, with its weights and subsets in the package order', () => {
    expect(SHIPPED_FONT_PACKAGES).toEqual(['@fontsource/inter', '@fontsource/noto-sans-arabic', '@fontsource/noto-sans-hebrew']);
    const inter = shipped.family('inter');
    expect(inter?.family).toBe('Inter');
    expect(inter?.id).toBe('inter');
    expect([...(inter?.weights ?? [])]).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(inter?.subsets.map((subset) => subset.name)).toEqual(['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'vietnamese', 'latin-ext', 'latin']);
    expect(shipped.family('NOTO SANS ARABIC')?.subsets.map((subset) => subset.name)).toContain('arabic');
    expect(shipped.family('Noto Sans Hebrew')?.subsets.find((subset) => subset.name === 'hebrew')?.unicodeRange).toMatch(/^U\+0307-0308,U\+0590-05FF/);
  });

  it('does not know a family no package ships', () => {
    expect(shipped.family('Open Sans')).toBeUndefined();
    expect(shipped.family('')).toBeUndefined();
  });

  it("finds a file only by one of the packages' own woff2 names", () => {
    expect(shipped.filePath('inter-latin-400-normal.woff2')).toBe(
      path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files', 'inter-latin-400-normal.woff2'),
    );
    for (const name of ['inter-latin-400-normal.woff', '../package.json', 'files/inter-latin-400-normal.woff2', 'INTER-LATIN-400-NORMAL.WOFF2']) {
      expect(shipped.filePath(name), name).toBeNull();
    }
  });
});
