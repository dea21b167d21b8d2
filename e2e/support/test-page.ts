import type { Page } from '@playwright/test';

/**
 * Serves `body` as an HTML page at `path` on the forms host's origin (through route
 * interception, so specs keep their page next to their assertions) and opens it. Every
 * uncaught page error is collected: a spec asserts the host page saw none.
 */
export async function openTestPage(page: Page, body: string, options: { path?: string; query?: string } = {}) {
  const path = options.path ?? `/__test/${Math.random().toString(36).slice(2)}.html`;
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route(`**${path}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Test page</title></head><body>${body}</body></html>` }),
  );
  await page.goto(`${path}${options.query ?? ''}`);
  return { pageErrors };
}

export const EMBED_SCRIPT = '<script src="/embed.js"></script>';

export const PORTAL_ID = '123456';

/** The form element of a form, in the page or inside its isolated frame. */
export function formLocator(page: Page, containerSelector: string) {
  const container = page.locator(containerSelector);
  return {
    container,
    inPage: container.locator('form.hs-form'),
    inFrame: container.frameLocator('iframe.hs-form-iframe').locator('form.hs-form'),
  };
}
