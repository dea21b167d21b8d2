import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_FAILURE_DELAY_MS, FREE_FAILED_ATTEMPTS } from '../../../../../server/domain/owner-access/failed-attempts.js';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../../../../../server/domain/owner-access/owner-sessions.js';
import { revokeOwnerToken } from '../../../../../server/domain/owner-access/owner-tokens.js';
import { OWNER_API_OFF_MESSAGE } from '../../../../../server/routes/owner/owner-auth.js';
import { createOwnerTokenStore } from '../../../../../server/storage/owner-token-store.js';
import { bearer, ownerTestApp, type OwnerTestApp } from '../../../helpers/owner-app.js';
import { TOKEN_CREATED_AT, issueTestToken } from '../../../helpers/owner-tokens.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { PORTAL_ID } from '../../../helpers/test-host.js';

const ADMIN_TOKEN = 'admin-token-sessions-77c';
const HOUR = 60 * 60 * 1000;

interface SignedIn {
  cookies: Record<string, string>;
  csrfToken: string;
}

async function signIn(owner: OwnerTestApp, token: string): Promise<SignedIn> {
  const res = await owner.inject({ method: 'POST', url: '/api/v1/session', payload: { token } });
  expect(res.statusCode).toBe(200);
  const [cookie] = res.cookies;
  return { cookies: { [cookie!.name]: cookie!.value }, csrfToken: (res.json() as { csrfToken: string }).csrfToken };
}

const me = (owner: OwnerTestApp, session: SignedIn) => owner.inject({ url: '/api/v1/me', cookies: session.cookies });
const signOut = (owner: OwnerTestApp, session: SignedIn, headers: Record<string, string> = { 'x-csrf-token': session.csrfToken }) =>
  owner.inject({ method: 'DELETE', url: '/api/v1/session', cookies: session.cookies, headers });

