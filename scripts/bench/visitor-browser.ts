import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/support/chromium-executable';
import type { PageServer } from './page-server';

/** The page a visitor's browser shows first, so the measured page does not pay for the browser's own start. */
const WARM_UP_PATH = '/warm-up.html';
/** How long the warm-up page stays before it goes on to the measured page. */
const WARM_UP_MS = 600;

/**
 * The address bar's suggestion popup, a page of the browser's own (chrome://omnibox-popup), which
 * the browser builds as it starts: some 400 files and 2-4 s of a core after the launch, so on this
 * 2-core machine it ran beside the measured page, not before it. A visitor's browser built it when
 * it was opened, long before they came to the site; turned off here, the page runs as it would there.
 */
const BROWSER_START_WORK_OFF = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

const warmUpPage = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
<p>Warming up: <b>text</b> <input placeholder="text"> <select><option>option</option></select> <textarea></textarea></p>
<script>setTimeout(function () { location.replace(new URLSearchParams(location.search).get('next')); }, ${WARM_UP_MS});</script></body></html>`;

/**
 * Opens `pagePath` of `site` in Chromium as a visitor's browser runs it: a process of its own with
 * a fresh profile and no DevTools protocol attached. With Playwright's session attached, V8
 * captures a stack trace with source positions for every Error created (React creates five as its
 * module loads), and the browser one for every request: 90-160 ms here at React's set-up (200 fields), which no
 * visitor pays. The browser first shows a warm-up page of the same site (text, controls, a script),
 * then goes on to the measured page, with its own suggestion popup off (`BROWSER_START_WORK_OFF`). Answers a function that ends the browser.
 */
export function openAsVisitor(site: PageServer, pagePath: string): () => Promise<void> {
  site.serve(WARM_UP_PATH, 'text/html', warmUpPage);
  const profile = mkdtempSync(join(tmpdir(), 'bench-visitor-'));
  const browser = spawn(
    chromiumExecutable(),
    [...CHROMIUM_ARGS, '--headless=new', BROWSER_START_WORK_OFF, `--user-data-dir=${profile}`, '--no-first-run', '--window-size=1280,720', site.url(`${WARM_UP_PATH}?next=${encodeURIComponent(pagePath)}`)],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  return async () => {
    browser.kill('SIGKILL');
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // The killed browser's last writes may still be landing: a folder left in tmp is no failure.
    }
  };
}
