import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium-executable';
import { DEMO_PORTAL_SCOPES } from '../server/domain/forms/portal-scopes';
import type { FormsHost, FormsHostOptions } from '../server/host-options';
import { startFormsHost } from '../server/start-forms-host';

/**
 * The forms host as `npm start` shows it (the fixture forms with the demo portal's scopes, the
 * built embed and console, the demo pages) on a free port of 127.0.0.1, over `dataDir`: for the
 * scripts that drive it in Chromium (screenshots, benchmarks).
 */
export function startDemoHost(dataDir: string, extra: Partial<FormsHostOptions> = {}): Promise<FormsHost> {
  return startFormsHost({
    port: 0,
    host: '127.0.0.1',
    formsDir: 'fixtures/forms',
    publicDir: 'public',
    distDir: 'dist',
    dataDir,
    portalScopes: DEMO_PORTAL_SCOPES,
    ...extra,
  });
}

/** Headless Chromium as the browser specs start it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** A full-page screenshot at `width` (800 px high) of the page `reach` brings a fresh tab to, written to `file` and printed. */
export async function screenshotAt(browser: Browser, width: number, file: string, reach: (page: Page) => Promise<void>): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  try {
    await reach(page);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  ${file}`);
  } finally {
    await page.close();
  }
}
