import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { forkHostProcess, type HostProcess } from '../../scripts/host-process';
import { CONTACT_SUBMIT_PATH, MULTIPART_CONTENT_TYPE, submissionBody } from '../../scripts/submission-body';
import { DATABASE_FILE_NAME } from '../../server/storage/submission-store.js';
import { IDEMPOTENCY_HEADER } from '../../src/core/submission/submit-wire';
import { makeTempDir } from './helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Sends submissions with fresh keys, `inFlight` at a time, until told to stop; answers the keys the host confirmed. */
function keepSubmitting(host: HostProcess, inFlight: number) {
  const confirmed = new Set<string>();
  let stopped = false;
  let n = 0;
  const worker = async () => {
    while (!stopped) {
      n += 1;
      const key = `crash-${randomUUID()}`;
      try {
        const answer = await fetch(`${host.url}${CONTACT_SUBMIT_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': MULTIPART_CONTENT_TYPE, [IDEMPOTENCY_HEADER]: key },
          body: submissionBody(key, n),
        });
        if (answer.ok) confirmed.add(key);
      } catch {
        // The host went down under this send: not confirmed, whatever it wrote.
      }
    }
  };
  const workers = Array.from({ length: inFlight }, worker);
  return {
    confirmed,
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

describe('a forms host that crashes while writing', () => {
  it('keeps every submission it confirmed, once each, when killed in the middle of a stream of writes', async () => {
    const dataDir = await makeTempDir('crash');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const host = await forkHostProcess(dataDir);
    cleanups.push(() => host.kill());

    const load = keepSubmitting(host, 16);
    // Kill it while writes are under way: once a good number is confirmed, with more in flight.
    await expect.poll(() => load.confirmed.size, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(200);
    await host.kill();
    await load.stop();

    const database = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
    try {
      const rows = database
        .prepare("SELECT idempotency_key AS key, COUNT(*) AS copies FROM submissions WHERE idempotency_key LIKE 'crash-%' GROUP BY idempotency_key")
        .all() as { key: string; copies: number }[];
      const stored = new Map(rows.map((row) => [row.key, row.copies]));
      const lost = [...load.confirmed].filter((key) => !stored.has(key));
      expect(lost).toEqual([]);
      expect(rows.filter((row) => row.copies > 1)).toEqual([]);
    } finally {
      database.close();
    }
  }, 60_000);
});
