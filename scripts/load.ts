/**
 * A bounded load run of the submit route on loopback, printed and checked: `npm run load`.
 * - starts a forms host on 127.0.0.1 (a free port, a fresh temporary DATA_DIR) in a child
 *   process of its own, so the host and the load generator do not share one event loop;
 *   `--url <origin>` loads a host already running instead (with `--data-dir` naming its
 *   DATA_DIR, or the stored rows cannot be counted);
 * - autocannon POSTs the contact form's multipart body (firstname, email, message, hs_context)
 *   for `--duration` seconds (30, or LOAD_DURATION) over `--connections` connections (50), each
 *   request with a fresh Idempotency-Key, every 20th with a key already confirmed (a retry:
 *   it must answer the first conversion id and store nothing);
 * - prints requests, answers, latency and submissions per second, then counts the rows: every
 *   key answered 2xx must be stored exactly once. Exits 1 when one is lost or duplicated, when
 *   a retry answered another conversion id, or when nothing was confirmed.
 * `--cpu-prof` writes a V8 CPU profile of the host process to a temporary folder it prints (own host only).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { IDEMPOTENCY_HEADER } from '../src/core/submission/submit-wire';
import { DATABASE_FILE_NAME } from '../server/storage/submission-store';
import { forkHostProcess, type HostProcess } from './host-process';
import { CONTACT_SUBMIT_PATH, MULTIPART_CONTENT_TYPE, submissionBody } from './submission-body';

/** Every REPEAT_EVERY-th request sends a key that was already confirmed. */
const REPEAT_EVERY = 20;
/** Beyond the run itself: starting the host, letting go of the connections, counting rows. */
const OVERHEAD_MS = 60_000;

interface OwnHost extends HostProcess {
  dataDir: string;
}

async function startOwnHost(profileDir: string | undefined): Promise<OwnHost> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forms-load-'));
  const host = await forkHostProcess(dataDir, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  return { ...host, dataDir };
}

/** What one request carries from setupRequest to onResponse. */
interface RequestContext {
  key?: string;
  /** The body number, for a retry's identical body. */
  n?: number;
  repeat?: boolean;
}

interface Tally {
  /** Key -> the conversion id of its first 2xx answer: the keys the host confirmed. */
  confirmed: Map<string, string>;
  /** Confirmed keys with their body number, for retries. */
  confirmedList: { key: string; n: number }[];
  fresh2xx: number;
  repeatsSent: number;
  repeat2xx: number;
  /** A retry answered 2xx with another conversion id than the key's first answer. */
  repeatMismatches: number;
}

/**
 * The load itself. Which keys were confirmed is counted on the client, in autocannon's
 * onResponse, not read back from the host's database (that is what is being checked).
 * It is reliable because pipelining is 1: a connection has one request in flight, and
 * autocannon hands onResponse the same per-connection context object setupRequest filled
 * for that request (it is replaced only when the next request is set up, after the answer).
 * A request that timed out, or was still in flight when the run ended, never reaches
 * onResponse: its key is not counted as confirmed, whether or not the host stored it.
 */
async function runLoad(url: string, keyPrefix: string, duration: number, connections: number) {
  const tally: Tally = { confirmed: new Map(), confirmedList: [], fresh2xx: 0, repeatsSent: 0, repeat2xx: 0, repeatMismatches: 0 };
  let sent = 0;

  // Loaded here, not at the top: the host process runs this file too and needs none of it.
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: CONTACT_SUBMIT_PATH,
        setupRequest(request, rawContext) {
          const context = rawContext as RequestContext;
          sent += 1;
          let key: string;
          let n: number;
          const earlier = tally.confirmedList.length > 0 ? tally.confirmedList[(sent * 7919) % tally.confirmedList.length] : undefined;
          if (sent % REPEAT_EVERY === 0 && earlier) {
            ({ key, n } = earlier);
            context.repeat = true;
            tally.repeatsSent += 1;
          } else {
            key = `${keyPrefix}${randomUUID()}`;
            n = sent;
            context.repeat = false;
          }
          context.key = key;
          context.n = n;
          return {
            ...request,
            headers: {
              ...request.headers,
              'Content-Type': MULTIPART_CONTENT_TYPE,
              [IDEMPOTENCY_HEADER]: key,
            },
            body: submissionBody(key, n),
          };
        },
        onResponse(status, body, rawContext) {
          const context = rawContext as RequestContext;
          if (status < 200 || status > 299 || context.key === undefined) return;
          const conversionId = (JSON.parse(body) as { conversionId?: unknown }).conversionId;
          const answered = typeof conversionId === 'string' ? conversionId : '';
          const first = tally.confirmed.get(context.key);
          if (context.repeat) {
            tally.repeat2xx += 1;
            if (first !== undefined && first !== answered) tally.repeatMismatches += 1;
            return;
          }
          tally.fresh2xx += 1;
          if (first === undefined) {
            tally.confirmed.set(context.key, answered);
            tally.confirmedList.push({ key: context.key, n: context.n ?? 0 });
          }
        },
      },
    ],
  });
  return { result, tally };
}

interface RowCheck {
  storedRows: number;
  lost: number;
  duplicated: number;
  /** Rows of this run whose key got no 2xx (timed out, or in flight when the run ended). */
  unconfirmed: number;
  /** Confirmed keys whose row holds another conversion id than the one answered. */
  otherConversionId: number;
}

