/**
 * A bounded load run of the submit route on loopback, printed and checked: `npm run load`.
 * - starts the forms host as a site owner does (`server/main.ts`, in a process of its own, on a
 *   free port of 127.0.0.1, a fresh temporary DATA_DIR): `--workers N` (1) host processes over
 *   `--database sqlite` (the default) or `--database postgres` (a Postgres server of its own,
 *   durable: every commit flushed, as in production);
 * - fetches time tokens ahead from the host's token route (`--tokens`, 40 per connection and
 *   second) and waits until they are 2 s old, as the embed does, so the submissions are leads
 *   rather than spam (one sent once they ran out is counted, and stored as spam);
 * - autocannon POSTs the contact form's multipart body for `--duration` seconds (30, or
 *   LOAD_DURATION) over `--connections` connections (50): fresh Idempotency-Keys, every 20th a
 *   retry of a confirmed key (scripts/load/submission-load.ts);
 * - `--kill-every S` (needs several workers) kills one worker with SIGKILL every S seconds while
 *   the load runs; the host starts another. Submissions left without an answer are then sent
 *   again as the visitor's embed would (same key and body, the embed's backoff);
 * - prints submissions per second and latency, then counts the rows through the host's own
 *   storage: every key answered 2xx must be stored exactly once. Exits 1 when one is lost or
 *   duplicated, when a retry answered another conversion id, or when nothing was confirmed.
 * `--matrix` runs the four runs of the table in the README (SQLite with 1 worker, Postgres with
 * 1 and 4, and Postgres with 4 while a worker is killed every 5 s) and prints one table.
 * `--cpu-prof` writes V8 CPU profiles of the host processes to a temporary folder it prints.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSubmissionStore } from '../server/storage/submission-store';
import { startHostUnderLoad, type HostUnderLoad } from './load/host-under-load';
import { retryUnanswered, type RetryOutcome } from './load/retry-unanswered';
import { runSubmissionLoad, type LoadTally } from './load/submission-load';
import { CONTACT_SUBMIT_PATH } from './submission-body';
import { fetchAgedTimeTokens } from './load/time-tokens';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/**
 * Time tokens fetched ahead per connection and second of the run: more than a connection sends
 * on this machine, so a run's submissions are leads, not spam for want of a token.
 */
const TOKENS_PER_CONNECTION_SECOND = 40;

/** Beyond the runs themselves: starting hosts and databases, late retries, counting rows. */
const OVERHEAD_MS = 120_000;
const DATABASES = ['sqlite', 'postgres'] as const;
type DatabaseKind = (typeof DATABASES)[number];

interface RunSettings {
  database: DatabaseKind;
  workers: number;
  /** Seconds between two killed workers; undefined: no faults. */
  killEverySeconds: number | undefined;
  durationSeconds: number;
  connections: number;
  /** Time tokens fetched before the run, one per new submission (`--tokens`). */
  tokens: number;
  cpuProfileDir: string | undefined;
}

const MATRIX: readonly Pick<RunSettings, 'database' | 'workers' | 'killEverySeconds'>[] = [
  { database: 'sqlite', workers: 1, killEverySeconds: undefined },
  { database: 'postgres', workers: 1, killEverySeconds: undefined },
  { database: 'postgres', workers: 4, killEverySeconds: undefined },
  { database: 'postgres', workers: 4, killEverySeconds: 5 },
];

interface RowCheck {
  storedRows: number;
  lost: number;
  duplicated: number;
  /** Rows whose key was never answered 2xx (its visitor gave up). */
  unconfirmed: number;
  /** Confirmed keys whose row holds another conversion id than the one answered. */
  otherConversionId: number;
  /** Rows the host's spam checks stored as spam (a submission sent once the tokens ran out, or one they refused). */
  spam: number;
}

interface RunReport {
  label: string;
  submissionsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  workersKilled: number;
  late: RetryOutcome;
  confirmed: number;
  rows: RowCheck;
  /** Submissions sent without a time token, the tokens fetched ahead being spent. */
  sentWithoutToken: number;
  failures: string[];
}

function runLabel(settings: RunSettings): string {
  const database = settings.database === 'sqlite' ? 'SQLite' : 'Postgres';
  const faults = settings.killEverySeconds === undefined ? '' : `, a worker killed every ${settings.killEverySeconds} s`;
  return `${database}, ${settings.workers} worker${settings.workers === 1 ? '' : 's'}${faults}`;
}

