/**
 * How soon the owner console's inbox shows its first rows with many leads stored:
 * `npm run bench:console` (after `npm run build`). Seeds `BENCH_LEADS` (100,000) leads of the
 * contact form into a fresh SQLite database (scripts/bench/seed-leads.ts), starts the forms host
 * over it, signs in, and opens the form's inbox `BENCH_RUNS` (9) times in fresh Chromium pages:
 * the time from navigation start to the first lead row on screen (median and slowest), printed.
 * The goal of the console issue: within 1 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/storage/open-database';
import { BENCH_FORM_ID, BENCH_PORTAL_ID, seedLeads } from './bench/seed-leads';
import { median } from './bench/statistics';
import { launchChromium, startDemoHost } from './demo-host';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ADMIN_TOKEN = 'bench-console-admin-token';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-console-'));
  try {
    const database = await openDatabase({ dataDir });
    try {
      await seedLeads(database.db, database.dialect, LEADS);
    } finally {
      await database.close();
    }
    const host = await startDemoHost(dataDir, { adminToken: ADMIN_TOKEN, formImportLog: () => undefined });
    const browser = await launchChromium();
    try {
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ baseURL: host.url });
        const signedIn = await context.request.post('/api/v1/session', { data: { token: ADMIN_TOKEN } });
        if (!signedIn.ok()) throw new Error(`signing in: the host answered ${signedIn.status()}`);
        const page = await context.newPage();
        await page.goto(`/owner/forms/${BENCH_PORTAL_ID}/${BENCH_FORM_ID}`);
        await page.getByRole('region').getByRole('row').nth(1).waitFor();
        // Measured in the page: from its navigation start to now, when the first lead row shows.
        timings.push(await page.evaluate(() => performance.now()));
        await context.close();
      }
      const sorted = [...timings].sort((a, b) => a - b);
      console.log(`Inbox with ${LEADS.toLocaleString('en')} leads, first rows on screen (${RUNS} fresh pages):`);
      console.log(`  median ${median(timings).toFixed(0)} ms, slowest ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms (goal: under 1000 ms)`);
    } finally {
      await browser.close();
      await host.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('The console benchmark failed:', error);
  process.exit(1);
});
