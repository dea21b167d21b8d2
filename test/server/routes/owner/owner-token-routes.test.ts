import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitSuccessWire } from '../../../../src/core/submission/submit-wire.js';
import { revokeOwnerToken } from '../../../../server/domain/owner-access/owner-tokens.js';
import { newTokenSecret } from '../../../../server/domain/owner-access/token-secret.js';
import { OWNER_API_OFF_MESSAGE } from '../../../../server/routes/owner/owner-auth.js';
import { openDatabase, type OpenDatabase } from '../../../../server/storage/open-database.js';
import { createOwnerTokenStore } from '../../../../server/storage/owner-token-store.js';
import { openSubmissionStore } from '../../../../server/storage/submission-store.js';
import { createTrackingStore } from '../../../../server/storage/tracking-store.js';
import { TOKEN_CREATED_AT, issueTestToken } from '../../helpers/owner-tokens.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { ALL_FIELDS_VALUES, postSubmission, submissionBody } from '../../helpers/submissions.js';
import { FORMS, PORTAL_ID, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const ADMIN_TOKEN = 'admin-token-owner-rights-31f';
/** A portal of which a limited token knows nothing. */
const OTHER_PORTAL = '987654';

/** One owner route, asked about a portal's rows. */
interface OwnerRoute {
  name: string;
  path(portal: Portal): string;
}

/** What each portal holds: a submission with a file, of this form. */
interface Portal {
  portalId: string;
  formId: string;
  conversionId: string;
}

const ROUTES: readonly OwnerRoute[] = [
  { name: 'the submissions list', path: (p) => `/api/submissions?portalId=${p.portalId}&formId=${p.formId}` },
  { name: 'the CSV export', path: (p) => `/api/submissions.csv?portalId=${p.portalId}&formId=${p.formId}` },
  { name: 'the XLSX export', path: (p) => `/api/submissions.xlsx?portalId=${p.portalId}&formId=${p.formId}` },
  { name: 'the tracking hits', path: (p) => `/api/tracking?portalId=${p.portalId}` },
  { name: 'a file download', path: (p) => `/api/submissions/${p.conversionId}/files/0` },
];

function bearer(token: string | null): Record<string, string> {
  return token === null ? {} : { Authorization: `Bearer ${token}` };
}

describe.each(STORAGE_BACKENDS)('owner tokens on every owner route, on $name', (backend) => {
  let testHost: TestHost;
  /** A connection of the owner's command line to the host's database. */
  let database: OpenDatabase;
  const portals: Record<'own' | 'other', Portal> = {
    own: { portalId: PORTAL_ID, formId: FORMS.allFields, conversionId: '' },
    other: { portalId: OTHER_PORTAL, formId: FORMS.allFields, conversionId: '' },
  };
  const tokens: Record<'everything' | 'limited' | 'readOnly' | 'revoked', string> = { everything: '', limited: '', readOnly: '', revoked: '' };

  const ownerGet = (requestPath: string, token: string | null) => rawRequest(testHost.host.url, requestPath, { headers: bearer(token) });

  beforeAll(async () => {
    const storage = await backend.migrated();
    testHost = await startTestHost({ sitePort: undefined, adminToken: ADMIN_TOKEN, ...storage });
    database = await openDatabase({ dataDir: testHost.dataDir, ...storage });

    const body = submissionBody(ALL_FIELDS_VALUES);
    body.append('attachment', new Blob(['own portal file'], { type: 'text/plain' }), 'own.txt');
    const res = await postSubmission(testHost.host.url, body, { key: randomUUID(), formId: FORMS.allFields });
    expect(res.status).toBe(200);
    portals.own.conversionId = ((await res.json()) as SubmitSuccessWire).conversionId;
    // The other portal's row, straight into the database (no definition of it is served), with a file that is there.
    const writer = await openSubmissionStore({ dataDir: testHost.dataDir, ...storage });
    try {
      const ownRow = await writer.findByConversionId(portals.own.conversionId);
      const saved = await writer.saveOnce({
        idempotencyKey: randomUUID(), portalId: OTHER_PORTAL, formId: FORMS.allFields, values: { email: 'other@example.org' }, contextJson: null, files: ownRow!.files, pageUrl: null,
      });
      portals.other.conversionId = saved.conversionId;
    } finally {
      await writer.close();
    }
    const tracking = createTrackingStore(database.db);
    for (const portal of Object.values(portals)) await tracking.record({ name: 'counter', portalId: portal.portalId, formId: portal.formId, query: { key: 'k' } });

    tokens.everything = await issueTestToken(database, 'everything');
    tokens.limited = await issueTestToken(database, 'agency', { portalIds: [PORTAL_ID] });
    tokens.readOnly = await issueTestToken(database, 'reports', { portalIds: [PORTAL_ID], readOnly: true });
    tokens.revoked = await issueTestToken(database, 'former');
    await revokeOwnerToken(createOwnerTokenStore(database.db), 'former', TOKEN_CREATED_AT);
  });
  afterAll(async () => {
    await database.close();
    await testHost.stop();
  });

  describe.each(ROUTES)('$name', (route) => {
    it.each([
      ['no token', () => null],
      ['a wrong token', () => newTokenSecret()],
      ['a revoked token', () => tokens.revoked],
    ])('answers 401 with %s, and reveals nothing', async (_case, token) => {
      for (const portal of Object.values(portals)) {
        const res = await ownerGet(route.path(portal), token());
        expect(res.status).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer\b/);
        expect(res.text).not.toMatch(/example\.org|portal file/);
      }
    });

    it.each([
      ['ADMIN_TOKEN', () => ADMIN_TOKEN],
      ['a token for every portal', () => tokens.everything],
    ])('lets %s reach every portal', async (_case, token) => {
      for (const portal of Object.values(portals)) expect((await ownerGet(route.path(portal), token())).status, portal.portalId).toBe(200);
    });

    it.each([
      ['a portal-limited token', () => tokens.limited],
      ['a read-only portal-limited token', () => tokens.readOnly],
    ])('lets %s reach its own portal', async (_case, token) => {
      const res = await ownerGet(route.path(portals.own), token());
      expect(res.status).toBe(200);
    });
  });

  describe.each(ROUTES.filter((route) => route.name !== 'a file download'))('$name, for a portal the token lacks', (route) => {
    it('answers 403 naming the token and the portal, and none of its rows', async () => {
      for (const [name, token] of [['agency', tokens.limited], ['reports', tokens.readOnly]] as const) {
        const res = await ownerGet(route.path(portals.other), token);
        expect(res.status).toBe(403);
        expect(JSON.parse(res.text)).toEqual({ status: 'error', message: `The token "${name}" may not read portal ${OTHER_PORTAL}`, errorType: 'PORTAL_NOT_ALLOWED' });
      }
    });
  });

  it('answers a file of another portal as it answers an unknown conversion id: 404, nothing revealed', async () => {
    const unknown = randomUUID();
    const [foreign, missing] = await Promise.all([
      ownerGet(`/api/submissions/${portals.other.conversionId}/files/0`, tokens.limited),
      ownerGet(`/api/submissions/${unknown}/files/0`, tokens.limited),
    ]);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.text)).toEqual({ status: 'error', message: `no submission has conversion id "${portals.other.conversionId}"` });
    expect(foreign.text.replace(portals.other.conversionId, unknown)).toBe(missing.text);
    expect(foreign.text).not.toContain('portal file');
  });
});

