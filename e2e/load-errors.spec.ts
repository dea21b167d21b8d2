import { expect, test, type Page } from '@playwright/test';
import { DEFINITION_LOAD_BUDGET_MS } from '../src/core/definition-request';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string, portalId = PORTAL_ID) =>
  `<div class="hs-form-frame" data-portal-id="${portalId}" data-form-id="${formId}"></div>`;

// Spec section 8, definition-load table: each row shows its own panel.
const ROWS = [
  { name: 'HTTP 404', formId: FORMS.notFound, code: 'DEFINITION_NOT_FOUND', title: 'Looks like a form is missing here' },
  { name: 'no definition at all', formId: FORMS.noFile, code: 'DEFINITION_NOT_FOUND', title: 'Looks like a form is missing here' },
  { name: "400 containing 'form guid'", formId: FORMS.invalidGuid, code: 'INVALID_FORM_GUID', title: 'Looks like a form is missing here' },
  { name: '400 unsupported type', formId: FORMS.notEmbeddable, code: 'NON_EMBEDDABLE_FORM', title: 'This form cannot be shown here' },
  { name: '400 bot block', formId: FORMS.bot, code: 'IP_ADDRESS_IS_PROBABLY_A_BOT', title: 'This form is unavailable' },
  { name: '400 period ended', formId: FORMS.periodEnded, code: 'SUBMISSION_PERIOD_ENDED', title: 'This form is closed' },
  { name: '429 rate limited', formId: FORMS.rateLimited, code: 'RATE_LIMIT_EXCEEDED', title: 'This form is busy' },
  { name: 'primary and fallback both fail', formId: FORMS.bothFail, code: 'FALLBACK_DEFINITION_FAILURE', title: 'Looks like a form is missing here' },
];

