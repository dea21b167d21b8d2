import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnerTokenStore, type NewOwnerToken, type OwnerTokenStore } from '../../../server/storage/owner-token-store.js';
import { freshHostDatabase } from '../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../helpers/postgres.js';

function newToken(name: string, extra: Partial<NewOwnerToken> = {}): NewOwnerToken {
  return { name, secretHash: `hash-of-${name}-${Math.random()}`, portals: 'all', readOnly: false, createdAt: '2026-03-01T09:00:00.000Z', ...extra };
}

describe.each(STORAGE_BACKENDS)('owner token store on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  let store: OwnerTokenStore;
  beforeEach(async () => {
    database = await freshHostDatabase(backend);
    store = createOwnerTokenStore(database.db);
  });
  afterEach(() => database.close());

  it('keeps a token with its portals and rights, and finds it live by its hash', async () => {
    const stored = await store.insert(newToken('exports', { secretHash: 'abc', portals: ['123', '456'], readOnly: true }));
    expect(stored).toEqual({
      id: expect.any(Number) as unknown,
      name: 'exports',
      portals: ['123', '456'],
      readOnly: true,
      createdAt: '2026-03-01T09:00:00.000Z',
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(await store.findLive('abc')).toEqual(stored);
    expect(await store.findLive('abd')).toBeUndefined();
  });

  it('keeps "all portals" apart from a list, and read-write apart from read-only', async () => {
    await store.insert(newToken('everything'));
    expect(await store.list()).toMatchObject([{ name: 'everything', portals: 'all', readOnly: false }]);
  });

  it('refuses a second live token of one name, and takes the name again once it is revoked', async () => {
    expect(await store.insert(newToken('ci'))).toBeDefined();
    expect(await store.insert(newToken('ci'))).toBeUndefined();
    expect(await store.revoke('ci', '2026-03-02T00:00:00.000Z')).toMatchObject({ name: 'ci', revokedAt: '2026-03-02T00:00:00.000Z' });
    expect(await store.insert(newToken('ci'))).toBeDefined();
    expect((await store.list()).map((token) => [token.name, token.revokedAt])).toEqual([
      ['ci', '2026-03-02T00:00:00.000Z'],
      ['ci', null],
    ]);
  });

  it('no longer finds a revoked token, and revokes only a live one', async () => {
    await store.insert(newToken('old', { secretHash: 'old-hash' }));
    expect(await store.hasLive()).toBe(true);
    await store.revoke('old', '2026-03-02T00:00:00.000Z');
    expect(await store.findLive('old-hash')).toBeUndefined();
    expect(await store.hasLive()).toBe(false);
    expect(await store.revoke('old', '2026-03-03T00:00:00.000Z')).toBeUndefined();
    expect(await store.revoke('never-made', '2026-03-03T00:00:00.000Z')).toBeUndefined();
  });

  it('records a use, at most once per period', async () => {
    const token = (await store.insert(newToken('used', { secretHash: 'used-hash' })))!;
    await store.markUsed(token.id, '2026-03-01T10:00:00.000Z', '2026-03-01T09:59:00.000Z');
    await store.markUsed(token.id, '2026-03-01T10:00:30.000Z', '2026-03-01T09:59:30.000Z');
    expect((await store.findLive('used-hash'))?.lastUsedAt).toBe('2026-03-01T10:00:00.000Z');
    await store.markUsed(token.id, '2026-03-01T10:01:01.000Z', '2026-03-01T10:00:01.000Z');
    expect((await store.findLive('used-hash'))?.lastUsedAt).toBe('2026-03-01T10:01:01.000Z');
  });
});