describe.each(STORAGE_BACKENDS)('the owner API without ADMIN_TOKEN, on $name', (backend) => {
  let testHost: TestHost;
  let database: OpenDatabase;
  const listPath = `/api/submissions?portalId=${PORTAL_ID}&formId=${FORMS.contact}`;
  const paths = [listPath, `/api/tracking?portalId=${PORTAL_ID}`, `/api/submissions/${randomUUID()}/files/0`];

  beforeAll(async () => {
    const storage = await backend.migrated();
    testHost = await startTestHost({ sitePort: undefined, ...storage });
    database = await openDatabase({ dataDir: testHost.dataDir, ...storage });
  });
  afterAll(async () => {
    await database.close();
    await testHost.stop();
  });

  it('is off until a token is created, on while one is live, and off again once it is revoked', async () => {
    const expectOff = async () => {
      for (const requestPath of paths) {
        const res = await rawRequest(testHost.host.url, requestPath, { headers: bearer('fho_anything') });
        expect(res.status, requestPath).toBe(403);
        expect(JSON.parse(res.text)).toEqual({ status: 'error', message: OWNER_API_OFF_MESSAGE });
      }
    };
    await expectOff();
    const secret = await issueTestToken(database, 'first');
    expect((await rawRequest(testHost.host.url, listPath, { headers: bearer(secret) })).status).toBe(200);
    expect((await rawRequest(testHost.host.url, listPath, { headers: bearer('fho_anything') })).status).toBe(401);
    await revokeOwnerToken(createOwnerTokenStore(database.db), 'first', TOKEN_CREATED_AT);
    await expectOff();
  });

  it('names both ways to turn it on', () => {
    expect(OWNER_API_OFF_MESSAGE).toContain('ADMIN_TOKEN');
    expect(OWNER_API_OFF_MESSAGE).toContain('npm run owner -- token create');
  });
});

describe.each(STORAGE_BACKENDS)('failed owner calls from one client, on $name', (backend) => {
  let testHost: TestHost;
  const slept: number[] = [];
  const listPath = `/api/submissions?portalId=${PORTAL_ID}&formId=${FORMS.contact}`;

  beforeAll(async () => {
    const sleep = (ms: number) => {
      slept.push(ms);
      return Promise.resolve();
    };
    testHost = await startTestHost({ sitePort: undefined, adminToken: ADMIN_TOKEN, sleep, ...(await backend.migrated()) });
  });
  afterAll(() => testHost.stop());

  it('are answered at once five times, then each after a growing delay; a good call is never delayed', async () => {
    const fail = () => rawRequest(testHost.host.url, listPath, { headers: bearer('wrong-token') });
    for (let attempt = 0; attempt < 5; attempt++) expect((await fail()).status).toBe(401);
    expect(slept).toEqual([]);
    expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(401);
    expect(slept).toEqual([2_000, 4_000]);
    expect((await rawRequest(testHost.host.url, listPath, { headers: bearer(ADMIN_TOKEN) })).status).toBe(200);
    expect(slept).toEqual([2_000, 4_000]);
  });
});
