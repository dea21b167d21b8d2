/**
 * Size and speed figures of the embed, printed as one table (not asserted): `npm run bench`
 * after `npm run build`.
 * - the gzip and raw size of `embed.js` (the loader), the runtime it adds, and every file loaded on demand;
 * - time from navigation start to an interactive form for generated 20-, 200- and 1000-field
 *   forms fetched from a local forms host (median of fresh Chromium pages), in the same run as
 *   a bare React renderer of the same fields with its data inline (the floor), as a ratio;
 * - keystroke-to-commit time in the same forms, as a ratio to 20 fields;
 * - heap growth after 100 mount/unmount cycles.
 * BENCH_RUNS (default 9), BENCH_KEYSTROKES (120) and BENCH_CYCLES (100) change the counts.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOADER_GZIP_BUDGET_BYTES, RUNTIME_ENTRY_NAME, RUNTIME_GZIP_BUDGET_BYTES } from '../esbuild.config';
import { GZIP_SUFFIX } from '../server/http/precompressed-files';
import { startFormsHost } from '../server/start-forms-host';
import { writeBenchForms } from './bench/bench-forms';
import { buildFloorBundle } from './bench/floor-bundle';
import { measureHeapGrowth } from './bench/heap';
import { measureKeystrokes } from './bench/keystrokes';
import { measureStartup } from './bench/startup';
import { markdownTable } from './bench/markdown-table';
import { launchChromium } from './demo-host';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 120);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 100);

/** Goals of the embed (ARCHITECTURE.md "Bytes", issue 8). */
const GOALS = { startupRatio: 1.25, keystrokeRatio: 1.3, heapGrowthBytes: 1024 * 1024 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const rows: [string, string, string][] = [];
const row = (measure: string, figure: string, goal = '') => rows.push([measure, figure, goal]);

function sizes(): void {
  const files = readdirSync('dist').filter((name) => name.endsWith('.js'));
  // The build's own gzip copies (level 9), which its budget check reads too.
  const gzip = (file: string) => statSync(join('dist', file + GZIP_SUFFIX)).size;
  const raw = (file: string) => statSync(join('dist', file)).size;
  const loader = gzip('embed.js');
  const runtimeFile = files.find((name) => name.startsWith(`${RUNTIME_ENTRY_NAME}-`));
  if (!runtimeFile) throw new Error(`dist/ has no ${RUNTIME_ENTRY_NAME}-{hash}.js: run npm run build first`);
  const runtime = gzip(runtimeFile);
  row('embed.js (loader), gzip / raw', `${kb(loader)} / ${kb(raw('embed.js'))}`, `≤ ${kb(LOADER_GZIP_BUDGET_BYTES)}: ${verdict(loader <= LOADER_GZIP_BUDGET_BYTES)}`);
  row(`${runtimeFile} (runtime), gzip / raw`, `${kb(runtime)} / ${kb(raw(runtimeFile))}`, `≤ ${kb(RUNTIME_GZIP_BUDGET_BYTES)}: ${verdict(runtime <= RUNTIME_GZIP_BUDGET_BYTES)}`);
  row('loader + runtime (before a form can be used), gzip', kb(loader + runtime));
  const locales = files.filter((file) => file.startsWith('embed-locale-'));
  for (const file of files.filter((name) => name !== 'embed.js' && name !== runtimeFile && !locales.includes(name))) {
    row(`${file}, gzip / raw`, `${kb(gzip(file))} / ${kb(raw(file))}`);
  }
  const localeSizes = locales.map(gzip);
  row(`${locales.length} locale catalogues, gzip each`, `${kb(Math.min(...localeSizes))} to ${kb(Math.max(...localeSizes))}`);
}

async function main(): Promise<void> {
  sizes();
  const { formsDir, forms } = writeBenchForms();
  const host = await startFormsHost({ port: 0, host: '127.0.0.1', formsDir, publicDir: 'public', distDir: 'dist' });
  const browser = await launchChromium();
  try {
    const floorBundle = await buildFloorBundle();
    row('floor bundle (React + zustand + renderer), gzip', kb(gzipSync(floorBundle, { level: 9 }).length));

    for (const { fieldCount, medians } of await measureStartup(browser, host.url, forms, floorBundle, RUNS)) {
      const { embed, floor } = medians;
      const inPage = medians['embed, in page'];
      const ratio = embed.firstField / floor.firstField;
      const wholeRatio = embed.wholeForm / floor.wholeForm;
      const goal = (value: number) => (fieldCount === 200 ? `≤ x${GOALS.startupRatio}: ${verdict(value <= GOALS.startupRatio)}` : '');
      row(
        `${fieldCount} fields, navigation to first field painted (median of ${RUNS})`,
        `embed ${ms(embed.firstField)} (in page ${ms(inPage.firstField)}), floor ${ms(floor.firstField)}: x${ratio.toFixed(2)} (in page x${(inPage.firstField / floor.firstField).toFixed(2)})`,
        goal(ratio),
      );
      row(
        `${fieldCount} fields, navigation to every field in the page`,
        `embed ${ms(embed.wholeForm)} (in page ${ms(inPage.wholeForm)}), floor ${ms(floor.wholeForm)}: x${wholeRatio.toFixed(2)} (in page x${(inPage.wholeForm / floor.wholeForm).toFixed(2)})`,
        goal(wholeRatio),
      );
    }

    const keystrokes = await measureKeystrokes(browser, host.url, forms, KEYSTROKES);
    const base = keystrokes[0]!;
    for (const { fieldCount, script, keystroke } of keystrokes) {
      const ratio = script / base.script;
      const goal = fieldCount === 1000 ? `≤ x${GOALS.keystrokeRatio} of 20: ${verdict(ratio <= GOALS.keystrokeRatio)}` : '';
      row(
        `${fieldCount} fields, keystroke (mean of middle 80 % of ${KEYSTROKES})`,
        `input to commit ${script.toFixed(2)} ms (x${ratio.toFixed(2)}); keydown to commit and layout ${keystroke.toFixed(2)} ms (x${(keystroke / base.keystroke).toFixed(2)})`,
        goal,
      );
    }

    const heap = await measureHeapGrowth(browser, host.url, forms[0]!, CYCLES);
    const growth = heap.afterBytes - heap.baselineBytes;
    row(
      `heap growth after ${heap.cycles} mount/unmount cycles (20 fields)`,
      `${kb(growth)} (${kb(heap.baselineBytes)} → ${kb(heap.afterBytes)})`,
      `< ${kb(GOALS.heapGrowthBytes)}: ${verdict(growth < GOALS.heapGrowthBytes)}`,
    );
  } finally {
    await browser.close();
    await host.close();
    rmSync(formsDir, { recursive: true, force: true });
  }
  printTable();
}

function printTable(): void {
  console.log(markdownTable(['Measure', 'Figure', 'Goal'], rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
