import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { openTestPage } from './support/test-page';

/** The pinned embed.js of the last build and its Subresource Integrity hash (written by `npm run build`). */
const pinned = JSON.parse(readFileSync('dist/pinned.json', 'utf8')) as { path: string; integrity: string };
const pinnedScript = `<script src="${pinned.path}" integrity="${pinned.integrity}" crossorigin="anonymous" onerror="window.embedRefused = true"></script>`;

test('the pinned snippet with integrity loads the form, and its on-demand files come from the same immutable folder', async ({ page }) => {
  const folder = pinned.path.slice(0, pinned.path.lastIndexOf('/') + 1);
  const cacheControl = page.waitForResponse((response) => response.url().endsWith(pinned.path)).then((response) => response.headers()['cache-control']);
  const styles = page.waitForRequest((request) => request.url().endsWith('embed-styles.js'));
  const { pageErrors } = await openTestPage(page, `${container(FORMS.contact)}${pinnedScript}`);
  await expect(framedForm(page).locator('input[name=email]')).toBeVisible();
  expect(await cacheControl).toBe('public, max-age=31536000, immutable');
  expect(new URL((await styles).url()).pathname).toBe(`${folder}embed-styles.js`);
  expect(pageErrors).toEqual([]);
});

test('a pinned embed.js that was tampered with is refused by the browser', async ({ page }) => {
  await page.route(`**${pinned.path}`, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\nwindow.tampered = true;` });
  });
  await openTestPage(page, `${container(FORMS.contact)}${pinnedScript}`);
  await page.waitForFunction(() => (window as unknown as { embedRefused?: boolean }).embedRefused === true);
  expect(await page.evaluate(() => ({
    ran: (window as unknown as { tampered?: boolean }).tampered ?? false,
    hbspt: typeof (window as unknown as { hbspt?: unknown }).hbspt,
  }))).toEqual({ ran: false, hbspt: 'undefined' });
  await expect(page.locator('.hbspt-form')).toHaveCount(0);
});

test('the pinned embed.js adds its runtime with integrity: a tampered runtime is refused and the load-error panel shows', async ({ page }) => {
  const folder = pinned.path.slice(0, pinned.path.lastIndexOf('/') + 1);
  const isPinnedRuntime = (url: URL) => url.pathname.startsWith(`${folder}embed-runtime-`) && url.pathname.endsWith('.js');
  await page.route(isPinnedRuntime, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\nwindow.tampered = true;` });
  });
  // No host markup: this form has only the runtime to show it (e2e/instant-form.spec.ts covers a refused runtime after markup).
  await page.route((url) => url.pathname.endsWith('/rendered'), (route) => route.fulfill({ status: 404, body: '{"status":"error","message":"resource not found"}' }));
  await openTestPage(page, `${container(FORMS.contact)}${pinnedScript}`);
  await expect(page.locator('.hs-form-frame .hs-form-missing')).toHaveAttribute('data-render-error', 'DEFINITION_FAILURE');
  expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered ?? false)).toBe(false);
});
