import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/storage/open-database.js';
import { createTestDatabase } from '../helpers/postgres.js';
import { makeTempDir } from '../helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await makeTempDir('open-database');
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('openDatabase on Postgres', () => {
  it('names the database it could not reach, without its password', async () => {
    // Nothing listens on port 1.
    const error = await openDatabase({ dataDir: await tempDataDir(), databaseUrl: 'postgres://forms:s3cret-pw@127.0.0.1:1/forms' }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Could not open the database postgres:\/\/forms:\*\*\*@127\.0\.0\.1:1\/forms: \S/);
    expect((error as Error).message).not.toContain('s3cret-pw');
  });

  it('refuses a URL that is not a Postgres one before connecting', async () => {
    await expect(openDatabase({ dataDir: await tempDataDir(), databaseUrl: 'mysql://forms:s3cret-pw@db/forms' })).rejects.toThrow(
      'The database URL mysql://forms:***@db/forms cannot be used: its scheme is mysql, not postgres or postgresql',
    );
  });

  it('keeps at most poolSize connections', async () => {
    const database = await openDatabase({ dataDir: await tempDataDir(), databaseUrl: await createTestDatabase(), poolSize: 2 });
    cleanups.push(() => database.close());
    const pids = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(database.db);
        return rows[0]?.pid;
      }),
    );
    expect(new Set(pids).size).toBe(2);
  });
});
