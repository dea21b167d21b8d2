import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OwnerTokenError, issueOwnerToken, revokeOwnerToken } from '../../../../server/domain/owner-access/owner-tokens.js';
import { hashTokenSecret } from '../../../../server/domain/owner-access/token-secret.js';
import { createOwnerTokenStore, type OwnerTokenStore } from '../../../../server/storage/owner-token-store.js';
import { freshHostDatabase } from '../../helpers/fresh-database.js';
import { TOKEN_CREATED_AT } from '../../helpers/owner-tokens.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';

describe.each(STORAGE_BACKENDS)('issuing and revoking owner tokens on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  let store: OwnerTokenStore;
  beforeEach(async () => {
    database = await freshHostDatabase(backend);
    store = createOwnerTokenStore(database.db);
  });
  afterEach(() => database.close());

  it('keeps the hash of the secret it answers, and each portal once', async () => {
    const { token, secret } = await issueOwnerToken(store, { name: 'agency.eu_2', portalIds: ['123', '456', '123'], readOnly: false }, TOKEN_CREATED_AT);
    expect(token).toMatchObject({ name: 'agency.eu_2', portals: ['123', '456'], createdAt: TOKEN_CREATED_AT.toISOString() });
    expect(await store.findLive(hashTokenSecret(secret))).toEqual(token);
  });

  it.each([
    ['an empty name', '', []],
    ['a name starting with a dash', '-x', []],
    ['a name of 65 characters', 'a'.repeat(65), []],
    ['a portal id with a letter', 'ci', ['12a']],
    ['an empty portal id', 'ci', ['']],
  ])('refuses %s, storing nothing', async (_case, name, portalIds) => {
    await expect(issueOwnerToken(store, { name, portalIds, readOnly: false }, TOKEN_CREATED_AT)).rejects.toThrow(OwnerTokenError);
    expect(await store.list()).toEqual([]);
  });

  it('revokes only a live token', async () => {
    await issueOwnerToken(store, { name: 'ci', portalIds: [], readOnly: true }, TOKEN_CREATED_AT);
    expect((await revokeOwnerToken(store, 'ci', TOKEN_CREATED_AT)).revokedAt).toBe(TOKEN_CREATED_AT.toISOString());
    await expect(revokeOwnerToken(store, 'ci', TOKEN_CREATED_AT)).rejects.toThrow('no live token is named "ci"');
  });
});
