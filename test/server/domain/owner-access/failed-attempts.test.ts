import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAILED_ATTEMPTS_WINDOW_SECONDS,
  failedAttemptDelayMs,
  failedAttempts,
  type FailedAttempts,
} from '../../../../server/domain/owner-access/failed-attempts.js';
import { openDatabase, type OpenDatabase } from '../../../../server/storage/open-database.js';
import { rateLimitCounter } from '../../../../server/storage/rate-limit-counter.js';
import { freshHostDatabase } from '../../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';

const START = Date.parse('2026-03-05T12:00:00.000Z');

describe('failedAttemptDelayMs', () => {
  it('lets 5 failures go at once, then waits 2 s, doubling, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1000].map(failedAttemptDelayMs)).toEqual([
      0, 0, 0, 0, 0, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe.each(STORAGE_BACKENDS)('failed owner attempts counted on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  let now: number;
  let slept: number[];

  const failuresOver = (over: OpenDatabase): FailedAttempts =>
    failedAttempts({
      counter: rateLimitCounter(over.db),
      now: () => now,
      sleep: (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    });

  async function failTimes(failures: FailedAttempts, client: string, times: number): Promise<number[]> {
    const delays: number[] = [];
    for (let attempt = 0; attempt < times; attempt++) delays.push(await failures.slowDown(client));
    return delays;
  }

  beforeEach(async () => {
    database = await freshHostDatabase(backend);
    now = START;
    slept = [];
  });
  afterEach(() => database.close());

  it('waits a growing delay from the sixth failure of a client on, and sleeps exactly that', async () => {
    const delays = await failTimes(failuresOver(database), '192.0.2.1', 8);
    expect(delays).toEqual([0, 0, 0, 0, 0, 2_000, 4_000, 8_000]);
    expect(slept).toEqual([2_000, 4_000, 8_000]);
  });

  it('counts each client apart', async () => {
    const failures = failuresOver(database);
    await failTimes(failures, '192.0.2.1', 6);
    expect(await failures.slowDown('192.0.2.2')).toBe(0);
  });

  it('starts counting again in a new window', async () => {
    const failures = failuresOver(database);
    await failTimes(failures, '192.0.2.1', 6);
    now += FAILED_ATTEMPTS_WINDOW_SECONDS * 1000;
    expect(await failures.slowDown('192.0.2.1')).toBe(0);
  });

  it('shares the count between host processes over one database', async () => {
    const other = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      await failTimes(failuresOver(database), '192.0.2.1', 3);
      await failTimes(failuresOver(other), '192.0.2.1', 2);
      expect(await failuresOver(database).slowDown('192.0.2.1')).toBe(2_000);
    } finally {
      await other.close();
    }
  });
});
