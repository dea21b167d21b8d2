import type { Browser } from '@playwright/test';
import { BENCH_PORTAL_ID, type BenchForm } from './bench-forms';
import { median } from './statistics';

export type StartupVariant = 'embed' | 'embed, in page' | 'floor';

export interface StartupTimes {
  /** Navigation start to the frame that first paints the form's first field (there to type in). */
  firstField: number;
  /** Navigation start to every field in the page: the embed's onFormReady, the floor's commit. */
  wholeForm: number;
}

export interface StartupFigures {
  fieldCount: number;
  /** Medians per variant. */
  medians: Record<StartupVariant, StartupTimes>;
}

/**
 * Watches, frame by frame, for the first field in the page or in the form's frame: an animation
 * frame callback runs just before the browser paints, so the first one that finds the field is the
 * frame that shows it.
 */
const WATCH_FIRST_FIELD = `<script>(function watch() {
  var frame = document.querySelector('iframe.hs-form-iframe');
  var doc = frame && frame.contentDocument || document;
  if (doc.querySelector('[name=email]')) window.firstFieldAt = performance.now();
  else requestAnimationFrame(watch);
})();</script>`;

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
    floor: (form) => `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="t"></div>${WATCH_FIRST_FIELD}
      <script>window.floorFields = ${JSON.stringify(form.floorFields)};</script><script src="${hostUrl}/bench-floor.js"></script></body></html>`,
  };
  const figures: StartupFigures[] = [];
  for (const form of forms) {
    const medians = {} as Record<StartupVariant, StartupTimes>;
    for (const [variant, html] of Object.entries(pages) as [StartupVariant, (form: BenchForm) => string][]) {
      const times: StartupTimes[] = [];
      for (let run = 0; run < runs; run += 1) {
        times.push(await timeToInteractive(browser, hostUrl, html(form), floorBundle).catch((error: unknown) => {
          throw new Error(`${variant}, ${form.fieldCount} fields: ${String(error)}`);
        }));
      }
      medians[variant] = { firstField: median(times.map((time) => time.firstField)), wholeForm: median(times.map((time) => time.wholeForm)) };
    }
    figures.push({ fieldCount: form.fieldCount, medians });
  }
  return figures;
}

/** A page with one form of `form`, created with `extraOptions`; `window.readyAt` is its onFormReady time. */
export const embedPage = (hostUrl: string, form: BenchForm, extraOptions: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="t"></div>${WATCH_FIRST_FIELD}<script src="${hostUrl}/embed.js"></script>
  <script>hbspt.forms.create({ portalId: '${BENCH_PORTAL_ID}', formId: '${form.guid}', target: '#t', ${extraOptions}
    onFormReady: () => { window.readyAt = performance.now(); } });</script></body></html>`;

async function timeToInteractive(browser: Browser, hostUrl: string, html: string, floorBundle: string): Promise<StartupTimes> {
  const page = await browser.newPage();
  try {
    await page.route(`${hostUrl}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.route(`${hostUrl}/bench-floor.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: floorBundle }));
    await page.goto(`${hostUrl}/bench.html`);
    type Marks = { readyAt?: number; firstFieldAt?: number };
    await page.waitForFunction(() => typeof (window as Marks).readyAt === 'number' && typeof (window as Marks).firstFieldAt === 'number', undefined, { timeout: 30_000 });
    const marks = await page.evaluate(() => ({ readyAt: (window as Marks).readyAt!, firstFieldAt: (window as Marks).firstFieldAt! }));
    return { firstField: marks.firstFieldAt, wholeForm: marks.readyAt };
  } finally {
    await page.close();
  }
}