/** Counts this run's rows (keys starting with keyPrefix) through the host's own storage. */
async function checkRows(where: { dataDir: string; databaseUrl?: string | undefined }, keyPrefix: string, confirmed: ReadonlyMap<string, string>): Promise<RowCheck> {
  const store = await openSubmissionStore(where);
  try {
    const groups = await store.keysWithPrefix(keyPrefix);
    const check: RowCheck = { storedRows: 0, lost: 0, duplicated: 0, unconfirmed: 0, otherConversionId: 0, spam: 0 };
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
    const { spam } = await store.db
      .selectFrom('submissions')
      .where(sql<string>`substr(idempotency_key, 1, ${[...keyPrefix].length})`, '=', keyPrefix)
      .where('spam', '=', 1)
      .select((eb) => eb.fn.countAll<number>().as('spam'))
      .executeTakeFirstOrThrow();
    check.spam = Number(spam);
    return check;
  } finally {
    await store.close();
  }
}

/** Kills one worker (the lowest pid) with SIGKILL every `seconds` until stopped; answers how many. */
function killWorkersEvery(host: HostUnderLoad, seconds: number): () => number {
  let killed = 0;
  const timer = setInterval(() => {
    const [oldest] = host.workerPids().sort((a, b) => a - b);
    if (oldest === undefined) return;
    try {
      process.kill(oldest, 'SIGKILL');
      killed += 1;
    } catch {
      // It ended on its own a moment ago.
    }
  }, seconds * 1000);
  return () => {
    clearInterval(timer);
    return killed;
  };
}

function failuresOf(tally: LoadTally, rows: RowCheck, sentWithoutToken: number): string[] {
  const failures: string[] = [];
  if (rows.spam > sentWithoutToken) failures.push(`${rows.spam - sentWithoutToken} submissions sent with an aged time token were stored as spam`);
  if (tally.confirmed.size === 0) failures.push('no submission was confirmed (2xx)');
  if (tally.conversionMismatches > 0) failures.push(`${tally.conversionMismatches} retries answered another conversion id than the first send`);
  if (rows.lost > 0) failures.push(`${rows.lost} confirmed submissions have no row`);
  if (rows.duplicated > 0) failures.push(`${rows.duplicated} rows duplicate a key`);
  if (rows.otherConversionId > 0) failures.push(`${rows.otherConversionId} rows hold another conversion id than the one answered`);
  return failures;
}

