import { describe, expect, it, vi } from 'vitest';
import { FIRST_FAILURE_DELAY_MS, FREE_FAILED_ATTEMPTS } from '../../../../server/domain/owner-access/failed-attempts.js';
import { revokeOwnerToken } from '../../../../server/domain/owner-access/owner-tokens.js';
import { newTokenSecret } from '../../../../server/domain/owner-access/token-secret.js';
import { OWNER_API_OFF_MESSAGE } from '../../../../server/routes/owner/owner-auth.js';
import { createOwnerTokenStore } from '../../../../server/storage/owner-token-store.js';
import { storeLead } from '../../helpers/leads.js';
import { bearer, ownerTestApp } from '../../helpers/owner-app.js';
import { TOKEN_CREATED_AT, issueTestToken } from '../../helpers/owner-tokens.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { PORTAL_ID } from '../../helpers/test-host.js';

const ADMIN_TOKEN = 'admin-token-owner-auth-5e1';
/** A route of each kind: the older owner API (bearer only) and the versioned one. */
const LEGACY_PATH = `/api/tracking?portalId=${PORTAL_ID}`;
const V1_PATH = '/api/v1/me';

describe.each(STORAGE_BACKENDS)('the owner access hook, on $name', (backend) => {
  it('answers 403 naming how to turn the owner API on while it is off, whatever is sent, and slows nobody', async () => {
    const owner = await ownerTestApp(backend);
    for (const url of [LEGACY_PATH, V1_PATH]) {
      for (const headers of [{}, bearer(ADMIN_TOKEN), { authorization: 'Bearer ' }]) {
        const res = await owner.inject({ url, headers });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ status: 'error', message: OWNER_API_OFF_MESSAGE });
      }
    }
    expect(owner.sleeps).toEqual([]);
  });

  it('answers 401 with WWW-Authenticate to a wrong token, slowing the client once its free attempts are spent', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const attempts = [bearer(newTokenSecret()), bearer(`${ADMIN_TOKEN}x`), { authorization: `Basic ${ADMIN_TOKEN}` }];
    for (const headers of attempts) {
      const res = await owner.inject({ url: V1_PATH, headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer\b/);
      expect(res.json()).toEqual({ status: 'error', message: 'A valid bearer token is needed' });
    }
    expect(owner.sleeps).toEqual([]);
    // The same client, on the older routes too: one count per client, whichever owner route it tries.
    await owner.inject({ url: LEGACY_PATH, headers: bearer('wrong') });
    await owner.inject({ url: LEGACY_PATH, headers: bearer('wrong') });
    await owner.inject({ url: LEGACY_PATH, headers: bearer('wrong') });
    expect(FREE_FAILED_ATTEMPTS).toBe(5);
    expect(owner.sleeps).toEqual([FIRST_FAILURE_DELAY_MS]);
    await owner.inject({ url: V1_PATH, headers: bearer('wrong') });
    expect(owner.sleeps).toEqual([FIRST_FAILURE_DELAY_MS, FIRST_FAILURE_DELAY_MS * 2]);
  });

  it('answers a call with no credentials 401 at once and never counts it: it guesses nothing (the console asks who is signed in on every visit)', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    for (let call = 0; call < FREE_FAILED_ATTEMPTS * 2; call += 1) {
      const res = await owner.inject({ url: V1_PATH });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: 'A valid bearer token is needed' });
    }
    // A tried token after them is the client's first failure: still free.
    await owner.inject({ url: V1_PATH, headers: bearer('wrong') });
    expect(owner.sleeps).toEqual([]);
  });

  it('counts a failure against the socket address, or behind a trusted proxy the forwarded address (an IPv6 client by its /64)', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN, trustProxy: true });
    const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });
    for (let attempt = 0; attempt < FREE_FAILED_ATTEMPTS + 1; attempt += 1) {
      await owner.inject({ url: V1_PATH, headers: { ...forwardedFor(`2001:db8:1:2::${attempt + 1}`), ...bearer('wrong') } });
    }
    // Six failures of one /64: the sixth is slowed; another client is not.
    expect(owner.sleeps).toEqual([FIRST_FAILURE_DELAY_MS]);
    await owner.inject({ url: V1_PATH, headers: { ...forwardedFor('203.0.113.9'), ...bearer('wrong') } });
    expect(owner.sleeps).toHaveLength(1);
  });

  it('never counts a good call, and lets ADMIN_TOKEN and a stored token through to both kinds of route', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const stored = await issueTestToken(owner.fixture.submissions, 'agency', { portalIds: [PORTAL_ID] });
    for (const token of [ADMIN_TOKEN, stored]) {
      for (const url of [LEGACY_PATH, V1_PATH]) expect((await owner.inject({ url, headers: bearer(token) })).statusCode, url).toBe(200);
    }
    expect(owner.sleeps).toEqual([]);
  });

  it('refuses a revoked token with 401', async () => {
    const owner = await ownerTestApp(backend);
    const secret = await issueTestToken(owner.fixture.submissions, 'former');
    await issueTestToken(owner.fixture.submissions, 'still-live');
    expect((await owner.inject({ url: V1_PATH, headers: bearer(secret) })).statusCode).toBe(200);
    await revokeOwnerToken(createOwnerTokenStore(owner.fixture.submissions.db), 'former', TOKEN_CREATED_AT);
    expect((await owner.inject({ url: V1_PATH, headers: bearer(secret) })).statusCode).toBe(401);
  });

  it('answers 401 at once, and logs, when a failure cannot be counted', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await owner.fixture.submissions.db.schema.dropTable('rate_limit_windows').execute();
    const res = await owner.inject({ url: V1_PATH, headers: bearer('wrong') });
    expect(res.statusCode).toBe(401);
    expect(owner.sleeps).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('rate_limit_windows'));
  });

  it("sends helmet's security headers on owner answers, refusals included", async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    for (const headers of [bearer(ADMIN_TOKEN), {}]) {
      const res = await owner.inject({ url: V1_PATH, headers });
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'") as unknown,
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringMatching(/^max-age=/) as unknown,
        'x-content-type-options': 'nosniff',
      });
    }
  });

  it('takes the session cookie under /api/v1/ only: the older routes want a bearer token', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const signIn = await owner.inject({ method: 'POST', url: '/api/v1/session', payload: { token: ADMIN_TOKEN } });
    const [cookie] = signIn.cookies;
    const cookies = { [cookie!.name]: cookie!.value };
    expect((await owner.inject({ url: V1_PATH, cookies })).statusCode).toBe(200);
    expect((await owner.inject({ url: LEGACY_PATH, cookies })).statusCode).toBe(401);
  });

  it('refuses a write of a read-only token with 403 READ_ONLY, by bearer and by session, and lets a writing session change with its CSRF token', async () => {
    const owner = await ownerTestApp(backend);
    const reader = await issueTestToken(owner.fixture.submissions, 'reports', { portalIds: [PORTAL_ID], readOnly: true });
    const writer = await issueTestToken(owner.fixture.submissions, 'agency', { portalIds: [PORTAL_ID] });
    const conversionId = await storeLead(owner.fixture, { email: 'ada@example.org' });
    const markSpam = { method: 'PATCH', url: `/api/v1/leads/${conversionId}`, payload: { spam: true } } as const;
    const session = async (token: string) => {
      const res = await owner.inject({ method: 'POST', url: '/api/v1/session', payload: { token } });
      const [cookie] = res.cookies;
      return { cookies: { [cookie!.name]: cookie!.value }, headers: { 'x-csrf-token': (res.json() as { csrfToken: string }).csrfToken } };
    };
    for (const call of [{ headers: bearer(reader) }, await session(reader)]) {
      const res = await owner.inject({ ...markSpam, ...call });
      expect([res.statusCode, res.json()]).toEqual([403, expect.objectContaining({ errorType: 'READ_ONLY' })]);
    }
    expect(await owner.fixture.leads.getLead(conversionId)).toMatchObject({ spam: false });
    expect((await owner.inject({ ...markSpam, ...(await session(writer)) })).statusCode).toBe(200);
    expect(await owner.fixture.leads.getLead(conversionId)).toMatchObject({ spam: true });
  });

  it('answers an unknown /api/v1/ path 404 to an owner, and 401 to anyone else (nothing is learnt of the routes)', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    expect((await owner.inject({ url: '/api/v1/nothing-here' })).statusCode).toBe(401);
    const res = await owner.inject({ url: '/api/v1/nothing-here', headers: bearer(ADMIN_TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});
