import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { FORMS_HOST_LINE, spawnMain } from '../../scripts/main-process.js';
import { CONTACT_SUBMIT_PATH, MULTIPART_CONTENT_TYPE, submissionBody } from '../../scripts/submission-body';
import { openSubmissionStore } from '../../server/storage/submission-store.js';
import { IDEMPOTENCY_HEADER } from '../../src/core/submission/submit-wire';
import { makeTempDir } from './helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Sends submissions with fresh keys, `inFlight` at a time, until told to stop; answers the keys the host confirmed. */
function keepSubmitting(url: string, inFlight: number) {
  const confirmed = new Set<string>();
  let stopped = false;
  let n = 0;
  const worker = async () => {
    while (!stopped) {
      n += 1;
      const key = `crash-${randomUUID()}`;
      try {
        const answer = await fetch(`${url}${CONTACT_SUBMIT_PATH}`, {
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
    // Every submission comes from one client: no rate limit, and no request log to read.
    const host = spawnMain({ DATA_DIR: dataDir, SUBMIT_RATE_LIMIT: 'off', LOG_REQUESTS: 'off' });
    cleanups.push(() => host.kill());
    const [, url = ''] = await host.waitFor(FORMS_HOST_LINE);

    const load = keepSubmitting(url, 16);
    // Kill it while writes are under way: once a good number is confirmed, with more in flight.
    await expect.poll(() => load.confirmed.size, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(200);
    await host.kill();
    await load.stop();

    // Read as the next start of the host reads them.
    const store = await openSubmissionStore({ dataDir });
    cleanups.push(() => store.close());
    const rows = await store.keysWithPrefix('crash-');
    const stored = new Set(rows.map((row) => row.key));
    const lost = [...load.confirmed].filter((key) => !stored.has(key));
    expect(lost).toEqual([]);
    expect(rows.filter((row) => row.copies > 1)).toEqual([]);
  }, 60_000);
});