for (const row of ROWS) {
  test(`${row.name} shows the ${row.code} panel`, async ({ page }) => {
    const { pageErrors } = await openTestPage(page, `${container(row.formId)}${EMBED_SCRIPT}`);
    const panel = page.locator('.hs-form-missing');
    await expect(panel).toHaveAttribute('data-render-error', row.code);
    await expect(panel.locator('.hs-form-missing-title')).toHaveText(row.title);
    await expect(panel).toHaveAttribute('role', 'alert');
    await expect(page.locator('form')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test('a non-numeric portal id is rejected before any request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openTestPage(page, `${container(FORMS.contact, '12ab')}${EMBED_SCRIPT}`);
  await expect(page.locator('.hs-form-missing')).toHaveAttribute('data-render-error', 'INVALID_PORTAL_ID');
  expect(requests.filter((url) => url.includes('/embed/v3/form/'))).toEqual([]);
});

test('a form id that is not a GUID is rejected before any request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openTestPage(page, `${container('not-a-guid')}${EMBED_SCRIPT}`);
  await expect(page.locator('.hs-form-missing')).toHaveAttribute('data-render-error', 'INVALID_FORM_GUID');
  expect(requests.filter((url) => url.includes('/embed/v3/form/'))).toEqual([]);
});

test('an unknown primary failure falls back to the .json.gz copy, reporting the render error first', async ({ page }) => {
  const fallbackRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.json.gz')) fallbackRequests.push(new URL(request.url()).pathname);
  });
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>
      window.events = [];
      window.messages = [];
      window.addEventListener('message', (event) => {
        if (event.data && event.data.type === 'hsFormCallback') messages.push(event.data.eventName + ':' + ((event.data.data && (event.data.data.code || event.data.data.eventName)) || ''));
      });
      hbspt.forms.create({
        portalId: '${PORTAL_ID}', formId: '${FORMS.fallbackWorks}', target: '#target', renderFrame: false,
        onRenderError: (error) => events.push('renderError:' + error.code),
        onFormDefinitionFetchSuccess: () => events.push('fetchSuccess'),
        onFormReady: () => events.push('ready'),
      });
    </script>`,
  );
  await expect(page.locator('#target form.hs-form')).toBeVisible();
  expect(fallbackRequests).toEqual([`/${PORTAL_ID}/${FORMS.fallbackWorks}.json.gz`]);
  expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([
    'renderError:DEFINITION_FAILURE',
    'fetchSuccess',
    'ready',
  ]);
  // The same lifecycle reaches listeners of hsFormCallback window messages.
  await expect.poll(() => page.evaluate(() => (window as unknown as { messages: string[] }).messages)).toEqual([
    'onBeforeFormInit:',
    'onRenderError:DEFINITION_FAILURE',
    'onAnalyticEvent:FALLBACK_DEFINITION_SUCCESS',
    'onAnalyticEvent:RENDER_SUCCESS',
    'onFormReady:',
    'onReady:',
  ]);
});

const CLOCK_START = Date.UTC(2026, 0, 1);

/** Opens `formId` on a page whose clock is fake and which notes when the panel or a form appears. */
async function openTimed(page: Page, formId: string) {
  const fallbackRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.json.gz')) fallbackRequests.push(request.url());
  });
  // Fake time, paused: the page's clock and the embed's timeouts move only as the spec says
  // (an installed clock left running also moves with real time, which a busy machine stretches).
  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1_000);
  await openTestPage(
    page,
    `<script>
      window.startedAt = Date.now();
      // Shown: laid out (the isolated frame is made hidden while the definition is on its way).
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('.hs-form-missing, form.hs-form, iframe.hs-form-iframe')].some((element) => element.getClientRects().length > 0);
        if (!window.shownAt && shown) window.shownAt = Date.now();
      }).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    </script>${container(formId)}${EMBED_SCRIPT}`,
  );
  const shownAfter = () =>
    page.evaluate(() => {
      const times = window as unknown as { startedAt: number; shownAt: number };
      return times.shownAt - times.startedAt;
    });
  return { fallbackRequests, shownAfter };
}

test('a host that never answers ends in the error panel within 10 s in total, not 10 s plus 10 s for the fallback', async ({ page }) => {
  const { fallbackRequests, shownAfter } = await openTimed(page, FORMS.hanging);
  await expect(page.locator('.hs-form-loading')).toBeVisible();
  await expect(page.locator('.hs-form-loading')).toHaveAttribute('aria-busy', 'true');
  // The primary call gets 7 s of the 10, then the fallback (which hangs too here) the other 3.
  await page.clock.runFor(7_100);
  await expect.poll(() => fallbackRequests.length).toBe(1);
  await page.clock.runFor(1_900);
  await expect(page.locator('.hs-form-loading')).toBeVisible();
  await page.clock.runFor(1_100);
  await expect(page.locator('.hs-form-missing')).toHaveAttribute('data-render-error', 'FALLBACK_DEFINITION_FAILURE');
  await expect(page.locator('.hs-form-loading')).toHaveCount(0);
  expect(await shownAfter()).toBeGreaterThanOrEqual(10_000);
  expect(await shownAfter()).toBeLessThan(11_000);
});

test('a primary host that does not answer leaves the fallback copy its turn: the form shows from it', async ({ page }) => {
  const { fallbackRequests, shownAfter } = await openTimed(page, FORMS.slowWithFallback);
  await page.clock.runFor(7_100);
  // The fixture's theme puts it in the isolated frame.
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  expect(fallbackRequests).toHaveLength(1);
  expect(await shownAfter()).toBeLessThan(DEFINITION_LOAD_BUDGET_MS);
});

test('unpublished forms load only when the page asks with allowUnpublished=true', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.unpublished)}${EMBED_SCRIPT}`);
  await expect(page.locator('.hs-form-missing')).toHaveAttribute('data-render-error', 'DEFINITION_NOT_FOUND');

  const definitionUrls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/embed/v3/form/')) definitionUrls.push(request.url());
  });
  await openTestPage(page, `${container(FORMS.unpublished)}${EMBED_SCRIPT}`, { query: '?allowUnpublished=true' });
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  expect(definitionUrls.some((url) => new URL(url).searchParams.get('allowUnpublished') === 'true')).toBe(true);
});
