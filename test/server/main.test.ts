import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BOUNDARY, CONTACT_SUBMIT_PATH, MULTIPART_CONTENT_TYPE, submissionBody } from '../../scripts/submission-body';
import { IDEMPOTENCY_HEADER } from '../../src/core/submission/submit-wire';
import { FORMS_HOST_LINE, spawnMain, type MainProcess } from '../../scripts/main-process.js';
import { RawConnection, canConnect } from './helpers/raw-connection.js';
import { storedRows, submitPath } from './helpers/submissions.js';
import { FORMS, makeTempDir } from './helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `server/main.ts` over a fresh DATA_DIR, once it listens. */
async function startMain(env: Record<string, string> = {}): Promise<{ main: MainProcess; url: string; dataDir: string }> {
  const dataDir = await makeTempDir('main');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const main = spawnMain({ DATA_DIR: dataDir, ...env });
  cleanups.push(() => main.kill());
  const [, url = ''] = await main.waitFor(FORMS_HOST_LINE);
  return { main, url, dataDir };
}

async function openConnection(url: string): Promise<RawConnection> {
  const connection = await RawConnection.open(url);
  cleanups.push(async () => connection.destroy());
  return connection;
}

/**
 * Writes a submission's head asking for `100 Continue`: once that interim answer is read, the
 * host has taken the request in (it is in flight, not an idle connection), whatever the timing.
 */
async function startSubmission(connection: RawConnection, requestPath: string, key: string, contentLength: number): Promise<void> {
  connection.write(
    `POST ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${MULTIPART_CONTENT_TYPE}\r\n` +
      `Content-Length: ${contentLength}\r\n${IDEMPOTENCY_HEADER}: ${key}\r\nExpect: 100-continue\r\n\r\n`,
  );
  expect((await connection.nextAnswer()).status).toBe(100);
}

/** Files under DATA_DIR/uploads/.incoming, where uploads wait until their submission is stored. */
async function stagedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'uploads', '.incoming'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('SIGTERM drains the forms host', () => {
  it('stops listening and closes idle connections at once, answers the submission in flight with Connection: close, stores it and exits 0', async () => {
    const { main, url, dataDir } = await startMain();
    const connection = await openConnection(url);
    const idle = await openConnection(url);
    for (const kept of [connection, idle]) {
      kept.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const health = await kept.nextAnswer();
      expect(health.status).toBe(200);
      expect(health.headers.connection).toBe('keep-alive');
    }
    const key = `drain-${randomUUID()}`;
    const body = Buffer.from(submissionBody(key, 1));
    const half = Math.floor(body.length / 2);
    await startSubmission(connection, CONTACT_SUBMIT_PATH, key, body.length);
    connection.write(body.subarray(0, half));

    main.child.kill('SIGTERM');
    await expect.poll(() => canConnect(url), { timeout: 5_000, interval: 20 }).toBe(false);
    await idle.closed;
    connection.write(body.subarray(half));
    const answer = await connection.nextAnswer();
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    const { conversionId } = JSON.parse(answer.body) as { conversionId: string };
    expect(conversionId).toMatch(/^[0-9a-f-]{36}$/);
    await connection.closed;

    expect(await main.exited).toEqual({ code: 0, signal: null });
    expect(main.output()).toContain('SIGTERM: draining the forms host');
    expect(storedRows(dataDir).map((row) => [row.idempotency_key, row.conversion_id])).toEqual([[key, conversionId]]);
  });

  it('cuts a request still open after SHUTDOWN_TIMEOUT_MS, exits 1 and leaves nothing half-stored', async () => {
    const { main, url, dataDir } = await startMain({ SHUTDOWN_TIMEOUT_MS: '200' });
    const connection = await openConnection(url);
    const key = `cut-${randomUUID()}`;
    const fileHead =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachment"; filename="notes.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${'x'.repeat(512)}`;
    await startSubmission(connection, submitPath(FORMS.allFields), key, fileHead.length + 4096);
    connection.write(fileHead);
    await expect.poll(() => stagedFiles(dataDir), { timeout: 5_000, interval: 20 }).toEqual(['1-notes.txt']);

    main.child.kill('SIGTERM');
    await expect(connection.nextAnswer()).rejects.toThrow(/closed before a whole answer/);
    expect(await main.exited).toEqual({ code: 1, signal: null });
    expect(main.output()).toMatch(/requests still open after 200 ms \(SHUTDOWN_TIMEOUT_MS\) were cut/);
    expect(storedRows(dataDir)).toEqual([]);
    expect(await stagedFiles(dataDir)).toEqual([]);
  });
});
