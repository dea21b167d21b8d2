import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShippedFonts, type ShippedFonts } from '../../../../server/domain/fonts/shipped-fonts.js';
import { fontFaces } from '../../../../server/routes/public/font-stylesheet.js';
import { startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;
const shipped = loadShippedFonts();

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
});
afterAll(() => testHost.stop());

/** The Latin subset's code points, as `@fontsource/inter/unicode.json` gives them. */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

describe('fontFaces', () => {
  it('writes one swap face per weight of a family it does not ship, pointing at the installed font', () => {
    expect(fontFaces('Open Sans:400,700|Lato', shipped)).toBe(
      '@font-face{font-family:"Open Sans";font-style:normal;font-weight:400;font-display:swap;src:local("Open Sans")}\n' +
        '@font-face{font-family:"Open Sans";font-style:normal;font-weight:700;font-display:swap;src:local("Open Sans")}\n' +
        '@font-face{font-family:"Lato";font-style:normal;font-weight:400;font-display:swap;src:local("Lato")}\n',
    );
  });

  it('writes a shipped family one face per weight and subset: the installed copy, else the host file for its unicode range', () => {
    const css = fontFaces('Inter:400,700', shipped) ?? '';
    expect(css).toContain(
      '@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;' +
        `src:local("Inter"),url(/fonts/inter-latin-400-normal.woff2) format("woff2");unicode-range:${LATIN_RANGE}}\n`,
    );
    expect(css).toContain('url(/fonts/inter-cyrillic-700-normal.woff2) format("woff2");unicode-range:U+0301,U+0400-045F,');
    // Inter's seven subsets, twice; the Latin subset last, as in the package's own stylesheet.
    expect(css.match(/@font-face/g)).toHaveLength(14);
    expect(css.trimEnd().split('\n').at(-1)).toContain('inter-latin-700-normal.woff2');
  });

  it('finds a shipped family whatever the case of its name, and writes its own spelling', () => {
    const css = fontFaces('noto sans hebrew:400', shipped) ?? '';
    expect(css).toContain('font-family:"Noto Sans Hebrew"');
    expect(css).toContain('url(/fonts/noto-sans-hebrew-hebrew-400-normal.woff2) format("woff2");unicode-range:U+0307-0308,U+0590-05FF,');
  });

  it('names only files the host has, for every shipped family, subset and weight the embed asks for', () => {
    const css = fontFaces('Inter:400,500,700|Noto Sans Arabic:400,500,700|Noto Sans Hebrew:400,500,700', shipped) ?? '';
    const files = [...css.matchAll(/url\(\/fonts\/([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(files.length).toBe(3 * (7 + 5 + 5));
    expect(files.filter((file) => shipped.filePath(file) === null)).toEqual([]);
  });

  it('names only the installed copy for a weight the shipped family has no files of', () => {
    const oneWeight: ShippedFonts = {
      family: (name) => (name === 'Slim' ? { family: 'Slim', id: 'slim', weights: new Set([400]), subsets: [{ name: 'latin', unicodeRange: 'U+0000-00FF' }] } : undefined),
      filePath: () => null,
    };
    expect(fontFaces('Slim:400,700', oneWeight)).toBe(
      '@font-face{font-family:"Slim";font-style:normal;font-weight:400;font-display:swap;src:local("Slim"),url(/fonts/slim-latin-400-normal.woff2) format("woff2");unicode-range:U+0000-00FF}\n' +
        '@font-face{font-family:"Slim";font-style:normal;font-weight:700;font-display:swap;src:local("Slim")}\n',
    );
  });

  it('refuses names and weights that could write anything else into the stylesheet', () => {
    for (const query of ['', 'Lato"}body{color:red', 'Lato:400;x', 'Lato:bold', '-x', 'a|b|c|d|e|f|g|h|i', 'Inter:400)']) {
      expect(fontFaces(query, shipped), query).toBeNull();
    }
  });
});

describe('GET /css (the font service)', () => {
  it('answers the query the embed sends with a cacheable stylesheet any origin may use', async () => {
    const res = await fetch(`${testHost.host.url}/css?family=Fixture+Sans:400,500,700`, { headers: { Origin: 'https://www.site-owner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const css = await res.text();
    expect(css.match(/font-weight:(\d+)/g)).toEqual(['font-weight:400', 'font-weight:500', 'font-weight:700']);
    expect(css).toContain('font-family:"Fixture Sans"');
    expect(css).not.toContain('url(');
  });

  it('names the host font files, with their unicode ranges, for a family it ships', async () => {
    const res = await fetch(`${testHost.host.url}/css?family=Inter:400,500,700`);
    expect(res.status).toBe(200);
    const css = await res.text();
    for (const weight of [400, 500, 700]) {
      expect(css).toContain(`src:local("Inter"),url(/fonts/inter-latin-${weight}-normal.woff2) format("woff2");unicode-range:${LATIN_RANGE}}`);
    }
  });

  it('answers 400 for a query it cannot honour', async () => {
    const res = await fetch(`${testHost.host.url}/css?family=${encodeURIComponent('x"}*{color:red')}`);
    expect(res.status).toBe(400);
  });
});
