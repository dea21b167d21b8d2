/**
 * The outbox's fault run on loopback, printed and checked: `npx tsx scripts/webhook-fault-run.ts`.
 * - starts a Postgres server of its own and the forms host as a site owner does (`server/main.ts`,
 *   `--workers` host processes, 4 by default), with `WEBHOOK_ALLOW_PRIVATE=1` and the Standard
 *   Webhooks schedule's steps in milliseconds (`WEBHOOK_RETRY_SCHEDULE`);
 * - a receiver on 127.0.0.1 answers 500 to `--fail-rate` (30 %) of the requests and accepts the
 *   others, each `webhook-id` once (it dedupes, as the spec tells receivers to), counting every send;
 * - adds a webhook endpoint for the contact form, fetches a time token per lead and waits until they
 *   are 2 s old (as the embed does; a spam lead is never announced), sends `--leads` submissions (200), and kills one
 *   worker with SIGKILL every `--kill-every` seconds (3) until every lead's `lead.created` is
 *   accepted (the host starts another; rows a killed worker had claimed are taken again when their
 *   lease ends);
 * - prints the counts, and exits 1 when a stored lead's event was never accepted within `--timeout`
 *   seconds (180).
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FORMS_HOST_LINE, spawnMain } from './main-process';
import { startPostgresCluster } from './postgres-cluster';
import { CONTACT_FORM, CONTACT_SUBMIT_PATH, LOAD_PORTAL_ID, MULTIPART_CONTENT_TYPE, submissionBody } from './submission-body';
import { fetchAgedTimeTokens } from './load/time-tokens';

const ADMIN_TOKEN = 'fault-run-admin-token';
/** The Standard Webhooks schedule (0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) with its steps read as milliseconds. */
const FAULT_SCHEDULE = '0,5,300,1800,7200,18000,36000,36000';

const { values: args } = parseArgs({
  options: {
    workers: { type: 'string', default: '4' },
    leads: { type: 'string', default: '200' },
    'fail-rate': { type: 'string', default: '0.3' },
    'kill-every': { type: 'string', default: '3' },
    timeout: { type: 'string', default: '180' },
  },
});
const workers = Number(args.workers);
const leadCount = Number(args.leads);
const failRate = Number(args['fail-rate']);
const killEveryMs = Number(args['kill-every']) * 1000;
const timeoutMs = Number(args.timeout) * 1000;

/** The receiver: fails some requests at random, accepts each webhook-id once, counts everything. */
async function startReceiver() {
  const accepted = new Map<string, string>();
  let sends = 0;
  let failed = 0;
  let repeats = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      sends += 1;
      const id = String(request.headers['webhook-id']);
      if (Math.random() < failRate) {
        failed += 1;
        response.writeHead(500).end('failing on purpose');
        return;
      }
      if (accepted.has(id)) repeats += 1;
      else accepted.set(id, (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { conversionId: string } }).data.conversionId);
      response.writeHead(200).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    accepted,
    counts: () => ({ sends, failed, repeats }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Pids whose parent is `parentPid` (Linux): the host's workers. */
async function workerPids(parentPid: number): Promise<number[]> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parentPid) pids.push(Number(entry));
    } catch {
      // Ended while read.
    }
  }
  return pids;
}

/** Sends one submission until the host answers it (a killed worker drops the connection): the embed retries under the same key. */
async function submit(url: string, n: number, timeToken: string | undefined): Promise<string> {
  const key = `fault-${randomUUID()}`;
  const body = submissionBody(key, n, timeToken);
  for (;;) {
    try {
      const response = await fetch(`${url}${CONTACT_SUBMIT_PATH}`, { method: 'POST', body, headers: { 'content-type': MULTIPART_CONTENT_TYPE, 'Idempotency-Key': key } });
      if (response.ok) return ((await response.json()) as { conversionId: string }).conversionId;
    } catch {
      // Cut by a kill: sent again.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main(): Promise<number> {
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forms-fault-run-'));
  const receiver = await startReceiver();
  const host = spawnMain({
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    WORKERS: String(workers),
    ADMIN_TOKEN,
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RETRY_SCHEDULE: FAULT_SCHEDULE,
    LOG_REQUESTS: 'off',
    SUBMIT_RATE_LIMIT: 'off',
  });
  let killing: NodeJS.Timeout | undefined;
  try {
    const [, url = ''] = await host.waitFor(FORMS_HOST_LINE);
    const created = await fetch(`${url}/api/v1/portals/${LOAD_PORTAL_ID}/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, events: ['lead.created'], formId: CONTACT_FORM }),
    });
    if (created.status !== 201) throw new Error(`could not add the endpoint: ${created.status} ${await created.text()}`);
    // One aged time token per lead, fetched before the kills start: without one a lead is spam, which is never announced.
    const timeTokens = await fetchAgedTimeTokens(url, leadCount);

    let kills = 0;
    killing = setInterval(() => {
      void workerPids(host.child.pid ?? 0).then((pids) => {
        const victim = pids[Math.floor(Math.random() * pids.length)];
        if (victim === undefined) return;
        process.kill(victim, 'SIGKILL');
        kills += 1;
      });
    }, killEveryMs);

    const started = Date.now();
    const stored = new Set<string>();
    // Ten visitors at a time.
    for (let n = 0; n < leadCount; n += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, leadCount - n) }, (_, i) => submit(url, n + i, timeTokens[n + i])));
      for (const id of batch) stored.add(id);
    }
    const deliveredLeads = () => new Set(receiver.accepted.values());
    while ([...stored].some((id) => !deliveredLeads().has(id)) && Date.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    clearInterval(killing);
    const missing = [...stored].filter((id) => !deliveredLeads().has(id));
    const { sends, failed, repeats } = receiver.counts();
    console.log(`workers ${workers}, Postgres, receiver failing ${Math.round(failRate * 100)} %, a worker killed every ${killEveryMs / 1000} s (${kills} kills)`);
    console.log(`leads stored:               ${stored.size}`);
    console.log(`lead.created ids accepted:  ${receiver.accepted.size} (each once: the receiver dedupes by webhook-id)`);
    console.log(`leads without their event:  ${missing.length}`);
    console.log(`sends:                      ${sends} (${failed} answered 500 on purpose, ${repeats} repeats of an id already accepted)`);
    console.log(`time:                       ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return missing.length === 0 && stored.size === leadCount ? 0 : 1;
  } finally {
    if (killing) clearInterval(killing);
    await host.kill();
    await receiver.close();
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
