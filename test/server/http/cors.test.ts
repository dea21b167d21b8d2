import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS, PORTAL_ID, definitionPath, rawRequest, startTestHost, type TestHost } from '../helpers/test-host.js';

let testHost: TestHost;
let base: string;
const SITE_ORIGIN = 'https://www.site-owner.example';

beforeAll(async () => {
  testHost = await startTestHost();
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

describe('API routes', () => {
  it.each([
    ['definition', definitionPath(FORMS.contact)],
    ['draft', definitionPath(FORMS.contact, '/draft')],
    ['error fixture', definitionPath(FORMS.bot)],
    ['fallback', `/${PORTAL_ID}/${FORMS.contact}.json.gz`],
    ['unknown route', '/no/such/route.txt'],
  ])('%s reflects the Origin with Vary: Origin and Timing-Allow-Origin', async (_name, requestPath) => {
    const res = await rawRequest(base, requestPath, { headers: { Origin: SITE_ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(res.headers.vary).toMatch(/Origin/);
    expect(res.headers['timing-allow-origin']).toBe('*');
  });

  it('lets the embed read Retry-After', async () => {
    const res = await rawRequest(base, definitionPath(FORMS.rateLimited), { headers: { Origin: SITE_ORIGIN } });
    expect(res.headers['access-control-expose-headers']).toBe('Retry-After');
  });

  it('answers * when the request has no Origin', async () => {
    const res = await rawRequest(base, definitionPath(FORMS.contact));
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a preflight with 204, methods and headers', async () => {
    const res = await rawRequest(base, definitionPath(FORMS.contact), {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.body.length).toBe(0);
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type, Idempotency-Key');
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('answers a preflight for routes that do not exist yet (later POST routes)', async () => {
    const res = await rawRequest(base, '/emailcheck/v1/json-ext', { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(204);
  });

  it('a cross-origin fetch can read the definition', async () => {
    const res = await fetch(`${base}${definitionPath(FORMS.contact)}`, { headers: { Origin: SITE_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });
});

describe('static assets', () => {
  it.each(['/embed.js', '/embed.js.map', '/embed.css', '/chunks/date-picker.js', '/demo.css', '/'])(
    '%s is public to every origin',
    async (requestPath) => {
      const res = await rawRequest(base, requestPath, { headers: { Origin: SITE_ORIGIN } });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['timing-allow-origin']).toBe('*');
    },
  );
});

describe('owner paths', () => {
  it.each(['/api/v1/no-such-route', '/api/submissions/no/such/thing'])('%s: even a 404 carries no CORS header', async (requestPath) => {
    const res = await rawRequest(base, requestPath, { headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
  });

  it.each(['/api/v1/forms', '/api/submissions.csv', '/api/tracking'])('%s: a preflight is answered for the same origin only', async (requestPath) => {
    const res = await rawRequest(base, requestPath, { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'DELETE' } });
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});

describe('assets for isolated pages', () => {
  it.each(['/embed.js', '/captcha/api.js', '/css?family=Lato:400'])('%s may be loaded by a page with COEP', async (requestPath) => {
    const res = await rawRequest(base, requestPath, { headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.vary ?? '').not.toMatch(/Origin/);
  });
});
