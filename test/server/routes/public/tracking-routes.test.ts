import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_API_OFF_MESSAGE } from '../../../../server/routes/owner/owner-auth.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { FORMS, PORTAL_ID, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const TOKEN = 'owner-token-tracking-7d1e';

let testHost: TestHost;
let base: string;
/** Each test reads its own portal's hits, so the tests do not see each other's. */
let nextPortal = 900_000;
const newPortal = () => String((nextPortal += 1));

const get = (path: string) => rawRequest(base, path);

interface Hit {
  name: string;
  portalId: string | null;
  formId: string | null;
  query: Record<string, string>;
  createdAt: string;
}

async function hits(query: string, token: string | null = TOKEN): Promise<{ status: number; hits: Hit[]; headers: Record<string, unknown> }> {
  const res = await rawRequest(base, `/api/tracking?${query}`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, hits: res.status === 200 ? (JSON.parse(res.text) as { hits: Hit[] }).hits : [] };
}

const isGif = (res: { status: number; headers: Record<string, unknown>; body: Buffer }) =>
  res.status === 200 && res.headers['content-type'] === 'image/gif' && res.body.subarray(0, 6).toString('latin1') === 'GIF89a';

// The host keeps the hits in its database: every case runs on SQLite and on Postgres.
describe.each(STORAGE_BACKENDS)('tracking on $name', (backend) => {
  beforeAll(async () => {
    testHost = await startTestHost({ sitePort: undefined, adminToken: TOKEN, ...(await backend.migrated()) });
    base = testHost.host.url;
  });
  afterAll(() => testHost.stop());

  describe('image beacons', () => {
    it('records a usage count with its key and the form, and answers a GIF', async () => {
      const portal = newPortal();
      const res = await get(`/counters.gif?key=forms-embed.v3.RENDER_SUCCESS&count=1&portalId=${portal}&formId=${FORMS.contact}&hs_static_app=forms-embed`);
      expect(isGif(res)).toBe(true);
      const { hits: recorded } = await hits(`portalId=${portal}`);
      expect(recorded).toEqual([
        {
          name: 'counter',
          portalId: portal,
          formId: FORMS.contact,
          query: { key: 'forms-embed.v3.RENDER_SUCCESS', count: '1', portalId: portal, formId: FORMS.contact, hs_static_app: 'forms-embed' },
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
    });

    it('records the view and click pixels, and the error report of a form', async () => {
      const portal = newPortal();
      expect(isGif(await get(`/tracking/v1/pixel.gif?event=view&portalId=${portal}&formId=${FORMS.contact}`))).toBe(true);
      expect(isGif(await get(`/tracking/v1/pixel.gif?event=click&portalId=${portal}&formId=${FORMS.contact}`))).toBe(true);
      const report = `/error-reports/v1/beacon.gif?code=UNKNOWN_RENDER_ERROR&message=boom&portalId=${portal}&formId=${FORMS.contact}&version=0.1.0&pageUrl=https%3A%2F%2Fsite.example%2Fp`;
      expect(isGif(await get(report))).toBe(true);
      const { hits: recorded } = await hits(`portalId=${portal}&formId=${FORMS.contact}`);
      expect(recorded.map((hit) => [hit.name, hit.query.event ?? hit.query.code])).toEqual([
        ['error-report', 'UNKNOWN_RENDER_ERROR'],
        ['pixel', 'click'],
        ['pixel', 'view'],
      ]);
      const { hits: pixels } = await hits(`portalId=${portal}&name=pixel`);
      expect(pixels).toHaveLength(2);
    });

    it('keeps a count or error report about a bad id, without the id', async () => {
      const res = await get('/error-reports/v1/beacon.gif?code=INVALID_PORTAL_ID&message=x&portalId=abc&formId=nope');
      expect(isGif(res)).toBe(true);
    });

    it.each([
      ['a counter without key', '/counters.gif?count=1'],
      ['a counter with a count of 0', '/counters.gif?key=a.v3.B&count=0'],
      ['a counter with a key of spaces', '/counters.gif?key=a%20b&count=1'],
      ['a pixel of another event', `/tracking/v1/pixel.gif?event=hover&portalId=PORTAL&formId=${FORMS.contact}`],
      ['a pixel without a form', '/tracking/v1/pixel.gif?event=view&portalId=PORTAL'],
      ['a pixel with a bad form id', '/tracking/v1/pixel.gif?event=view&portalId=PORTAL&formId=not-a-guid'],
      ['an error report without code', '/error-reports/v1/beacon.gif?message=x&portalId=PORTAL'],
      ['a viral tracking without deviceId', '/viral-links/v1/tracking?viralLinkType=form&hubId=PORTAL'],
      ['a viral tracking with a bad hubId', '/viral-links/v1/tracking?viralLinkType=form&deviceId=d1&hubId=12a'],
      ['an oversized query', `/counters.gif?key=k&count=1&portalId=PORTAL&junk=${'x'.repeat(3000)}`],
      ['a click to javascript:', '/viral-links/v1/click-tracking?u=javascript%3Aalert(1)&deviceId=d1&viralLinkType=form&hubId=PORTAL'],
      ['a click to a relative URL', '/viral-links/v1/click-tracking?u=%2Fadmin&deviceId=d1&viralLinkType=form&hubId=PORTAL'],
      ['a click without a target', '/viral-links/v1/click-tracking?deviceId=d1&viralLinkType=form&hubId=PORTAL'],
    ])('refuses %s with a 400 and records nothing', async (_name, path) => {
      const portal = newPortal();
      const res = await get(path.replaceAll('PORTAL', portal));
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toMatchObject({ status: 'error' });
      expect((await hits(`portalId=${portal}`)).hits).toEqual([]);
    });
  });

  describe('viral links', () => {
    it('records the showing of a link and answers a GIF', async () => {
      const portal = newPortal();
      expect(isGif(await get(`/viral-links/v1/tracking?viralLinkType=form&deviceId=d-1&hubId=${portal}`))).toBe(true);
      expect((await hits(`portalId=${portal}`)).hits.map((hit) => [hit.name, hit.query.deviceId])).toEqual([['viral-tracking', 'd-1']]);
    });

    it('records a click and redirects to its http(s) target', async () => {
      const portal = newPortal();
      const target = 'https://forms.example.com/signup?from=form';
      const res = await get(`/viral-links/v1/click-tracking?u=${encodeURIComponent(target)}&deviceId=d-2&viralLinkType=form&hubId=${portal}`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(target);
      const recorded = (await hits(`portalId=${portal}&name=viral-click`)).hits;
      expect(recorded.map((hit) => hit.query.u)).toEqual([target]);
    });
  });

  describe('GET /api/tracking', () => {
    it('needs the bearer token and sends no CORS header', async () => {
      expect((await hits(`portalId=${PORTAL_ID}`, null)).status).toBe(401);
      expect((await hits(`portalId=${PORTAL_ID}`, 'wrong-token')).status).toBe(401);
      const answer = await hits(`portalId=${PORTAL_ID}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    });

    it.each([
      ['no portal', 'formId=x'],
      ['a bad portal', 'portalId=abc'],
      ['a bad form id', `portalId=${PORTAL_ID}&formId=nope`],
      ['an unknown name', `portalId=${PORTAL_ID}&name=visits`],
    ])('answers 400 for %s', async (_name, query) => {
      expect((await hits(query)).status).toBe(400);
    });

    it('is off without a configured token: 403 naming ADMIN_TOKEN', async () => {
      const other = await startTestHost({ sitePort: undefined });
      try {
        const res = await rawRequest(other.host.url, `/api/tracking?portalId=${PORTAL_ID}`, { headers: { Authorization: 'Bearer x' } });
        expect(res.status).toBe(403);
        expect(JSON.parse(res.text)).toEqual({ status: 'error', message: OWNER_API_OFF_MESSAGE });
      } finally {
        await other.stop();
      }
    });
  });
});
