import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFaces } from '../../../../server/routes/public/font-stylesheet.js';
import { startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
});
afterAll(() => testHost.stop());

describe('fontFaces', () => {
  it('writes one swap face per family and weight, pointing at the installed font', () => {
    expect(fontFaces('Open Sans:400,700|Lato')).toBe(
      '@font-face{font-family:"Open Sans";font-style:normal;font-weight:400;font-display:swap;src:local("Open Sans")}\n' +
        '@font-face{font-family:"Open Sans";font-style:normal;font-weight:700;font-display:swap;src:local("Open Sans")}\n' +
        '@font-face{font-family:"Lato";font-style:normal;font-weight:400;font-display:swap;src:local("Lato")}\n',
    );
  });

  it('refuses names and weights that could write anything else into the stylesheet', () => {
    for (const query of ['', 'Lato"}body{color:red', 'Lato:400;x', 'Lato:bold', '-x', 'a|b|c|d|e|f|g|h|i']) {
      expect(fontFaces(query), query).toBeNull();
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
  });

  it('answers 400 for a query it cannot honour', async () => {
    const res = await fetch(`${testHost.host.url}/css?family=${encodeURIComponent('x"}*{color:red')}`);
    expect(res.status).toBe(400);
  });
});
