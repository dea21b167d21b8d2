import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DIR, rawRequest, startTestHost, type TestHost } from './helpers/test-host.js';

let testHost: TestHost;

beforeAll(async () => {
  testHost = await startTestHost();
});
afterAll(() => testHost.stop());

describe('the site owner page on another origin', () => {
  it('listens on its own origin', () => {
    const { url, siteUrl } = testHost.host;
    expect(siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(siteUrl ?? '').origin).not.toBe(new URL(url).origin);
  });

  it('serves public/site/index.html with the forms host origin filled in', async () => {
    const res = await rawRequest(testHost.host.siteUrl ?? '', '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).not.toContain('{{FORMS_HOST}}');
    expect(res.text).toContain(`<script src="${testHost.host.url}/embed.js" defer></script>`);
    const source = await readFile(path.join(PUBLIC_DIR, 'site', 'index.html'), 'utf8');
    expect(source).toContain('{{FORMS_HOST}}');
  });

  it('embeds the contact form by container and by create()', async () => {
    const page = (await rawRequest(testHost.host.siteUrl ?? '', '/')).text;
    expect(page).toMatch(/class="hs-form-frame"[^>]*data-form-id="a1b2c3d4-0001-4000-8000-000000000001"/);
    const script = (await rawRequest(testHost.host.siteUrl ?? '', '/site.js')).text;
    expect(script).toContain('hbspt.forms.create');
    expect(script).toContain('a1b2c3d4-0001-4000-8000-000000000001');
  });

  it('keeps idle connections open as long as the forms host does (72 s)', async () => {
    const res = await rawRequest(testHost.host.siteUrl ?? '', '/', { headers: { Connection: 'keep-alive' } });
    expect(res.headers['keep-alive']).toBe('timeout=72');
  });

  it('serves only public/site/', async () => {
    const site = testHost.host.siteUrl ?? '';
    expect((await rawRequest(site, '/site.css')).status).toBe(200);
    expect((await rawRequest(site, '/demo.css')).status).toBe(404);
    expect((await rawRequest(site, '/embed.js')).status).toBe(404);
    expect((await rawRequest(site, '/../index.html')).status).toBe(404);
    expect((await rawRequest(site, '/%2e%2e/demo.css')).status).toBe(404);
  });

  it('is read only: other methods are answered 405, naming GET and HEAD', async () => {
    const res = await rawRequest(testHost.host.siteUrl ?? '', '/index.html', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((await rawRequest(testHost.host.siteUrl ?? '', '/index.html', { method: 'HEAD' })).status).toBe(200);
  });

  it('the forms host redirects /site/ to the site listener', async () => {
    const res = await rawRequest(testHost.host.url, '/site/?from=index');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${testHost.host.siteUrl}/?from=index`);
  });

  it('without sitePort there is no site listener and /site/ explains why', async () => {
    const own = await startTestHost({ sitePort: undefined });
    try {
      expect(own.host.siteUrl).toBeUndefined();
      const res = await rawRequest(own.host.url, '/site/');
      expect(res.status).toBe(404);
      expect(res.text).toContain('SITE_PORT');
    } finally {
      await own.stop();
    }
  });
});
