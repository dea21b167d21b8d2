import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../../server/http/connection-limits.js';
import { SECURITY_HEADERS } from '../../../server/http/public-headers.js';
import { FORMS, rawRequest, startTestHost, type TestHost } from '../helpers/test-host.js';

let testHost: TestHost;

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
});
afterAll(() => testHost.stop());

describe('security headers', () => {
  it.each([
    ['GET', '/embed.js', 200],
    ['GET', `/embed/v3/form/123456/${FORMS.contact}/json`, 200],
    ['GET', '/healthz', 200],
    ['GET', '/', 200],
    ['GET', '/no-such-file.json', 404],
    ['POST', `/submissions/v3/public/submit/formsnext/multipart/123456/${FORMS.contact}`, 415],
    ['OPTIONS', '/embed.js', 204],
  ])('%s %s (%i) carries them', async (method, path, status) => {
    const res = await rawRequest(testHost.host.url, path, {
      method,
      headers: method === 'OPTIONS' ? { Origin: 'http://site.example', 'Access-Control-Request-Method': 'GET' } : {},
    });
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value);
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection open for 72 s, longer than the 60 s of common proxies and balancers, and says so', async () => {
    const res = await rawRequest(testHost.host.url, '/healthz', { headers: { Connection: 'keep-alive' } });
    expect(res.headers.connection).toBe('keep-alive');
    expect(res.headers['keep-alive']).toBe('timeout=72');
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(72_000);
  });
});
