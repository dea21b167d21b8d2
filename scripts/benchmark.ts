/**
 * Size and speed figures of the embed, printed (not asserted): `npm run bench`.
 * - the gzip and raw size of every built file (run `npm run build` first);
 * - in headless Chromium against a local forms host: the time from navigation start to
 *   onFormReady for a small, a 20-field and a 200-field form (median of several runs), and
 *   the time React takes to commit one keystroke in the 200-field form.
 */
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumExecutable } from '../e2e/support/chromium-executable';
import { startFormsHost } from '../server/start-forms-host';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FORMS = {
  'contact (5 fields)': 'a1b2c3d4-0001-4000-8000-000000000001',
  'all fields (26 fields)': 'a1b2c3d4-0002-4000-8000-000000000002',
  'large (200 fields)': 'a1b2c3d4-0011-4000-8000-000000000011',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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

    const page = await browser.newPage();
    await page.goto(`${host.url}/large-form.html`);
    const frame = page.frameLocator('iframe.hs-form-iframe');
    const input = frame.locator('input.hs-input[type=text]').first();
    await input.waitFor();
    const keystrokeMs = await input.evaluate(async (element) => {
      const field = element as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const samples: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const start = performance.now();
        setter.call(field, `${field.value}x`);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 0));
        samples.push(performance.now() - start);
      }
      samples.sort((a, b) => a - b);
      return samples[Math.floor(samples.length / 2)]!;
    });
    console.log(`\nOne keystroke in the 200-field form, input event to committed update (median of 30): ${keystrokeMs.toFixed(2)} ms`);
  } finally {
    await browser.close();
    await host.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
