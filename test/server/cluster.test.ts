import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTART_LIMIT } from '../../server/cluster.js';
import { FORMS_HOST_LINE, spawnMain, type MainProcess } from '../../scripts/main-process.js';
import { isProcessRunning } from '../../scripts/process-running.js';
import { createTestDatabase } from './helpers/postgres.js';
import { RawConnection } from './helpers/raw-connection.js';
import { submissionBody, submitPath } from './helpers/submissions.js';
import { FORMS, makeTempDir, rawRequest } from './helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startMain(env: Record<string, string>): Promise<MainProcess> {
  const dataDir = await makeTempDir('cluster');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const main = spawnMain({ DATA_DIR: dataDir, ...env });
  cleanups.push(() => main.kill());
  return main;
}

/** The pid of the worker that answered `/healthz` on a new connection. */
async function servedBy(url: string): Promise<number> {
  const res = await rawRequest(url, '/healthz');
  return (JSON.parse(res.text) as { pid: number }).pid;
}

/** A kept-alive connection, which stays with the worker that took it, and that worker's pid. */
async function workerConnection(url: string): Promise<{ connection: RawConnection; pid: number }> {
  const connection = await RawConnection.open(url);
  cleanups.push(async () => connection.destroy());
  connection.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  return { connection, pid: (JSON.parse((await connection.nextAnswer()).body) as { pid: number }).pid };
}

/** Connections to two different workers. */
async function twoWorkers(url: string): Promise<[RawConnection, RawConnection]> {
  const first = await workerConnection(url);
  for (let tries = 0; tries < 20; tries += 1) {
    const other = await workerConnection(url);
    if (other.pid !== first.pid) return [first.connection, other.connection];
  }
  throw new Error('Every connection went to the same worker');
}