async function measure(settings: RunSettings): Promise<RunReport> {
  const label = runLabel(settings);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forms-load-'));
  let postgres: PostgresCluster | undefined;
  let host: HostUnderLoad | undefined;
  try {
    if (settings.database === 'postgres') postgres = await startPostgresCluster({ durable: true });
    const where = { dataDir, databaseUrl: postgres?.url };
    host = await startHostUnderLoad({
      ...where,
      workers: settings.workers,
      execArgv: settings.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.cpuProfileDir}`] : [],
    });
    // Keys of this run share a prefix, so its rows can be told from others.
    const keyPrefix = `load_${randomUUID().slice(0, 8)}-`;
    console.log(`\n${label}: POST ${CONTACT_SUBMIT_PATH} on ${host.url}, ${settings.connections} connections, ${settings.durationSeconds} s`);
    // As the embed does when a form shows: a token per submission, aged before it is sent.
    const timeTokens = await fetchAgedTimeTokens(host.url, settings.tokens);
    console.log(`  ${timeTokens.length} time tokens fetched ahead and aged`);
    const stopKilling = settings.killEverySeconds === undefined ? () => 0 : killWorkersEvery(host, settings.killEverySeconds);
    const { result, tally, sentWithoutToken } = await runSubmissionLoad({
      url: host.url,
      keyPrefix,
      durationSeconds: settings.durationSeconds,
      connections: settings.connections,
      timeTokens,
    });
    const workersKilled = stopKilling();
    const confirmedDuringRun = tally.confirmed.size;
    const late = await retryUnanswered(host.url, tally);
    // A deploy's stop: whatever was in flight is answered and committed before the count.
    await host.stop();
    host = undefined;
    const rows = await checkRows(where, keyPrefix, tally.confirmed);
    return {
      label,
      submissionsPerSecond: confirmedDuringRun / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.sent,
      errors: result.errors,
      workersKilled,
      late,
      confirmed: tally.confirmed.size,
      rows,
      sentWithoutToken,
      failures: failuresOf(tally, rows, sentWithoutToken),
    };
  } finally {
    host?.kill();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printRun(report: RunReport): void {
  const rows: [string, string][] = [
    ['requests sent', String(report.requests)],
    ['connection errors and timeouts', String(report.errors)],
    ['workers killed', String(report.workersKilled)],
    ['submissions/s (confirmed during the run)', report.submissionsPerSecond.toFixed(0)],
    ['latency p50 / p99 (ms)', `${report.p50} / ${report.p99}`],
    ['unanswered, sent again after the run', String(report.late.resent)],
    ['  of them confirmed / given up', `${report.late.confirmed} / ${report.late.givenUp}`],
    ['confirmed keys (2xx)', String(report.confirmed)],
    ['stored rows', String(report.rows.storedRows)],
    ['lost / duplicated', `${report.rows.lost} / ${report.rows.duplicated}`],
    ['stored, never answered 2xx', String(report.rows.unconfirmed)],
    ['sent without a time token (tokens spent)', String(report.sentWithoutToken)],
    ['stored as spam', String(report.rows.spam)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(14)}`);
}

function printSummary(reports: readonly RunReport[]): void {
  console.log('\n| Run | submissions/s | p50 ms | p99 ms | confirmed | stored | lost | duplicated | workers killed |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of reports) {
    console.log(
      `| ${r.label} | ${r.submissionsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.confirmed} | ${r.rows.storedRows} | ${r.rows.lost} | ${r.rows.duplicated} | ${r.workersKilled} |`,
    );
  }
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!(number > 0) || !Number.isFinite(number)) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

function readSettings(): { runs: RunSettings[] } {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      tokens: { type: 'string' },
      workers: { type: 'string' },
      database: { type: 'string' },
      'kill-every': { type: 'string' },
      matrix: { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  const database = (values.database ?? 'sqlite') as DatabaseKind;
  if (!DATABASES.includes(database)) throw new Error(`--database must be sqlite or postgres, got "${values.database}"`);
  const workers = Math.floor(positiveNumber('--workers', values.workers, 1));
  const killEverySeconds = values['kill-every'] === undefined ? undefined : positiveNumber('--kill-every', values['kill-every'], 5);
  if (killEverySeconds !== undefined && workers < 2) throw new Error('--kill-every needs --workers 2 or more: the host must outlive a killed worker');
  const durationSeconds = positiveNumber('--duration', values.duration ?? process.env.LOAD_DURATION, 30);
  const connections = Math.floor(positiveNumber('--connections', values.connections, 50));
  const common = {
    durationSeconds,
    connections,
    tokens: Math.floor(positiveNumber('--tokens', values.tokens, connections * durationSeconds * TOKENS_PER_CONNECTION_SECOND)),
    // Outside the work tree, so a profile is never picked up with the sources.
    cpuProfileDir: values['cpu-prof'] ? mkdtempSync(path.join(tmpdir(), 'forms-load-profile-')) : undefined,
  };
  const runs = values.matrix ? MATRIX.map((run) => ({ ...common, ...run })) : [{ ...common, database, workers, killEverySeconds }];
  return { runs };
}

async function main(): Promise<number> {
  const { runs } = readSettings();
  const total = runs.reduce((sum, run) => sum + run.durationSeconds * 1000 + OVERHEAD_MS, 0);
  const hardTimeout = setTimeout(() => {
    console.error(`Hard timeout: the runs took longer than ${total / 1000} s; stopping.`);
    process.exit(2);
  }, total);
  hardTimeout.unref();

  const reports: RunReport[] = [];
  for (const run of runs) {
    const report = await measure(run);
    printRun(report);
    for (const failure of report.failures) console.error(`FAIL (${report.label}): ${failure}`);
    reports.push(report);
  }
  if (reports.length > 1) printSummary(reports);
  const profileDir = runs[0]?.cpuProfileDir;
  if (profileDir) console.log(`\nCPU profiles of the host processes: ${profileDir}/*.cpuprofile`);
  return reports.every((report) => report.failures.length === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
