import type { Browser } from '@playwright/test';
import { BENCH_PORTAL_ID, type BenchForm } from './bench-forms';
import { paintWatchScript } from './paint-watch';
import { startPageServer, type PageServer } from './page-server';
import { MARKS_PATH, readReportedMarks, reportMarksScript, type ReportedMarks } from './report-marks';
import { median } from './statistics';
import { openAsVisitor } from './visitor-browser';

export const STARTUP_VARIANTS = ['framed', 'in page', 'floor'] as const;
export type StartupVariant = (typeof STARTUP_VARIANTS)[number];

/** One fresh page's times, from navigation start. */
export interface StartupTimes {
  /** The frame that first shows the form's first field (there to type in) is painted. */
  firstField: number;
  /** The frame that first shows the form's last field is painted: the whole form is visible. */
  wholeFormVisible: number;
  /** The form can be used: the embed's `onFormReady`, the floor's first commit (every field in the DOM). */
  ready: number;
}

export interface StartupFigures {
  fieldCount: number;
  /** Medians per variant. */
  medians: Record<StartupVariant, StartupTimes>;
  /** Per variant, the median of each page's longest task in the second after ready (`ReportedMarks.longestTaskAfterReady`). */
  longestTaskAfterReady: Record<StartupVariant, number>;
  /** Per variant, how many of the pages first painted the host's markup (none for the floor). */
  fromMarkup: Record<StartupVariant, number>;
  /** Per variant, how many of those kept the markup's elements when React took the form over (no re-render). */
  keptMarkup: Record<StartupVariant, number>;
  runs: number;
}

/**
 * How the pages are opened: in Playwright's browser (a fresh context each, DevTools protocol
 * attached, as every run before), or as a visitor's browser opens them (`visitor-browser.ts`).
 */
export type StartupBrowser = { kind: 'devtools'; browser: Browser } | { kind: 'visitor' };

/** Each measure's median over the pages. */
export function startupMedians(pages: readonly StartupTimes[]): StartupTimes {
  return {
    firstField: median(pages.map((page) => page.firstField)),
    wholeFormVisible: median(pages.map((page) => page.wholeFormVisible)),
    ready: median(pages.map((page) => page.ready)),
  };
}

/** A page with one form of `form`, created with `extraOptions`; `window.readyAt` is its onFormReady time. */
export const embedPage = (hostUrl: string, form: BenchForm, extraOptions: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="t"></div>${watchOf(form)}<script src="${hostUrl}/embed.js"></script>
  <script>hbspt.forms.create({ portalId: '${BENCH_PORTAL_ID}', formId: '${form.guid}', target: '#t', ${extraOptions}
    onFormReady: () => { window.readyAt = performance.now(); } });</script></body></html>`;

/** The floor's page, its bundle served beside it (`bench-floor.js`). */
const floorPage = (form: BenchForm) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="t"></div>${watchOf(form)}
  <script>window.floorFields = ${JSON.stringify(form.floorFields)};</script><script src="/bench-floor.js"></script></body></html>`;

function watchOf(form: BenchForm): string {
  const first = form.floorFields[0];
  const last = form.floorFields[form.floorFields.length - 1];
  if (!first || !last) throw new Error(`the ${form.fieldCount}-field bench form has no fields`);
  return paintWatchScript(first.name, last.name);
}

/**
 * Time from navigation start to the first field visible, the whole form visible and the form
 * ready, for the embed (framed and in the page, its markup and definition fetched from the forms
 * host) and the floor (fields inline). Each page is fresh (a new browser context, or a new visitor's
 * browser; an empty cache) and posts its figures back (`report-marks.ts`); the variants take
 * turns, so a busy moment of the machine falls on all of them alike.
 */
export async function measureStartup(browser: StartupBrowser, hostUrl: string, forms: BenchForm[], floorBundle: string, runs: number): Promise<StartupFigures[]> {
  // Each page posts its marks back once its form is visible and ready.
  const reporting = (page: string) => page.replace('</body>', `${reportMarksScript()}</body>`);
  const pages: Record<StartupVariant, (form: BenchForm) => string> = {
    framed: (form) => reporting(embedPage(hostUrl, form, '')),
    'in page': (form) => reporting(embedPage(hostUrl, form, 'renderFrame: false,')),
    floor: (form) => reporting(floorPage(form)),
  };
  const site = await startPageServer();
  site.serve('/bench-floor.js', 'text/javascript', floorBundle);
  try {
    return await measureEachForm(browser, site, forms, pages, runs);
  } finally {
    await site.close();
  }
}

async function measureEachForm(
  browser: StartupBrowser,
  site: PageServer,
  forms: BenchForm[],
  pages: Record<StartupVariant, (form: BenchForm) => string>,
  runs: number,
): Promise<StartupFigures[]> {
  const figures: StartupFigures[] = [];
  for (const form of forms) {
    const times = { framed: [], 'in page': [], floor: [] } as Record<StartupVariant, ReportedMarks[]>;
    for (let run = 0; run < runs; run += 1) {
      for (const variant of STARTUP_VARIANTS) {
        site.serve('/bench.html', 'text/html', pages[variant](form));
        times[variant].push(await timePage(browser, site, '/bench.html').catch((error: unknown) => {
          throw new Error(`${variant}, ${form.fieldCount} fields: ${String(error)}`);
        }));
      }
    }
    const each = <T>(of: (pages: ReportedMarks[]) => T) =>
      Object.fromEntries(STARTUP_VARIANTS.map((variant) => [variant, of(times[variant])])) as Record<StartupVariant, T>;
    figures.push({
      fieldCount: form.fieldCount,
      medians: each(startupMedians),
      longestTaskAfterReady: each((pages) => median(pages.map((page) => page.longestTaskAfterReady))),
      fromMarkup: each((pages) => pages.filter((page) => page.firstFieldFromMarkup).length),
      keptMarkup: each((pages) => pages.filter((page) => page.firstFieldFromMarkup && page.firstFieldKept).length),
      runs,
    });
  }
  return figures;
}

/** How long a page may take to show and ready its form before the run stops. */
const PAGE_TIMEOUT_MS = 30_000;

/** Opens `pagePath` of `site` in a fresh page and answers what it posts once its form is visible and ready. */
async function timePage(browser: StartupBrowser, site: PageServer, pagePath: string): Promise<ReportedMarks> {
  const posted = site.nextPost(MARKS_PATH, PAGE_TIMEOUT_MS);
  if (browser.kind === 'visitor') {
    const close = openAsVisitor(site, pagePath);
    try {
      return readReportedMarks(await posted);
    } finally {
      await close();
    }
  }
  const page = await browser.browser.newPage();
  try {
    await page.goto(site.url(pagePath));
    return readReportedMarks(await posted);
  } finally {
    await page.close();
  }
}
