import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
});
afterAll(() => testHost.stop());

const packageFile = (specifier: string) => readFile(createRequire(import.meta.url).resolve(specifier));

describe('GET /fonts/{file} (the shipped font files)', () => {
  it('answers a shipped file with its bytes as woff2, cached for a year, to any origin', async () => {
    const res = await fetch(`${testHost.host.url}/fonts/inter-latin-400-normal.woff2`, { headers: { Origin: 'https://www.site-owner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.equals(await packageFile('@fontsource/inter/files/inter-latin-400-normal.woff2'))).toBe(true);
  });

  it('serves the right-to-left families too', async () => {
    for (const file of ['noto-sans-arabic-arabic-700-normal.woff2', 'noto-sans-hebrew-hebrew-500-normal.woff2']) {
      const res = await fetch(`${testHost.host.url}/fonts/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe('font/woff2');
    }
  });

  it('answers 404 for any name that is not a shipped woff2 file, however it tries to leave the folder', async () => {
    const names = [
      'inter-latin-400-normal.woff', // in the package, but not a file the stylesheet names
      'inter-latin-450-normal.woff2',
      'unknown.woff2',
      '..%2Fpackage.json',
      '..%2F..%2F..%2Fpackage.json',
      '%2E%2E%2Fmetadata.json',
      'inter-latin-400-normal.woff2%00.txt',
    ];
    for (const name of names) {
      const res = await fetch(`${testHost.host.url}/fonts/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('content-type'), name).toContain('application/json');
    }
  });
});
