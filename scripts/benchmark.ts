/**
 * Size and speed figures of the embed, printed as one table (not asserted): `npm run bench`
 * after `npm run build`.
 * - the gzip and raw size of `embed.js` (the loader), the runtime it adds, and every file loaded on demand;
 * - the forms host's first (rendering) and cached answer of each bench form's markup, asked for
 *   before the pages so they find it rendered, as on a production host;
 * - the forms host's own answer time (new connection each, one at a time) for the loader, the
 *   styles chunk, the runtime and each form's cached markup: what a page waits for, less the network;
 * - time from navigation start to the first field visible, the whole form visible and the form
 *   ready (`onFormReady`) for generated 20-, 200- and 1000-field forms fetched from a local forms
 *   host, framed and in the page (median of fresh Chromium pages), in the same run as a bare React
 *   renderer of the same fields with its data inline (the floor), as a ratio; measured twice: in
 *   Playwright's browser (as every run before) and in a visitor's browser, with no DevTools
 *   protocol attached (`bench/visitor-browser.ts`), whose figures are the ones a visitor sees;
 * - keystroke-to-commit time in the same forms, as a ratio to 20 fields;
 * - heap growth over 100 mount/unmount cycles after 100 to warm up (and what the warm-up kept).
 * BENCH_RUNS (default 9), BENCH_KEYSTROKES (120) and BENCH_CYCLES (100) change the counts.
 */
// First: the forms host renders markup with React's production build, as `npm run serve` does.
import '../server/default-node-env';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOADER_GZIP_BUDGET_BYTES, RUNTIME_ENTRY_NAME, RUNTIME_GZIP_BUDGET_BYTES } from '../esbuild.config';
import { GZIP_SUFFIX } from '../server/http/precompressed-files';
import { startFormsHost } from '../server/start-forms-host';
import { writeBenchForms } from './bench/bench-forms';
import { countFromEnv } from './bench/env-count';
import { buildFloorBundle } from './bench/floor-bundle';
import { measureHeapGrowth } from './bench/heap';
import { measureKeystrokes } from './bench/keystrokes';
import { prerenderOnHost, renderedPath } from './bench/prerender-host';
import { timeHostAnswers } from './bench/host-answers';
import { measureStartup } from './bench/startup';
import { startupRows, verdict, type TableRow } from './bench/startup-rows';
import { BENCH_GOALS as GOALS } from './bench/goals';
import { markdownTable } from './bench/markdown-table';
import { launchChromium } from './demo-host';

const RUNS = countFromEnv(process.env, 'BENCH_RUNS', 9);
const KEYSTROKES = countFromEnv(process.env, 'BENCH_KEYSTROKES', 120);
const CYCLES = countFromEnv(process.env, 'BENCH_CYCLES', 100);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: TableRow[] = [];
const row = (measure: string, figure: string, goal = '') => rows.push([measure, figure, goal]);

/** Prints the sizes of the build's files; answers the runtime's file name. */
function sizes(): string {
  if (!existsSync(join('dist', 'embed.js' + GZIP_SUFFIX))) throw new Error(`dist/ has no embed.js${GZIP_SUFFIX}: run npm run build first`);
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
  return runtimeFile;
}

async function main(): Promise<void> {
  const runtimeFile = sizes();
  const { formsDir, forms } = writeBenchForms();
  const host = await startFormsHost({ port: 0, host: '127.0.0.1', formsDir, publicDir: 'public', distDir: 'dist' });
  const browser = await launchChromium();
  try {
    const floorBundle = await buildFloorBundle();
    row('floor bundle (React + zustand + renderer), gzip', kb(gzipSync(floorBundle, { level: 9 }).length));

    for (const { fieldCount, firstAnswerMs, cachedAnswerMs, hasMarkup } of await prerenderOnHost(host.url, forms)) {
      row(
        `${fieldCount} fields, host pre-render: first answer (renders), then cached`,
        `${firstAnswerMs.toFixed(0)} ms, then ${cachedAnswerMs.toFixed(1)} ms`,
        hasMarkup ? 'markup: yes' : 'markup: NONE (the browser renders the form)',
      );
    }
    const asked = [
      { label: 'embed.js', path: '/embed.js' },
      { label: 'the styles chunk', path: '/embed-styles.js' },
      { label: 'the runtime', path: `/${runtimeFile}` },
      ...forms.map((form) => ({ label: `${form.fieldCount} fields, markup (cached)`, path: renderedPath(form) })),
    ];
    for (const { label, medianMs } of await timeHostAnswers(host.url, asked)) row(`host answer: ${label}, on a new connection, brotli (median of 50)`, `${medianMs.toFixed(2)} ms`);
    rows.push(...startupRows(await measureStartup({ kind: 'devtools', browser }, host.url, forms, floorBundle, RUNS)));
    rows.push(...startupRows(await measureStartup({ kind: 'visitor' }, host.url, forms, floorBundle, RUNS), "visitor's browser (no DevTools protocol)"));

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
    const growth = heap.afterBytes - heap.afterWarmUpBytes;
    row(
      `heap growth over ${heap.cycles} mount/unmount cycles after ${heap.cycles} to warm up (20 fields)`,
      `${kb(growth)} (${kb(heap.afterWarmUpBytes)} → ${kb(heap.afterBytes)}; the warm-up kept ${kb(heap.afterWarmUpBytes - heap.afterFirstBytes)})`,
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
