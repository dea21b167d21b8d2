import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS, definitionPath, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const ADMIN_TOKEN = 'admin-token-on-host-8a2';
const SITE_ORIGIN = 'https://www.site-owner.example';

let testHost: TestHost;
beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined, adminToken: ADMIN_TOKEN });
});
afterAll(() => testHost.stop());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(testHost.host.url, path, { headers: { Origin: SITE_ORIGIN, ...headers } });

describe('the owner routes in the host', () => {
  it("answer with helmet's headers and no CORS header, refusals included", async () => {
    for (const [path, headers] of [
      ['/api/v1/me', { Authorization: `Bearer ${ADMIN_TOKEN}` }],
      ['/api/v1/me', {}],
      ['/api/v1/openapi.json', {}],
      [`/api/tracking?portalId=123456`, { Authorization: `Bearer ${ADMIN_TOKEN}` }],
    ] as const) {
      const res = await get(path, headers);
      expect(res.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(res.headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('answer a preflight without a CORS header, so a browser refuses the call from another origin', async () => {
    const res = await rawRequest(testHost.host.url, '/api/v1/session', {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("leave the public routes' headers alone: other origins' pages load them", async () => {
    const res = await get(definitionPath(FORMS.contact));
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });
});
