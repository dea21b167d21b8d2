import type { Page } from '@playwright/test';

/**
 * Serves `body` as an HTML page at `path` on the forms host's origin (through route
 * interception, so specs keep their page next to their assertions) and opens it. Every
 * uncaught page error is collected: a spec asserts the host page saw none.
 */
export async function openTestPage(
  page: Page,
  body: string,
  options: { path?: string; query?: string; origin?: string; waitUntil?: 'load' | 'domcontentloaded' } = {},
) {
  const path = options.path ?? `/__test/${Math.random().toString(36).slice(2)}.html`;
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route((url) => url.pathname === path, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Test page</title></head><body>${body}</body></html>` }),
  );
  // `origin` opens the page on another name of the forms host (e.g. http://localhost:{port}).
  // `domcontentloaded` for a page whose load event waits on a script a spec holds back.
  await page.goto(`${options.origin ?? ''}${path}${options.query ?? ''}`, { waitUntil: options.waitUntil ?? 'load' });
  return { pageErrors };
}

export const EMBED_SCRIPT = '<script src="/embed.js"></script>';

export const PORTAL_ID = '123456';

export type Shown = 'form in page' | 'form in frame' | 'panel' | 'loading' | 'nothing';

/** What a container shows now: a form in the page, a form in its frame, the panel, or the placeholder. */
export function shownIn(page: Page, containerSelector: string): Promise<Shown> {
  return page.evaluate((selector) => {
    const container = document.querySelector(selector);
    if (!container) return 'nothing';
    if (container.querySelector('form.hs-form')) return 'form in page';
    const frame = container.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe');
    if (frame?.contentDocument?.querySelector('form.hs-form')) return 'form in frame';
    if (container.querySelector('.hs-form-missing')) return 'panel';
    if (container.querySelector('.hs-form-loading')) return 'loading';
    return 'nothing';
  }, containerSelector) as Promise<Shown>;
}
