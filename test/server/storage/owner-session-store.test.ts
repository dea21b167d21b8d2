import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnerSessionStore, type NewOwnerSession, type OwnerSessionStore } from '../../../server/storage/owner-session-store.js';
import { createOwnerTokenStore } from '../../../server/storage/owner-token-store.js';
import { freshHostDatabase } from '../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../helpers/postgres.js';

const SIGNED_IN = '2026-03-01T09:00:00.000Z';

function newSession(idHash: string, extra: Partial<NewOwnerSession> = {}): NewOwnerSession {
  return { idHash, csrfToken: `csrf-${idHash}`, tokenId: null, adminCheck: 'check', createdAt: SIGNED_IN, ...extra };
}

describe.each(STORAGE_BACKENDS)('owner session store on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  let store: OwnerSessionStore;
  beforeEach(async () => {
    database = await freshHostDatabase(backend);
    store = createOwnerSessionStore(database.db);
  });
  afterEach(() => database.close());

  it("finds a session by its hash with the rights of its token, read at each call (a revoked token's too)", async () => {
    const tokens = createOwnerTokenStore(database.db);
    const token = await tokens.insert({ name: 'console', secretHash: 'h', portals: ['123'], readOnly: true, createdAt: SIGNED_IN });
    await store.insert(newSession('a', { tokenId: token!.id, adminCheck: null }));
    expect(await store.find('a')).toEqual({
      csrfToken: 'csrf-a',
      createdAt: SIGNED_IN,
      lastSeenAt: SIGNED_IN,
      adminCheck: null,
      token: { id: token!.id, name: 'console', portals: ['123'], readOnly: true, revokedAt: null },
    });
    await tokens.revoke('console', '2026-03-01T10:00:00.000Z');
    expect((await store.find('a'))?.token?.revokedAt).toBe('2026-03-01T10:00:00.000Z');
    expect(await store.find('b')).toBeUndefined();
  });

  it('keeps an ADMIN_TOKEN session without a token, with its check', async () => {
    await store.insert(newSession('admin'));
    expect(await store.find('admin')).toEqual({ csrfToken: 'csrf-admin', createdAt: SIGNED_IN, lastSeenAt: SIGNED_IN, adminCheck: 'check' });
  });

  it('records activity once a minute at most', async () => {
    await store.insert(newSession('a'));
    // Each call says: unless recorded in the minute before.
    await store.touch('a', '2026-03-01T09:01:30.000Z', '2026-03-01T09:00:30.000Z');
    expect((await store.find('a'))?.lastSeenAt).toBe('2026-03-01T09:01:30.000Z');
    await store.touch('a', '2026-03-01T09:02:00.000Z', '2026-03-01T09:01:00.000Z');
    expect((await store.find('a'))?.lastSeenAt).toBe('2026-03-01T09:01:30.000Z');
  });

  it('removes one session, and those idle or opened up to the given times', async () => {
    await store.insert(newSession('signed-out'));
    await store.insert(newSession('idle'));
    await store.insert(newSession('old', { createdAt: '2026-02-20T09:00:00.000Z' }));
    await store.insert(newSession('live'));
    await store.touch('live', '2026-03-01T20:00:00.000Z', '2026-03-01T19:59:00.000Z');
    await store.touch('old', '2026-03-01T20:00:00.000Z', '2026-03-01T19:59:00.000Z');
    await store.remove('signed-out');
    await store.removeEnded(SIGNED_IN, '2026-02-22T09:00:00.000Z');
    const left = await Promise.all(['signed-out', 'idle', 'old', 'live'].map(async (id) => (await store.find(id)) !== undefined));
    expect(left).toEqual([false, false, false, true]);
  });
});
