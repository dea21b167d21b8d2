/**
 * Full-page screenshots of demo pages in headless Chromium at a desktop and a phone width:
 * `npm run screenshots` (after `npm run build`) writes the pages the docs show to
 * `docs/screenshots/{page}-{width}.png`. `npm run screenshots -- --all --out /tmp/shots` takes
 * every demo page of `public/` instead, into another folder (for a look, not for the docs).
 * Either way it also shoots the site owner's bakery page (`public/site/`, served from the host's
 * second origin, its forms in the `inherit` theme): the whole page as `bakery-{width}.png` and its
 * dark evening section, where the forms take their dark variant, as `bakery-dark-{width}.png`.
 *
 * It starts its own forms host (and its second origin) on free ports over a throwaway data folder,
 * and waits for every form on a page (in the page and in isolated frames) to leave its loading
 * state before it shoots.
 */
import type { Browser, Page } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, screenshotAt, startDemoHost } from './demo-host';

const WIDTHS = [1280, 375] as const;
/** The pages the docs show; the right-to-left demo only once it exists. */
const DOCS_PAGES = ['all-fields', 'legal-consent', 'right-to-left'];
/** The bakery page's file names, and its dark section. */
const SITE_PAGE = 'bakery';
const SITE_DARK_SECTION = '#evening';

const { values: args } = parseArgs({
  options: { all: { type: 'boolean', default: false }, out: { type: 'string', default: 'docs/screenshots' } },
});

function pagesToShoot(): string[] {
  const demoPages = readdirSync('public')
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.slice(0, -'.html'.length));
  if (args.all) return demoPages;
  return DOCS_PAGES.filter((name) => {
    if (demoPages.includes(name)) return true;
    console.log(`  skipped ${name}: public/${name}.html does not exist`);
    return false;
  });
}

/** True once no frame of the page shows a loading placeholder and every form container has content. */
async function formsSettled(page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    const settled = await frame
      .evaluate(() => document.querySelector('.hs-form-loading') === null && document.readyState === 'complete')
      .catch(() => false);
    if (!settled) return false;
  }
  return true;
}

/** Waits until the page has drawn two more frames: what was just changed is laid out and painted. */
const twoFramesDrawn = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function waitForForms(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const deadline = Date.now() + 15_000;
  while (!(await formsSettled(page))) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: forms still loading after 15 s`);
    await page.waitForTimeout(100);
  }
  // On-demand files (date picker, sanitiser) a mounted form asked for, then fonts and frame resizes.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await twoFramesDrawn(page);
}

/**
 * Makes the window as tall as the page, so that every row of a long form is in view and drawn: a
 * form's far rows are drawn only near the viewport (`content-visibility: auto`,
 * `src/ui/styles/far-rows.ts`), which a full-page screenshot of an 800 px window does not move,
 * and the rows below it came out blank.
 */
async function showWholePage(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await twoFramesDrawn(page);
}

/** The bakery page whole, then its dark section alone. */
async function shootBakery(browser: Browser, url: string, width: number, outDir: string): Promise<void> {
  await screenshotAt(browser, width, join(outDir, `${SITE_PAGE}-${width}.png`), async (page) => {
    await page.goto(url);
    await waitForForms(page);
    await showWholePage(page);
  });
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  try {
    await page.goto(url);
    await waitForForms(page);
    const file = join(outDir, `${SITE_PAGE}-dark-${width}.png`);
    await page.locator(SITE_DARK_SECTION).screenshot({ path: file });
    console.log(`  ${file}`);
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const outDir = args.out;
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-screenshots-'));
  // The demo pages as `npm start` shows them: the demo portal's forms with their scopes, and the bakery on a second origin.
  const host = await startDemoHost(dataDir, { sitePort: 0 });
  const browser = await launchChromium();
  try {
    if (!existsSync('dist/embed.js')) throw new Error('dist/embed.js is missing: run npm run build first');
    for (const name of pagesToShoot()) {
      for (const width of WIDTHS) {
        await screenshotAt(browser, width, join(outDir, `${name}-${width}.png`), async (page) => {
          await page.goto(`${host.url}/${name}.html`);
          await waitForForms(page);
          await showWholePage(page);
        });
      }
    }
    if (!host.siteUrl) throw new Error('the forms host did not start its second origin for the bakery page');
    for (const width of WIDTHS) await shootBakery(browser, `${host.siteUrl}/`, width, outDir);
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
