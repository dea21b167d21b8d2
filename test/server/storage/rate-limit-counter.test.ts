import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitCounter } from '../../../server/storage/rate-limit-counter.js';
import { openDatabase, type OpenDatabaseOptions } from '../../../server/storage/open-database.js';
import { STORAGE_BACKENDS } from '../helpers/postgres.js';
import { makeTempDir } from '../helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The counter over a database opened as the host opens it (migrations included). */
async function openCounter(where: OpenDatabaseOptions) {
  const database = await openDatabase(where);
  cleanups.push(() => database.close());
  const rows = async () =>
    (
      await database.db
        .selectFrom('rate_limit_windows')
        .selectAll()
        .orderBy('bucket')
        .orderBy('client')
        .orderBy('window_start')
        .execute()
    ).map((row) => ({ ...row, window_start: Number(row.window_start), hits: Number(row.hits) }));
  return { counter: rateLimitCounter(database.db), rows };
}

describe.each(STORAGE_BACKENDS)('rateLimitCounter on $name', (backend) => {
  async function freshCounter() {
    const dataDir = await makeTempDir('rate-limit');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    return openCounter({ dataDir, ...(await backend.migrated()) });
  }

  it('counts each bucket, client and window apart, one upsert at a time', async () => {
    const { counter } = await freshCounter();
    expect(await counter.hit('submit', '198.51.100.7', 60_000)).toBe(1);
    expect(await counter.hit('submit', '198.51.100.7', 60_000)).toBe(2);
    expect(await counter.hit('submit', '198.51.100.7', 60_000)).toBe(3);
    expect(await counter.hit('submit', '198.51.100.8', 60_000)).toBe(1);
    expect(await counter.hit('email-check', '198.51.100.7', 60_000)).toBe(1);
    expect(await counter.hit('submit', '198.51.100.7', 120_000)).toBe(1);
  });

  it('counts hits that arrive together without losing one', async () => {
    const { counter } = await freshCounter();
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit('submit', 'c', 0)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("prunes a bucket's windows that began before the given one, and nothing else", async () => {
    const { counter, rows } = await freshCounter();
    await counter.hit('submit', 'a', 0);
    await counter.hit('submit', 'b', 60_000);
    await counter.hit('submit', 'a', 120_000);
    await counter.hit('email-check', 'a', 0);
    await counter.prune('submit', 120_000);
    expect(await rows()).toEqual([
      { bucket: 'email-check', client: 'a', window_start: 0, hits: 1 },
      { bucket: 'submit', client: 'a', window_start: 120_000, hits: 1 },
    ]);
  });

  it('keeps the counts when the database is opened again (the migration runs once)', async () => {
    const dataDir = await makeTempDir('rate-limit');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const where = { dataDir, ...(await backend.fresh()) };
    const first = await openCounter(where);
    await first.counter.hit('submit', 'a', 0);
    const second = await openCounter(where);
    expect(await second.counter.hit('submit', 'a', 0)).toBe(2);
  });
});