describe.each(STORAGE_BACKENDS)('POST and DELETE /api/v1/session, on $name', (backend) => {
  it('signs in with a token: an HttpOnly, SameSite=Strict cookie for the whole host, and the rights and CSRF token in the body', async () => {
    const owner = await ownerTestApp(backend);
    const secret = await issueTestToken(owner.fixture.submissions, 'reports', { portalIds: [PORTAL_ID], readOnly: true });
    const res = await owner.inject({ method: 'POST', url: '/api/v1/session', payload: { token: secret } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { csrfToken: string };
    expect(body).toEqual({ name: 'reports', portals: [PORTAL_ID], readOnly: true, csrfToken: expect.stringMatching(/^[\w-]{43}$/) as unknown });
    expect(res.cookies).toEqual([
      { name: 'forms_host_session', value: expect.stringMatching(/^[\w-]{43}$/) as unknown, path: '/', httpOnly: true, sameSite: 'Strict', maxAge: SESSION_LIFETIME_MS / 1000 },
    ]);
    // The database keeps the SHA-256 of the cookie's value, never the value.
    const sessionId = res.cookies[0]!.value;
    const rows = await owner.fixture.submissions.db.selectFrom('owner_sessions' as never).selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ id_hash: createHash('sha256').update(sessionId).digest('hex'), csrf_token: body.csrfToken })]);
    expect(JSON.stringify(rows)).not.toContain(sessionId);
  });

  it('names the cookie __Host- and makes it Secure when PUBLIC_URL is https', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN, publicUrl: 'https://forms.example.com' });
    const res = await owner.inject({ method: 'POST', url: '/api/v1/session', payload: { token: ADMIN_TOKEN } });
    expect(res.cookies).toEqual([expect.objectContaining({ name: '__Host-forms_host_session', secure: true, path: '/', httpOnly: true, sameSite: 'Strict' })]);
    expect(res.json()).toMatchObject({ name: 'ADMIN_TOKEN', portals: 'all', readOnly: false });
    // A __Host- cookie is only replaced by a Secure one: signing out and a stale cookie's 401 clear it so.
    const [cookie] = res.cookies;
    const session = { cookies: { [cookie!.name]: cookie!.value }, csrfToken: (res.json() as { csrfToken: string }).csrfToken };
    const cleared = expect.objectContaining({ name: '__Host-forms_host_session', value: '', secure: true, path: '/' }) as unknown;
    expect((await signOut(owner, session)).cookies).toEqual([cleared]);
    expect((await me(owner, session)).cookies).toEqual([cleared]);
  });

  it('refuses a wrong token with 401 and a clear message, slowed as a bearer call is', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    for (let attempt = 0; attempt <= FREE_FAILED_ATTEMPTS; attempt += 1) {
      const res = await owner.inject({ method: 'POST', url: '/api/v1/session', payload: { token: `${ADMIN_TOKEN}-${attempt}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: expect.stringContaining('That token is not valid') as unknown });
      expect(res.cookies).toEqual([]);
    }
    expect(owner.sleeps).toEqual([FIRST_FAILURE_DELAY_MS]);
  });

  it('answers 403 while the owner API is off, and 400 naming the token when the body lacks it', async () => {
    const off = await ownerTestApp(backend);
    const res = await off.inject({ method: 'POST', url: '/api/v1/session', payload: { token: ADMIN_TOKEN } });
    expect([res.statusCode, res.json()]).toEqual([403, { status: 'error', message: OWNER_API_OFF_MESSAGE }]);
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const missing = await owner.inject({ method: 'POST', url: '/api/v1/session', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 'error', message: expect.stringContaining('token') as unknown });
  });

  it('lets the cookie call GET /api/v1/me, with the CSRF token the writes need', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const session = await signIn(owner, ADMIN_TOKEN);
    const res = await me(owner, session);
    expect(res.json()).toEqual({ name: 'ADMIN_TOKEN', portals: 'all', readOnly: false, via: 'session', csrfToken: session.csrfToken });
  });

  it('refuses a write with the cookie but without the CSRF token (CSRF_TOKEN_MISSING) or with another (CSRF_TOKEN_INVALID)', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const session = await signIn(owner, ADMIN_TOKEN);
    const other = await signIn(owner, ADMIN_TOKEN);
    const missing = await signOut(owner, session, {});
    expect([missing.statusCode, missing.json()]).toEqual([403, expect.objectContaining({ errorType: 'CSRF_TOKEN_MISSING' })]);
    const wrong = await signOut(owner, session, { 'x-csrf-token': other.csrfToken });
    expect([wrong.statusCode, wrong.json()]).toEqual([403, expect.objectContaining({ errorType: 'CSRF_TOKEN_INVALID' })]);
    // Neither ended the session.
    expect((await me(owner, session)).statusCode).toBe(200);
  });

  it('signs out: the cookie is cleared and refused from then on; a bearer call needs no CSRF token', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const session = await signIn(owner, ADMIN_TOKEN);
    const res = await signOut(owner, session);
    expect(res.statusCode).toBe(204);
    expect(res.cookies).toEqual([expect.objectContaining({ name: 'forms_host_session', value: '', path: '/' })]);
    const after = await me(owner, session);
    expect([after.statusCode, after.json()]).toEqual([401, { status: 'error', message: 'The session has ended: sign in again' }]);
    // The stale cookie is cleared, so the browser stops sending it.
    expect(after.cookies).toEqual([expect.objectContaining({ name: 'forms_host_session', value: '' })]);
    // A stale cookie is no guess at a token: it is never slowed.
    expect(owner.sleeps).toEqual([]);
    expect((await owner.inject({ method: 'DELETE', url: '/api/v1/session', headers: bearer(ADMIN_TOKEN) })).statusCode).toBe(204);
  });

  it('ends a session after 12 hours without a call, and keeps a used one going', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const idle = await signIn(owner, ADMIN_TOKEN);
    const busy = await signIn(owner, ADMIN_TOKEN);
    owner.advance(SESSION_IDLE_MS - HOUR);
    expect((await me(owner, busy)).statusCode).toBe(200);
    owner.advance(HOUR);
    expect((await me(owner, idle)).statusCode).toBe(401);
    expect((await me(owner, busy)).statusCode).toBe(200);
  });

  it('removes the sessions that ended on their own when another one starts', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    await signIn(owner, ADMIN_TOKEN);
    owner.advance(SESSION_IDLE_MS);
    const latest = await signIn(owner, ADMIN_TOKEN);
    const rows = await owner.fixture.submissions.db.selectFrom('owner_sessions' as never).select('csrf_token' as never).execute();
    expect(rows).toEqual([{ csrf_token: latest.csrfToken }]);
  });

  it('ends a session 7 days after sign-in, however busy', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const session = await signIn(owner, ADMIN_TOKEN);
    for (let elapsed = 0; elapsed + 11 * HOUR < SESSION_LIFETIME_MS; elapsed += 11 * HOUR) {
      owner.advance(11 * HOUR);
      expect((await me(owner, session)).statusCode).toBe(200);
    }
    owner.advance(SESSION_LIFETIME_MS % (11 * HOUR));
    expect((await me(owner, session)).statusCode).toBe(401);
  });

  it("ends a token's sessions the moment it is revoked", async () => {
    const owner = await ownerTestApp(backend);
    const secret = await issueTestToken(owner.fixture.submissions, 'console');
    await issueTestToken(owner.fixture.submissions, 'still-live');
    const session = await signIn(owner, secret);
    expect((await me(owner, session)).statusCode).toBe(200);
    await revokeOwnerToken(createOwnerTokenStore(owner.fixture.submissions.db), 'console', TOKEN_CREATED_AT);
    expect((await me(owner, session)).statusCode).toBe(401);
  });

  it('ends the sessions of ADMIN_TOKEN when the host starts with another one', async () => {
    const owner = await ownerTestApp(backend, { adminToken: ADMIN_TOKEN });
    const session = await signIn(owner, ADMIN_TOKEN);
    const same = await owner.restart();
    expect((await me(same, session)).statusCode).toBe(200);
    const rotated = await owner.restart({ adminToken: `${ADMIN_TOKEN}-rotated` });
    expect((await me(rotated, session)).statusCode).toBe(401);
  });
});