/** Reads this run's rows (keys starting with keyPrefix) from the database file, read-only. */
function checkRows(dataDir: string, keyPrefix: string, confirmed: ReadonlyMap<string, string>): RowCheck {
  const database = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    // '.' sorts right after '-', so this range is exactly the keys that start with the prefix (an index range).
    const upper = `${keyPrefix.slice(0, -1)}.`;
    const groups = database
      .prepare(
        `SELECT idempotency_key AS key, COUNT(*) AS copies, MIN(conversion_id) AS conversionId
           FROM submissions WHERE idempotency_key >= ? AND idempotency_key < ? GROUP BY idempotency_key`,
      )
      .all(keyPrefix, upper) as { key: string; copies: number; conversionId: string }[];
    const check: RowCheck = { storedRows: 0, lost: 0, duplicated: 0, unconfirmed: 0, otherConversionId: 0 };
    const stored = new Set<string>();
    for (const group of groups) {
      check.storedRows += group.copies;
      check.duplicated += group.copies - 1;
      stored.add(group.key);
      const answered = confirmed.get(group.key);
      if (answered === undefined) check.unconfirmed += 1;
      else if (answered !== group.conversionId) check.otherConversionId += 1;
    }
    for (const key of confirmed.keys()) if (!stored.has(key)) check.lost += 1;
    return check;
  } finally {
    database.close();
  }
}

function printTable(rows: [string, string][]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(12)}`);
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!(number > 0) || !Number.isFinite(number)) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      url: { type: 'string' },
      'data-dir': { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  const duration = positiveNumber('--duration', values.duration ?? process.env.LOAD_DURATION, 30);
  const connections = Math.floor(positiveNumber('--connections', values.connections, 50));
  // Outside the work tree, so a profile is never picked up with the sources.
  const profileDir = values['cpu-prof'] && values.url === undefined ? mkdtempSync(path.join(tmpdir(), 'forms-load-profile-')) : undefined;

  let host: OwnHost | undefined;
  const stopNow = (code: number) => {
    void host?.kill();
    if (host) rmSync(host.dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  const hardTimeout = setTimeout(() => {
    console.error(`Hard timeout: the run took longer than ${duration} s + ${OVERHEAD_MS / 1000} s; stopping.`);
    stopNow(2);
  }, duration * 1000 + OVERHEAD_MS);
  process.once('SIGINT', () => stopNow(130));

  let url: string;
  let dataDir: string | undefined;
  if (values.url !== undefined) {
    url = new URL(values.url).origin;
    dataDir = values['data-dir'] === undefined ? undefined : path.resolve(values['data-dir']);
    if (values['cpu-prof']) console.log('--cpu-prof profiles only a host this script starts: ignored with --url.');
  } else {
    host = await startOwnHost(profileDir);
    url = host.url;
    dataDir = host.dataDir;
  }

  // Keys of this run share a prefix, so its rows can be told from others in a host's database.
  const keyPrefix = `load_${randomUUID().slice(0, 8)}-`;
  console.log(`Load: POST ${CONTACT_SUBMIT_PATH} on ${url}, ${connections} connections, ${duration} s` + (host ? ' (own host, fresh DATA_DIR)' : ''));
  let load: Awaited<ReturnType<typeof runLoad>>;
  try {
    load = await runLoad(url, keyPrefix, duration, connections);
  } catch (error) {
    void host?.kill();
    throw error;
  }
  const { result, tally } = load;
  // Closing the host closes its store: every committed row is in the file we read next.
  await host?.close();

  const seconds = result.duration;
  console.log('\nResults:');
  printTable([
    ['requests sent', String(result.requests.sent)],
    ['answered 2xx', String(result['2xx'])],
    ['answered non-2xx', String(result.non2xx)],
    ['errors (of them timeouts)', `${result.errors} (${result.timeouts})`],
    ['retries sent (reused keys)', String(tally.repeatsSent)],
    ['submissions/s (first-time 2xx)', (tally.fresh2xx / seconds).toFixed(0)],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50 (ms)', String(result.latency.p50)],
    ['latency p99 (ms)', String(result.latency.p99)],
    ['throughput (KiB/s, answers)', (result.throughput.average / 1024).toFixed(0)],
  ]);

  const failures: string[] = [];
  if (tally.confirmed.size === 0) failures.push('no submission was confirmed (2xx)');
  if (tally.repeatMismatches > 0) failures.push(`${tally.repeatMismatches} retries answered another conversion id than the first send`);

  if (dataDir === undefined || !existsSync(path.join(dataDir, DATABASE_FILE_NAME))) {
    console.log(
      dataDir === undefined
        ? '\nStored rows: not counted (pass --data-dir with the DATA_DIR of the host at --url).'
        : `\nStored rows: not counted (no ${DATABASE_FILE_NAME} in ${dataDir}).`,
    );
  } else {
    const check = checkRows(dataDir, keyPrefix, tally.confirmed);
    console.log('\nStored rows:');
    printTable([
      ['confirmed keys (distinct, 2xx)', String(tally.confirmed.size)],
      ['stored rows', String(check.storedRows)],
      ['lost', String(check.lost)],
      ['duplicated', String(check.duplicated)],
      ['stored, never answered 2xx', String(check.unconfirmed)],
    ]);
    if (check.lost > 0) failures.push(`${check.lost} confirmed submissions have no row`);
    if (check.duplicated > 0) failures.push(`${check.duplicated} rows duplicate a key`);
    if (check.otherConversionId > 0) failures.push(`${check.otherConversionId} rows hold another conversion id than the one answered`);
  }
  if (host) rmSync(host.dataDir, { recursive: true, force: true });
  if (profileDir) console.log(`\nCPU profile of the host: ${profileDir}/*.cpuprofile`);

  clearTimeout(hardTimeout);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
