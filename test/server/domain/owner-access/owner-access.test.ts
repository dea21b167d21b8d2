import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOwnerAccess } from '../../../../server/domain/owner-access/owner-access.js';
import { revokeOwnerToken } from '../../../../server/domain/owner-access/owner-tokens.js';
import { createOwnerTokenStore, type OwnerTokenStore } from '../../../../server/storage/owner-token-store.js';
import { freshHostDatabase } from '../../helpers/fresh-database.js';
import { TOKEN_CREATED_AT, issueTestToken } from '../../helpers/owner-tokens.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';

const ADMIN_TOKEN = 'admin-secret-5b7c';
const NOW = Date.parse('2026-03-05T12:00:00.000Z');

describe.each(STORAGE_BACKENDS)('owner access on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  let tokens: OwnerTokenStore;
  const access = (adminToken?: string) => createOwnerAccess({ tokens, adminToken, now: () => NOW });

  beforeEach(async () => {
    database = await freshHostDatabase(backend);
    tokens = createOwnerTokenStore(database.db);
  });
  afterEach(() => database.close());

  it('knows ADMIN_TOKEN as a principal with every right', async () => {
    const principal = await access(ADMIN_TOKEN).authenticate(ADMIN_TOKEN);
    expect(principal?.name).toBe('ADMIN_TOKEN');
    expect([principal?.mayRead('1'), principal?.mayWrite('42')]).toEqual([true, true]);
  });

  it('knows a stored token by its secret, with its rights, and records its use', async () => {
    const secret = await issueTestToken(database, 'agency', { portalIds: ['123'], readOnly: true });
    const principal = await access(ADMIN_TOKEN).authenticate(secret);
    expect(principal?.name).toBe('agency');
    expect([principal?.mayRead('123'), principal?.mayWrite('123'), principal?.mayRead('456')]).toEqual([true, false, false]);
    expect((await tokens.list())[0]?.lastUsedAt).toBe(new Date(NOW).toISOString());
  });

  it('knows nobody without a secret, with a wrong one or with a revoked one', async () => {
    const secret = await issueTestToken(database, 'gone');
    await revokeOwnerToken(tokens, 'gone', TOKEN_CREATED_AT);
    const owner = access(ADMIN_TOKEN);
    for (const bearer of [undefined, '', `${ADMIN_TOKEN}x`, secret, `${secret.slice(0, -1)}A`, 'fho_']) {
      expect(await owner.authenticate(bearer), String(bearer)).toBeUndefined();
    }
  });

  it('is on while ADMIN_TOKEN is set or a live token exists, and only then', async () => {
    expect(await access().isOn()).toBe(false);
    expect(await access(ADMIN_TOKEN).isOn()).toBe(true);
    await issueTestToken(database, 'first');
    expect(await access().isOn()).toBe(true);
    await revokeOwnerToken(tokens, 'first', TOKEN_CREATED_AT);
    expect(await access().isOn()).toBe(false);
  });
});
