import type { Browser } from '@playwright/test';
import { BENCH_PORTAL_ID, type BenchForm } from './bench-forms';
import { median } from './statistics';

export type StartupVariant = 'embed' | 'embed, in page' | 'floor';

export interface StartupFigures {
  fieldCount: number;
  /** Median milliseconds from navigation start to an interactive form, per variant. */
  medians: Record<StartupVariant, number>;
}

/**
 * Time from navigation start until the form is interactive, each run on a fresh page (new
 * browser context, empty cache): for the embed, `onFormReady` (called once the form's fields are
 * committed to the DOM), the definition fetched from the forms host; for the floor, its first
 * commit, fields inline.
 */
export async function measureStartup(browser: Browser, hostUrl: string, forms: BenchForm[], floorBundle: string, runs: number): Promise<StartupFigures[]> {
  const pages: Record<StartupVariant, (form: BenchForm) => string> = {
    embed: (form) => embedPage(hostUrl, form, ''),
    'embed, in page': (form) => embedPage(hostUrl, form, 'renderFrame: false,'),
    floor: (form) => `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="t"></div>
      <script>window.floorFields = ${JSON.stringify(form.floorFields)};</script><script src="${hostUrl}/bench-floor.js"></script></body></html>`,
  };
  const figures: StartupFigures[] = [];
  for (const form of forms) {
    const medians = {} as Record<StartupVariant, number>;
    for (const [variant, html] of Object.entries(pages) as [StartupVariant, (form: BenchForm) => string][]) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        times.push(await timeToInteractive(browser, hostUrl, html(form), floorBundle).catch((error: unknown) => {
          throw new Error(`${variant}, ${form.fieldCount} fields: ${String(error)}`);
        }));
      }
      medians[variant] = median(times);
    }
    figures.push({ fieldCount: form.fieldCount, medians });
  }
  return figures;
}

const embedPage = (hostUrl: string, form: BenchForm, extraOptions: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="t"></div><script src="${hostUrl}/embed.js"></script>
  <script>hbspt.forms.create({ portalId: '${BENCH_PORTAL_ID}', formId: '${form.guid}', target: '#t', ${extraOptions}
    onFormReady: () => { window.readyAt = performance.now(); } });</script></body></html>`;

async function timeToInteractive(browser: Browser, hostUrl: string, html: string, floorBundle: string): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.route(`${hostUrl}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.route(`${hostUrl}/bench-floor.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: floorBundle }));
    await page.goto(`${hostUrl}/bench.html`);
    await page.waitForFunction(() => typeof (window as unknown as { readyAt?: number }).readyAt === 'number', undefined, { timeout: 30_000 });
    return await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt);
  } finally {
    await page.close();
  }
}