/** A multipart request as bytes, for a raw connection. */
async function rawPost(requestPath: string, body: FormData, headers: Record<string, string>): Promise<Buffer> {
  const request = new Request('http://127.0.0.1/', { method: 'POST', body });
  const bytes = Buffer.from(await request.arrayBuffer());
  const head = Object.entries({ ...headers, 'Content-Type': request.headers.get('content-type') ?? '', 'Content-Length': String(bytes.length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.concat([Buffer.from(`POST ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n${head}\r\n`), bytes]);
}

describe('WORKERS=n', () => {
  it('refuses several workers over SQLite, saying why and what to set, and starts nothing', async () => {
    const main = await startMain({ WORKERS: '2' });
    expect(await main.exited).toEqual({ code: 1, signal: null });
    expect(main.output()).toContain('WORKERS=2 needs Postgres: without DATABASE_URL submissions are kept in one SQLite file');
    expect(main.output()).toContain('Set DATABASE_URL=postgres://… for several workers, or WORKERS=1.');
    expect(main.output()).not.toMatch(FORMS_HOST_LINE);
  });

  it('serves both ports from every worker, prints its startup lines once, replaces a killed worker and drains on SIGTERM', async () => {
    const main = await startMain({ WORKERS: '2', DATABASE_URL: await createTestDatabase(), SITE_PORT: '0' });
    const [, url = ''] = await main.waitFor(FORMS_HOST_LINE);
    const [, first = '', second = ''] = await main.waitFor(/^Workers +2 processes \(pids (\d+), (\d+)\)/m);
    const workers = [Number(first), Number(second)].sort();
    expect(main.output().match(/^Forms host /gm)).toHaveLength(1);

    // New connections are shared out between the workers.
    const seen = new Set<number>();
    await expect
      .poll(async () => [...seen.add(await servedBy(url))].sort(), { timeout: 5_000, interval: 0 })
      .toEqual(workers);
    const [, siteUrl = ''] = await main.waitFor(/^Site owner page (http:\/\/\S+)\//m);
    expect((await rawRequest(siteUrl, '/')).status).toBe(200);

    // A captcha token one worker issued passes at another.
    const [issuer, receiver] = await twoWorkers(url);
    issuer.write('GET /captcha/token HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const { token } = JSON.parse((await issuer.nextAnswer()).body) as { token: string };
    const values = { firstname: 'Ada', email: 'ada@analytical-engines.co.uk', message: 'Hello', 'g-recaptcha-response': token };
    receiver.write(await rawPost(submitPath(FORMS.captcha), submissionBody(values), { 'Idempotency-Key': 'cluster-captcha' }));
    const submitted = await receiver.nextAnswer();
    expect(submitted.status, submitted.body).toBe(200);

    const [killed = 0, kept = 0] = workers;
    process.kill(killed, 'SIGKILL');
    await main.waitFor(new RegExp(`worker ${killed} ended unexpectedly \\(SIGKILL\\); starting another`));
    const [, started = ''] = await main.waitFor(/worker (\d+) listens/);
    const replacement = Number(started);
    expect(workers).not.toContain(replacement);
    await expect.poll(() => servedBy(url), { timeout: 5_000, interval: 0 }).toBe(replacement);

    main.child.kill('SIGTERM');
    expect(await main.exited).toEqual({ code: 0, signal: null });
    expect(main.output()).toContain('SIGTERM: draining 2 workers');
    expect([kept, replacement].filter(isProcessRunning)).toEqual([]);
  });

  it(`replaces workers that served, however many die: ${RESTART_LIMIT + 1} killed in a row do not stop the host`, async () => {
    const main = await startMain({ WORKERS: '2', DATABASE_URL: await createTestDatabase() });
    const [, url = ''] = await main.waitFor(FORMS_HOST_LINE);
    let [, victim = ''] = await main.waitFor(/^Workers +2 processes \(pids (\d+), \d+\)/m);
    for (let round = 1; round <= RESTART_LIMIT + 1; round += 1) {
      process.kill(Number(victim), 'SIGKILL');
      await main.waitFor(new RegExp(`worker ${victim} ended unexpectedly \\(SIGKILL\\); starting another`));
      // The next victim is this round's replacement (the round-th worker to say it listens), once it listens.
      [, victim = ''] = await main.waitFor(new RegExp(`(?:[\\s\\S]*?worker \\d+ listens){${round - 1}}[\\s\\S]*?worker (\\d+) listens`));
    }
    expect(main.output()).not.toMatch(/the host cannot run/);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // Six workers start one after another: some 3 s each on a busy 2-core machine.
  }, 60_000);

  it('stops cleanly (exit 0) when SIGTERM comes while a replacement worker is still starting', async () => {
    const main = await startMain({ WORKERS: '2', DATABASE_URL: await createTestDatabase() });
    const [, victim = ''] = await main.waitFor(/^Workers +2 processes \(pids (\d+), \d+\)/m);
    process.kill(Number(victim), 'SIGKILL');
    await main.waitFor(new RegExp(`worker ${victim} ended unexpectedly \\(SIGKILL\\); starting another`));
    // The replacement is forked at once and takes a while to load: it has not listened yet.
    main.child.kill('SIGTERM');
    expect(await main.exited).toEqual({ code: 0, signal: null });
    expect(main.output()).not.toMatch(/worker \d+ listens/);
    // Two workers start before the kill: 5 s alone, over 20 s beside the rest of the suite on a busy 2-core machine.
  }, 60_000);

  it(`stops, exit 1, once ${RESTART_LIMIT} workers ended within 10 s`, async () => {
    // Nothing listens on port 1: every worker fails to open its database and ends (as many
    // workers as the limit, so the first round is enough).
    const main = await startMain({ WORKERS: String(RESTART_LIMIT), DATABASE_URL: 'postgres://forms:secret@127.0.0.1:1/forms' });
    expect(await main.exited).toEqual({ code: 1, signal: null });
    expect(main.output().match(/ended unexpectedly \(exit code 1\); starting another/g)).toHaveLength(RESTART_LIMIT - 1);
    expect(main.output()).toMatch(/5 workers ended within 10 s \(the last, pid \d+, with exit code 1\): the host cannot run; stopping/);
    expect(main.output()).not.toMatch(FORMS_HOST_LINE);
  });
});
