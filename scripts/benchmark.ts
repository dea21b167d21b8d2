/**
 * Size and speed figures of the embed, printed (not asserted): `npm run bench`.
 * - the gzip and raw size of every built file (run `npm run build` first);
 * - in headless Chromium against a local forms host: the time from navigation start to
 *   onFormReady for a small, a 20-field and a 200-field form (median of several runs), and
 *   keystroke-to-commit time in generated 20-, 200- and 1000-field forms, validation and the
 *   live email check on, with each size's ratio to the 20-field figure.
 */
import { chromium, type Browser } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumExecutable } from '../e2e/support/chromium-executable';
import { startFormsHost } from '../server/start-forms-host';
import { buildLargeFixture, LARGE_FORM_PORTAL_ID } from './generate-large-fixture';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FORMS = {
  'contact (5 fields)': 'a1b2c3d4-0001-4000-8000-000000000001',
  'all fields (26 fields)': 'a1b2c3d4-0002-4000-8000-000000000002',
  'large (200 fields)': 'a1b2c3d4-0011-4000-8000-000000000011',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** Mean of the middle 80 %: the page clock ticks in 0.1 ms steps, so a mean resolves finer than a median. */
const trimmedMean = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 10);
  const middle = sorted.slice(cut, sorted.length - cut);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
};

function printSizes(): void {
  console.log('Built files (gzip -9 / raw):');
  for (const file of readdirSync('dist').filter((name) => name.endsWith('.js'))) {
    const bytes = readFileSync(join('dist', file));
    console.log(`  ${file.padEnd(26)} ${kb(gzipSync(bytes, { level: 9 }).length).padStart(9)} ${kb(statSync(join('dist', file)).size).padStart(10)}`);
  }
}

async function main(): Promise<void> {
  printSizes();
  const host = await startFormsHost({ port: 0, host: '127.0.0.1', formsDir: 'fixtures/forms', publicDir: 'public', distDir: 'dist' });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    console.log(`\nTime to onFormReady, median of ${RUNS} cold page loads (forms on 127.0.0.1):`);
    for (const [name, formId] of Object.entries(FORMS)) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await browser.newPage();
        const html = `<!DOCTYPE html><html><body><div id="t"></div><script src="${host.url}/embed.js"></script>
          <script>hbspt.forms.create({ portalId: '123456', formId: '${formId}', target: '#t',
            onFormReady: () => { window.readyAt = performance.now(); } });</script></body></html>`;
        await page.route(`${host.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
        await page.goto(`${host.url}/bench.html`);
        await page.waitForFunction(() => typeof (window as unknown as { readyAt?: number }).readyAt === 'number');
        times.push(await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt));
        await page.close();
      }
      console.log(`  ${name.padEnd(24)} ${median(times).toFixed(0).padStart(5)} ms   (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`);
    }

    await printKeystrokeTimes(browser, host.url);
  } finally {
    await browser.close();
    await host.close();
  }
}

/** Generated forms of the large form's make, served by route interception on the host's origin. */
const KEYSTROKE_FORMS = [20, 200, 1000].map((fieldCount) => ({
  fieldCount,
  guid: `a1b2c3d4-b000-4000-8000-${String(fieldCount).padStart(12, '0')}`,
}));
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 120);

type Samples = { script: number[]; keystroke: number[] };

/**
 * Keystroke to commit with validation and the live email check on: real key presses into the
 * form's email field (its rules run and its debounced check is scheduled on every key), timed in
 * the page from the input event to the end of React's commit (the embed's own work), and from
 * keydown to the commit plus layout (what the visitor waits for, the browser's text editing and
 * style work on a long page included).
 */
async function printKeystrokeTimes(browser: Browser, hostUrl: string): Promise<void> {
  console.log(`\nKeystroke to commit in the email field (validation and email check on), mean of the middle 80 % of ${KEYSTROKES} keys:`);
  const results: { fieldCount: number; script: number; keystroke: number }[] = [];
  for (const { fieldCount, guid } of KEYSTROKE_FORMS) {
    const page = await browser.newPage();
    const definition = JSON.stringify(buildLargeFixture(fieldCount, guid));
    await page.route(`${hostUrl}/embed/v3/form/${LARGE_FORM_PORTAL_ID}/${guid}/json**`, (route) =>
      route.fulfill({ contentType: 'application/json', body: definition }),
    );
    const html = `<!DOCTYPE html><html><body><div id="t"></div><script src="${hostUrl}/embed.js"></script>
      <script>hbspt.forms.create({ portalId: '${LARGE_FORM_PORTAL_ID}', formId: '${guid}', target: '#t', renderFrame: false,
        onFormReady: () => { window.readyAt = performance.now(); } });</script></body></html>`;
    await page.route(`${hostUrl}/keystroke.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${hostUrl}/keystroke.html`);
    await page.waitForFunction(() => typeof (window as unknown as { readyAt?: number }).readyAt === 'number');
    const email = page.locator('input[name=email]');
    await email.fill('ada@example.com');
    // Warm up: the first keys pay for compiling the code paths a key takes.
    await email.focus();
    for (let key = 0; key < 20; key += 1) await page.keyboard.press('x');
    await page.evaluate(() => {
      const samples: Samples = { script: [], keystroke: [] };
      (window as unknown as { keySamples: Samples }).keySamples = samples;
      let keydownAt = 0;
      let inputAt = 0;
      document.addEventListener('keydown', () => (keydownAt = performance.now()), true);
      document.addEventListener('input', () => (inputAt = performance.now()), true);
      // React flushes a key's update in a microtask queued while the event ran; ours come after it.
      document.addEventListener('input', () =>
        queueMicrotask(() =>
          queueMicrotask(() => {
            samples.script.push(performance.now() - inputAt);
            void document.body.getBoundingClientRect().height;
            samples.keystroke.push(performance.now() - keydownAt);
          }),
        ),
      );
    });
    await email.focus();
    for (let key = 0; key < KEYSTROKES; key += 1) await page.keyboard.press('x');
    const samples = await page.evaluate(() => (window as unknown as { keySamples: Samples }).keySamples);
    if (samples.script.length !== KEYSTROKES) throw new Error(`expected ${KEYSTROKES} samples, got ${samples.script.length}`);
    results.push({ fieldCount, script: trimmedMean(samples.script), keystroke: trimmedMean(samples.keystroke) });
    await page.close();
  }
  const base = results[0]!;
  for (const { fieldCount, script, keystroke } of results) {
    console.log(
      `  ${String(fieldCount).padStart(5)} fields  input event to commit ${script.toFixed(2).padStart(6)} ms (x${(script / base.script).toFixed(2)})` +
        `   keydown to commit and layout ${keystroke.toFixed(2).padStart(6)} ms (x${(keystroke / base.keystroke).toFixed(2)})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
