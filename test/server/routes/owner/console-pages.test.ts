import { mkdir, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESSED } from '../../../../server/http/precompressed-files.js';
import { CONSOLE_CSP } from '../../../../server/routes/owner/console-pages.js';
import { rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const ADMIN_TOKEN = 'admin-token-console-5c1';
const SCRIPT = 'main-AB12CD34.js';
const STYLESHEET = 'console-EF56GH78.css';
const INDEX_HTML = `<!doctype html><html lang="en"><head><script defer src="/owner/assets/${SCRIPT}"></script></head><body><div id="root"></div></body></html>\n`;

let testHost: TestHost;
beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined, adminToken: ADMIN_TOKEN });
  const consoleDir = path.join(testHost.distDir, 'console');
  await mkdir(consoleDir);
  await writeFile(path.join(consoleDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(consoleDir, SCRIPT), 'console.log("console");\n');
  // The build's compressed copies of the script (esbuild.config.ts); the stylesheet has none here.
  for (const { suffix, compress } of PRECOMPRESSED) await writeFile(path.join(consoleDir, SCRIPT + suffix), compress(Buffer.from('console.log("console");\n')));
  await writeFile(path.join(consoleDir, STYLESHEET), 'body{margin:0}\n');
  await writeFile(path.join(consoleDir, 'notes.txt'), 'not a built file\n');
});
afterAll(() => testHost.stop());

const get = (requestPath: string) => rawRequest(testHost.host.url, requestPath);

const PAGE_HEADERS = {
  'content-security-policy': CONSOLE_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

describe('the owner console pages', () => {
  it('send the strict policy exactly, on the page and its files', async () => {
    expect(CONSOLE_CSP).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    for (const requestPath of ['/owner/', `/owner/assets/${SCRIPT}`]) {
      const res = await get(requestPath);
      expect(res.status, requestPath).toBe(200);
      for (const [name, value] of Object.entries(PAGE_HEADERS)) expect(res.headers[name], `${requestPath} ${name}`).toBe(value);
    }
  });

  it('answer index.html, not cached without asking, for every console path, without a session', async () => {
    for (const requestPath of ['/owner', '/owner/', '/owner/sign-in', '/owner/forms/123456/x', '/owner/inbox/x', '/owner/leads/abc?tab=spam']) {
      const res = await get(requestPath);
      expect(res.status, requestPath).toBe(200);
      expect(res.text, requestPath).toBe(INDEX_HTML);
      expect(res.headers['content-type'], requestPath).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], requestPath).toBe('no-cache');
    }
  });

  it('serve the hashed files as immutable, with their types', async () => {
    const script = await get(`/owner/assets/${SCRIPT}`);
    expect(script.text).toBe('console.log("console");\n');
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stylesheet = await get(`/owner/assets/${STYLESHEET}`);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("send the build's brotli or gzip copy to a browser that accepts it, and the file itself otherwise", async () => {
    const brotli = await rawRequest(testHost.host.url, `/owner/assets/${SCRIPT}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe('console.log("console");\n');
    const gzip = await rawRequest(testHost.host.url, `/owner/assets/${SCRIPT}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe('console.log("console");\n');
    // The host's one rule, as for the embed's files: a copy refused with q=0 is not sent, `*` takes gzip.
    const refused = await rawRequest(testHost.host.url, `/owner/assets/${SCRIPT}`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const none = await rawRequest(testHost.host.url, `/owner/assets/${SCRIPT}`, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.text).toBe('console.log("console");\n');
    const anything = await rawRequest(testHost.host.url, `/owner/assets/${SCRIPT}`, { headers: { 'accept-encoding': '*' } });
    expect(anything.headers['content-encoding']).toBe('gzip');
    // No copy of the stylesheet: the file itself, whatever is accepted.
    const stylesheet = await rawRequest(testHost.host.url, `/owner/assets/${STYLESHEET}`, { headers: { 'accept-encoding': 'br' } });
    expect(stylesheet.headers['content-encoding']).toBeUndefined();
    expect(stylesheet.text).toBe('body{margin:0}\n');
  });

  it('refuse anything but a built, hashed file under /owner/assets/', async () => {
    for (const requestPath of ['/owner/assets/notes.txt', '/owner/assets/index.html', '/owner/assets/main-ZZZZZZZZ.js', '/owner/assets/..%2Findex.html']) {
      const res = await get(requestPath);
      expect(res.status, requestPath).toBe(404);
      expect(res.headers['cache-control'], requestPath).toBe('no-store');
    }
  });

  it('still guard the owner API: the page is public, the data is not', async () => {
    const res = await get('/api/v1/forms');
    expect(res.status).toBe(401);
  });
});

describe('the owner console before a build', () => {
  it('says how to build it', async () => {
    const unbuilt = await startTestHost({ sitePort: undefined, adminToken: ADMIN_TOKEN });
    try {
      const res = await rawRequest(unbuilt.host.url, '/owner/');
      expect(res.status).toBe(503);
      expect(JSON.parse(res.text)).toMatchObject({ message: 'The owner console is not built: run npm run build' });
    } finally {
      await unbuilt.stop();
    }
  });
});
