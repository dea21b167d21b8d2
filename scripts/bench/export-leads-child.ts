/**
 * One XLSX export of the benchmark's form in a process of its own, so that its peak memory is
 * its own: opens the database given as JSON `OpenDatabaseOptions` in argv[2], streams the export
 * to the file argv[3], and prints JSON: the time, the bytes written, the resident memory before
 * the export and the process's peak (`maxRSS`), and the peaks of the JavaScript heap in use and
 * of the memory outside it (buffers), sampled every 5 ms.
 */
import { createWriteStream, statSync } from 'node:fs';
import { exportLeads } from '../../server/domain/leads/exports/export-leads';
import { createLeadStore } from '../../server/storage/lead-store';
import { openDatabase, type OpenDatabaseOptions } from '../../server/storage/open-database';
import { BENCH_FORM_ID, BENCH_PORTAL_ID, benchDefinition } from './seed-leads';

const options = JSON.parse(process.argv[2] ?? '{}') as OpenDatabaseOptions;
const file = process.argv[3] ?? '/dev/null';
const database = await openDatabase(options);
const definition = benchDefinition();
// exceljs is loaded before the baseline is read: its code is not the export's memory.
await import('exceljs');
const rssBeforeBytes = process.memoryUsage().rss;
const peaks = { heapUsed: 0, external: 0 };
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peaks.heapUsed = Math.max(peaks.heapUsed, usage.heapUsed);
  peaks.external = Math.max(peaks.external, usage.external);
}, 5);
const started = performance.now();
const prepared = await exportLeads(createLeadStore(database.db, database.dialect), { portalId: BENCH_PORTAL_ID, formId: BENCH_FORM_ID }, { format: 'xlsx', headers: 'labels', definition });
await prepared.writeTo(createWriteStream(file));
const ms = performance.now() - started;
clearInterval(sampler);
await database.close();
process.stdout.write(`${JSON.stringify({ ms, bytes: statSync(file).size, rssBeforeBytes, maxRssBytes: process.resourceUsage().maxRSS * 1024, peakHeapUsedBytes: peaks.heapUsed, peakExternalBytes: peaks.external })}\n`);
