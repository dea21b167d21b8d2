import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP } from '../../../../server/routes/owner/console-pages.js';
import { PREVIEW_FRAME_CSP, PREVIEW_FRAME_FILE, previewFrameHtml } from '../../../../server/routes/owner/preview-frame.js';
import { rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const FRAME_SCRIPT = '/owner/assets/preview-frame-AB12CD34.js';

let testHost: TestHost;
let pageFile: string;
beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined, adminToken: 'admin-token-preview-frame' });
  const consoleDir = path.join(testHost.distDir, 'console');
  await mkdir(consoleDir, { recursive: true });
  pageFile = path.join(consoleDir, PREVIEW_FRAME_FILE);
  await writeFile(pageFile, previewFrameHtml(FRAME_SCRIPT));
});
afterAll(() => testHost.stop());

const get = (requestPath: string) => rawRequest(testHost.host.url, requestPath);

describe('the live preview page', () => {
  it('loads the real embed and its own script, nothing inline', async () => {
    const res = await get('/owner/preview-frame');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<script src="/embed.js"></script>');
    expect(res.text).toContain(`<script src="${FRAME_SCRIPT}"></script>`);
    // Every script has a src: the policy has no 'unsafe-inline'.
    expect(res.text.match(/<script(?![^>]*\bsrc=)/g)).toBeNull();
  });

  it('sends a policy of its own: scripts from the host only, no requests by script or image, framed only by the console', async () => {
    const res = await get('/owner/preview-frame');
    expect(res.headers['content-security-policy']).toBe(PREVIEW_FRAME_CSP);
    const directives = new Map(PREVIEW_FRAME_CSP.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': 'data: blob:',
      'connect-src': "'none'",
      'frame-ancestors': "'self'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'require-trusted-types-for': "'script'",
      'trusted-types': "forms-embed forms-embed-html 'allow-duplicates'",
    });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("is a page the console's own policy lets it frame (its default-src 'self' covers frames)", () => {
    expect(CONSOLE_CSP).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(CONSOLE_CSP).not.toMatch(/(^|; )(frame|child)-src /);
  });

  it('answers 503 saying to build when the console is not built', async () => {
    await rm(pageFile);
    try {
      const res = await get('/owner/preview-frame');
      expect(res.status).toBe(503);
      expect(JSON.parse(res.text)).toMatchObject({ message: 'The owner console is not built: run npm run build' });
    } finally {
      await writeFile(pageFile, previewFrameHtml(FRAME_SCRIPT));
    }
  });
});
