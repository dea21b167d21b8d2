import { expect, test, type Request } from '@playwright/test';
import { DEFINITION_LOAD_BUDGET_MS } from '../src/core/definition-request';
import { messages as german } from '../src/i18n/locales/de';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { framedForm, frameOf } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** The runtime embed.js adds (`embed-runtime-{hash}.js`). */
const RUNTIME = /\/embed-runtime-[0-9a-f]{16}\.js$/;
const isRuntime = (url: string) => RUNTIME.test(new URL(url).pathname);
/** The definition request: alone (…/json), or with the host's markup (…/rendered). */
const isDefinition = (request: Request) => [`/embed/v3/form/${PORTAL_ID}/${FORMS.contact}/json`, `/embed/v3/form/${PORTAL_ID}/${FORMS.contact}/rendered`].includes(new URL(request.url()).pathname);

/** The queue stub of the README, for pages that call `create` before embed.js has loaded. */
const QUEUE_STUB = 'window.hbspt=window.hbspt||{};hbspt.forms=hbspt.forms||{create:function(o){(hbspt.forms.q=hbspt.forms.q||[]).push(o)}};';

test('a create call queued by the stub before the embed.js tag mounts its form and fires onFormReady', async ({ page }) => {
  const { pageErrors } = await openTestPage(
    page,
    `<div id="early"></div>
    <script>${QUEUE_STUB}
    hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#early', onFormReady: function () { window.readyFired = true; } });</script>
    ${EMBED_SCRIPT}`,
  );
  await expect(framedForm(page).locator('input[name=email]')).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { readyFired?: boolean }).readyFired === true);
  expect(pageErrors).toEqual([]);
});

test('the definition request starts before the runtime has run, and the form fetches it only once', async ({ page }) => {
  const definitionRequests: string[] = [];
  page.on('request', (request) => {
    if (isDefinition(request)) definitionRequests.push(request.url());
  });
  // The runtime is held back until the definition has been asked for: were the definition asked
  // for only once the runtime ran, the form would never show.
  let definitionAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (definitionAsked = resolve));
  page.on('request', (request) => {
    if (isDefinition(request)) definitionAsked();
  });
  await page.route((url) => isRuntime(url.href), async (route) => {
    await asked;
    await route.continue();
  });
  const { pageErrors } = await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  await expect(framedForm(page).locator('input[name=email]')).toBeVisible();
  // The form shows what its store read: the store's own load, a second request if any, is over.
  expect(definitionRequests).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});

test('with the runtime file refused, the container shows the load-error panel and onFormReady never fires', async ({ page }) => {
  await page.route((url) => isRuntime(url.href), (route) => route.abort('blockedbyclient'));
  // No host markup, so nothing shows before the panel (a runtime refused after markup: e2e/instant-form.spec.ts).
  await page.route((url) => url.pathname.endsWith('/rendered'), (route) => route.fulfill({ status: 404, body: '{"status":"error","message":"resource not found"}' }));
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#target', onFormReady: function () { window.readyFired = true; } });</script>`,
  );
  const panel = page.locator('#target .hs-form-missing');
  await expect(panel).toHaveAttribute('data-render-error', 'DEFINITION_FAILURE');
  await expect(panel).toContainText('The form could not be loaded because of a system error');
  expect(await page.evaluate(() => (window as unknown as { readyFired?: boolean }).readyFired ?? false)).toBe(false);
});

test("with the runtime file never answering, the form shown from the host's markup says within 10 s that it cannot be sent", async ({ page }) => {
  await page.clock.install();
  // Held for good: the route is never fulfilled.
  await page.route((url) => isRuntime(url.href), () => undefined);
  // The page's load event waits for the runtime script, which never comes.
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`, { waitUntil: 'domcontentloaded' });
  const form = framedForm(page);
  await expect(form.locator('input[name=email]')).toBeVisible();
  const notice = frameOf(page).locator('.hs-form-unfinished[role=alert]');
  // The loader gives up on the runtime once the load budget has passed since it started: the page's clock is moved on by it.
  await page.clock.fastForward(DEFINITION_LOAD_BUDGET_MS);
  await expect(notice).toContainText('This form could not finish loading');
  await expect(form.locator('input[type=submit]')).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { readyFired?: boolean }).readyFired ?? false)).toBe(false);
});

test("with the runtime file never answering, a German form's notice is in German, as the host sent it with the markup", async ({ page }) => {
  await page.clock.install();
  await page.route((url) => isRuntime(url.href), () => undefined);
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#target', locale: 'de' });</script>`,
    { waitUntil: 'domcontentloaded' },
  );
  // The host's markup, in German (the form's own button text stays its own).
  await expect(frameOf(page).locator('html')).toHaveAttribute('lang', 'de');
  const notice = frameOf(page).locator('.hs-form-unfinished[role=alert]');
  await page.clock.fastForward(DEFINITION_LOAD_BUDGET_MS);
  await expect(notice.locator('.hs-form-missing-title')).toHaveText(german.unfinishedFormTitle);
  await expect(notice.locator('.hs-form-missing-message')).toHaveText(german.unfinishedFormMessage);
  await expect(framedForm(page).locator('input[type=submit]')).toBeDisabled();
});
