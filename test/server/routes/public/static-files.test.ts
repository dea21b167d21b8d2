import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRECOMPRESSED } from '../../../../server/http/precompressed-files.js';
import { resolveSafePath } from '../../../../server/http/safe-paths.js';
import { DUMMY_EMBED_JS, PUBLIC_DIR, makeTempDir, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;
let base: string;

beforeAll(async () => {
  testHost = await startTestHost();
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

describe('embed assets from dist/', () => {
  it('serves /embed.js as JavaScript, revalidated on every load', async () => {
    const res = await rawRequest(base, '/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(DUMMY_EMBED_JS);
  });

  it.each([
    ['/embed.js.map', 'application/json; charset=utf-8'],
    ['/embed.css', 'text/css; charset=utf-8'],
    ['/chunks/date-picker.js', 'text/javascript; charset=utf-8'],
  ])('serves %s as %s', async (requestPath, contentType) => {
    const res = await rawRequest(base, requestPath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  describe('compressed copies, entity tags and 304', () => {
    beforeAll(async () => {
      // As the build writes them beside each file.
      for (const { suffix, compress } of PRECOMPRESSED) {
        await writeFile(path.join(testHost.distDir, `embed.js${suffix}`), compress(Buffer.from(DUMMY_EMBED_JS)));
      }
    });

    it.each([
      ['br, gzip, deflate', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      // @fastify/static reads `*` (no preference) as gzip.
      ['*', 'gzip', gunzipSync],
    ])('sends the copy that Accept-Encoding %j allows (%s), varying on it', async (acceptEncoding, encoding, decompress) => {
      const res = await rawRequest(base, '/embed.js', { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decompress(res.body).toString('utf8')).toBe(DUMMY_EMBED_JS);
    });

    it.each(['', 'identity', 'gzip;q=0, br;q=0'])('sends the file itself for Accept-Encoding %j', async (acceptEncoding) => {
      const res = await rawRequest(base, '/embed.js', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.text).toBe(DUMMY_EMBED_JS);
    });

    it('tags each encoding apart and answers a current tag with 304 and no body', async () => {
      const tags = new Set<string>();
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const first = await rawRequest(base, '/embed.js', { headers: { 'Accept-Encoding': acceptEncoding } });
        const etag = String(first.headers.etag);
        // A strong tag of the file's content, one per copy.
        expect(etag).toMatch(/^"[\w-]+"$/);
        tags.add(etag);
        const again = await rawRequest(base, '/embed.js', { headers: { 'Accept-Encoding': acceptEncoding, 'If-None-Match': `"other", ${etag}` } });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('no-cache');
        // A stale tag gets the file again.
        const stale = await rawRequest(base, '/embed.js', { headers: { 'Accept-Encoding': acceptEncoding, 'If-None-Match': '"stale"' } });
        expect(stale.status).toBe(200);
        expect(stale.body.equals(first.body)).toBe(true);
      }
      expect(tags.size).toBe(3);
    });

    it("serves a pinned build's files as immutable for a year", async () => {
      await mkdir(path.join(testHost.distDir, 'v', '0123456789abcdef'), { recursive: true });
      await writeFile(path.join(testHost.distDir, 'v', '0123456789abcdef', 'embed.js'), DUMMY_EMBED_JS);
      const res = await rawRequest(base, '/v/0123456789abcdef/embed.js');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(DUMMY_EMBED_JS);
      expect((await rawRequest(base, '/embed.js')).headers['cache-control']).toBe('no-cache');
    });

    it('serves the content-addressed runtime as immutable, and a file merely named like it for revalidation', async () => {
      await writeFile(path.join(testHost.distDir, 'embed-runtime-0123456789abcdef.js'), DUMMY_EMBED_JS);
      await writeFile(path.join(testHost.distDir, 'embed-runtime-latest.js'), DUMMY_EMBED_JS);
      const runtime = await rawRequest(base, '/embed-runtime-0123456789abcdef.js');
      expect(runtime.status).toBe(200);
      expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await rawRequest(base, '/embed-runtime-latest.js')).headers['cache-control']).toBe('no-cache');
    });

    it('serves and tags a file rebuilt while the host runs anew', async () => {
      const before = await rawRequest(base, '/chunks/date-picker.js');
      await writeFile(path.join(testHost.distDir, 'chunks', 'date-picker.js'), 'export const picker = 2;\n');
      const after = await rawRequest(base, '/chunks/date-picker.js', { headers: { 'If-None-Match': String(before.headers.etag) } });
      expect(after.status).toBe(200);
      expect(after.text).toBe('export const picker = 2;\n');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('serves a compressed copy rebuilt while the host runs anew', async () => {
      const first = await rawRequest(base, '/embed.js', { headers: { 'Accept-Encoding': 'br' } });
      expect(brotliDecompressSync(first.body).toString('utf8')).toBe(DUMMY_EMBED_JS);
      const rebuilt = `${DUMMY_EMBED_JS}// rebuilt\n`;
      const brotli = PRECOMPRESSED.find(({ encoding }) => encoding === 'br')!;
      await writeFile(path.join(testHost.distDir, `embed.js${brotli.suffix}`), brotli.compress(Buffer.from(rebuilt)));
      const after = await rawRequest(base, '/embed.js', { headers: { 'Accept-Encoding': 'br' } });
      expect(brotliDecompressSync(after.body).toString('utf8')).toBe(rebuilt);
      await writeFile(path.join(testHost.distDir, `embed.js${brotli.suffix}`), brotli.compress(Buffer.from(DUMMY_EMBED_JS)));
    });

    it('keeps the tag of a file rebuilt with the same bytes, so a browser keeps its copy', async () => {
      const filePath = path.join(testHost.distDir, 'chunks', 'same-bytes.js');
      await writeFile(filePath, 'export const same = 1;\n');
      const before = await rawRequest(base, '/chunks/same-bytes.js');
      // A newer time on disk, the same content.
      await writeFile(filePath, 'export const same = 1;\n');
      await utimes(filePath, new Date(), new Date(Date.now() + 60_000));
      const after = await rawRequest(base, '/chunks/same-bytes.js', { headers: { 'If-None-Match': String(before.headers.etag) } });
      expect(after.status).toBe(304);
      expect(after.headers.etag).toBe(before.headers.etag);
    });

    it('stops serving a file removed from the build', async () => {
      const filePath = path.join(testHost.distDir, 'chunks', 'removed.js');
      await writeFile(filePath, 'export const removed = 1;\n');
      expect((await rawRequest(base, '/chunks/removed.js')).status).toBe(200);
      await rm(filePath);
      expect((await rawRequest(base, '/chunks/removed.js')).status).toBe(404);
    });

    it('serves a demo page before a build file of the same name', async () => {
      await writeFile(path.join(testHost.distDir, 'demo.js'), 'window.notTheDemo = true;\n');
      const res = await rawRequest(base, '/demo.js');
      expect(res.status).toBe(200);
      expect(res.text).toBe(await readFile(path.join(PUBLIC_DIR, 'demo.js'), 'utf8'));
      await rm(path.join(testHost.distDir, 'demo.js'));
    });
  });

  // The demo pages have no compressed copies, and dist/ (looked in after them) serves no pages: a
  // browser that accepts brotli must still get the page itself.
  it.each(['gzip, deflate, br', 'br', 'gzip', ''])('serves a demo page to a browser that accepts "%s"', async (acceptEncoding) => {
    for (const requestPath of ['/', '/signup-links.html', '/all-fields.html']) {
      const res = await rawRequest(base, requestPath, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(res.status, requestPath).toBe(200);
      expect(res.headers['content-type'], requestPath).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], requestPath).toBeUndefined();
    }
  });

  it('answers HEAD without a body', async () => {
    const res = await rawRequest(base, '/embed.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });

  it('tells to run npm run build when dist/embed.js is missing', async () => {
    const emptyDist = await makeTempDir('empty-dist');
    const own = await startTestHost({ distDir: emptyDist, sitePort: undefined });
    try {
      const res = await rawRequest(own.host.url, '/embed.js');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toContain('npm run build');
    } finally {
      await own.stop();
      await rm(emptyDist, { recursive: true, force: true });
    }
  });
});

describe('demo pages from public/', () => {
  it('serves index.html at /', async () => {
    const res = await rawRequest(base, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toBe(await readFile(path.join(PUBLIC_DIR, 'index.html'), 'utf8'));
  });

  it.each([
    ['/script-tag.html', 'text/html; charset=utf-8'],
    ['/demo.css', 'text/css; charset=utf-8'],
    ['/demo.js', 'text/javascript; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
  ])('serves %s as %s', async (requestPath, contentType) => {
    const res = await rawRequest(base, requestPath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
  });

  it('answers 404 JSON for a page that does not exist', async () => {
    const res = await rawRequest(base, '/no-such-page.html');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ status: 'error', message: 'resource not found' });
  });

  it('does not serve kinds of files outside the allowed list', async () => {
    const publicDir = await makeTempDir('public');
    await writeFile(path.join(publicDir, 'notes.txt'), 'private notes');
    await writeFile(path.join(publicDir, 'page.html'), '<p>ok</p>');
    const own = await startTestHost({ publicDir, sitePort: undefined });
    try {
      expect((await rawRequest(own.host.url, '/page.html')).status).toBe(200);
      const res = await rawRequest(own.host.url, '/notes.txt');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('private notes');
    } finally {
      await own.stop();
      await rm(publicDir, { recursive: true, force: true });
    }
  });

  it("serves a folder's index.html for a path ending in /", async () => {
    const publicDir = await makeTempDir('public');
    await mkdir(path.join(publicDir, 'guide'));
    await writeFile(path.join(publicDir, 'guide', 'index.html'), '<p>guide</p>');
    const own = await startTestHost({ publicDir, sitePort: undefined });
    try {
      const res = await rawRequest(own.host.url, '/guide/');
      expect(res.status).toBe(200);
      expect(res.text).toBe('<p>guide</p>');
    } finally {
      await own.stop();
      await rm(publicDir, { recursive: true, force: true });
    }
  });

  it('every demo page includes the embed script', async () => {
    const pages = [
      'index.html', 'script-tag.html', 'create-api.html', 'several-forms.html', 'same-form-twice.html', 'qa.html',
      'all-fields.html', 'multi-page.html', 'legal-consent.html', 'dependent-fields.html', 'errors.html',
      'large-form.html', 'spa.html', 'edge-cases.html', 'signup-links.html',
    ];
    for (const page of pages) {
      const res = await rawRequest(base, `/${page}`);
      expect(res.status, page).toBe(200);
      if (page !== 'index.html') expect(res.text, page).toMatch(/<script src="\/embed\.js"[^>]*><\/script>/);
    }
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../package.json',
    '/../../../../etc/passwd',
    '/%2e%2e/package.json',
    '/%2E%2E/%2E%2E/package.json',
    '/.%2e/package.json',
    '/..%2fpackage.json',
    '/..%5cpackage.json',
    '/site/../../package.json',
    '/embed.js/../../package.json',
    '//etc/passwd',
    '/%2fetc%2fpasswd',
    '/C:/Windows/win.ini',
    '/.gitignore',
    '/%00index.html',
    '/%E0%A4%A.html',
    '/..\\package.json',
    '/../server/main.ts.js',
  ];

  it.each(attempts)('blocks %s', async (requestPath) => {
    const res = await rawRequest(base, requestPath);
    expect([400, 404]).toContain(res.status);
    expect(res.text).not.toContain('"devDependencies"');
    expect(res.text).not.toContain('root:');
  });

  it('answers 400 for a path that climbs out', async () => {
    expect((await rawRequest(base, '/../package.json')).status).toBe(400);
    expect((await rawRequest(base, '/%2e%2e/package.json')).status).toBe(400);
  });

  it('resolveSafePath keeps paths inside the root', () => {
    const root = path.resolve('/srv/public');
    expect(resolveSafePath(root, '/a/b.html')).toBe(path.join(root, 'a', 'b.html'));
    expect(resolveSafePath(root, '/with%20space.html')).toBe(path.join(root, 'with space.html'));
    expect(resolveSafePath(root, '/')).toBe(root);
    for (const bad of ['/../x', '/a/../../x', '/%2e%2e/x', '/a%2f..%2fx', '//x', 'x', '/a\\b', '/.env', '/%zz', '/c:/x']) {
      expect(resolveSafePath(root, bad), bad).toBeNull();
    }
  });
});
