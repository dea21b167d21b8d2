import { afterEach, describe, expect, it } from 'vitest';
import { loadSpamSecret } from '../../../../server/domain/spam/spam-secret.js';
import { openDatabase } from '../../../../server/storage/open-database.js';
import { freshHostDatabase } from '../../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(STORAGE_BACKENDS)('the spam secret on $name', (backend) => {
  async function database() {
    const opened = await freshHostDatabase(backend);
    cleanups.push(() => opened.close());
    return opened;
  }

  it('is made once, 32 random bytes, and every worker starting at once reads the same one', async () => {
    const first = await database();
    const second = await openDatabase({ dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    cleanups.push(() => second.close());
    const secrets = await Promise.all([loadSpamSecret(first.db), loadSpamSecret(second.db), loadSpamSecret(first.db)]);
    expect(secrets[0]).toHaveLength(32);
    expect(secrets[1]).toEqual(secrets[0]);
    expect(secrets[2]).toEqual(secrets[0]);
    const rows = await first.db.withTables<{ host_secrets: { name: string } }>().selectFrom('host_secrets').select('name').execute();
    expect(rows).toEqual([{ name: 'spam_token' }]);
  });

  it('survives a restart', async () => {
    const first = await database();
    const made = await loadSpamSecret(first.db);
    const restarted = await openDatabase({ dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    cleanups.push(() => restarted.close());
    expect(await loadSpamSecret(restarted.db)).toEqual(made);
  });

  it('is SPAM_TOKEN_SECRET when that is set, and none is made', async () => {
    const opened = await database();
    expect((await loadSpamSecret(opened.db, 'x'.repeat(32))).toString('utf8')).toBe('x'.repeat(32));
    const rows = await opened.db.withTables<{ host_secrets: { name: string } }>().selectFrom('host_secrets').select('name').execute();
    expect(rows).toEqual([]);
  });
});
