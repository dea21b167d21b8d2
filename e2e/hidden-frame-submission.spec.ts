import { expect, test, type Page, type Request } from '@playwright/test';
import config, { E2E_PORT } from '../playwright.config';
import { FORMS } from '../test/fixture-ids';
import { container, fillEveryStep, fillLegacy, framedFormThankYou, SUBMIT_ROUTE, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { storedSubmissions } from './support/owner-api';
import { openTestPage } from './support/test-page';

/** The forms host (and submissions origin); the page is on another origin, so messages cross origins. */
const FORMS_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const PAGE_ORIGIN = `http://localhost:${E2E_PORT}`;
const CROSS_ORIGIN_EMBED = `<script src="${FORMS_ORIGIN}/embed.js"></script>`;
/**
 * The test page is served by the browser's request interception, which Chromium counts as a
 * public page: its requests to the loopback host would be refused. A real site and forms host
 * are both public, so that check is off for these specs.
 */
const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] } });

/** Records the conversion id of every result-like message the page window receives (the embed listens on the same window). */
const MESSAGE_RECORDER = `<script>window.__messages = []; addEventListener('message', (event) => {
  if (event.data && typeof event.data.conversionId === 'string') __messages.push(event.data.conversionId);
});</script>`;

const LEGACY_THANK_YOU = 'Thanks for submitting the form.';

/** Records how each send of a submission went out: a frame navigation or a script call, and its header. */
function recordSends(page: Page): { navigation: boolean; header: string | undefined }[] {
  const sends: { navigation: boolean; header: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/submissions/v3/public/submit/formsnext/multipart/')) {
      sends.push({ navigation: request.isNavigationRequest(), header: request.headers()['idempotency-key'] });
    }
  });
  return sends;
}

test('a raw-HTML form posts natively into its hidden frame: one row, the thank-you', async ({ page, request }) => {
  const sends = recordSends(page);
  const { pageErrors } = await openTestPage(page, `${container(FORMS.legacyTheme)}${CROSS_ORIGIN_EMBED}`, { origin: PAGE_ORIGIN });
  const email = uniqueEmail('hidden-frame');
  const form = await fillLegacy(page, email);
  await form.locator('input[type=submit]').dblclick();
  await expect(page.locator('.submitted-message')).toHaveText(LEGACY_THANK_YOU);
  // One send, a navigation of the hidden frame: no fetch, no header.
  expect(sends).toEqual([{ navigation: true, header: undefined }]);
  const rows = (await storedSubmissions(request, FORMS.legacyTheme)).filter((row) => row.values.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.values).toEqual({
    firstname: '',
    lastname: '',
    email,
    '0-2/name': 'Analytical Engines',
    '0-2/numberofemployees': '',
    'TICKET.subject': 'Raw HTML ticket',
    'TICKET.hs_ticket_priority': 'HIGH',
    'TICKET.content': '',
  });
  expect(rows[0]!.context).toMatchObject({ source: 'forms-embed', pageUrl: expect.stringContaining(PAGE_ORIGIN) as unknown as string });
  // The post form is gone; the page keeps only the thank-you.
  await expect(page.locator('form')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a raw-HTML form submitted before the runtime arrives is posted once, into the hidden frame the form adds after taking its markup over', async ({ page, request }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/embed-runtime-[0-9a-f]{16}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const sends = recordSends(page);
  const { pageErrors } = await openTestPage(page, `${container(FORMS.legacyTheme)}${CROSS_ORIGIN_EMBED}`, { origin: PAGE_ORIGIN, waitUntil: 'domcontentloaded' });
  // The host's markup, shown before the runtime: no hidden frame in it.
  await expect(page.locator('[data-prerendered] form.hs-form')).toBeVisible();
  await expect(page.locator('iframe[name^="target_iframe_"]')).toHaveCount(0);
  const email = uniqueEmail('hidden-frame-early');
  const form = await fillLegacy(page, email);
  await form.locator('input[type=submit]').click();
  expect(sends).toEqual([]);

  release();
  await expect(page.locator('.submitted-message')).toHaveText(LEGACY_THANK_YOU);
  expect(sends).toEqual([{ navigation: true, header: undefined }]);
  const rows = (await storedSubmissions(request, FORMS.legacyTheme)).filter((row) => row.values.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.values).toMatchObject({ email, '0-2/name': 'Analytical Engines', 'TICKET.subject': 'Raw HTML ticket', 'TICKET.hs_ticket_priority': 'HIGH' });
  expect(pageErrors).toEqual([]);
});

test('forged results (wrong source, origin, guid or instance) are ignored; the real one is honoured', async ({ page, request }) => {
  /** Opened once every forgery sent while the send was open has reached the page. */
  let releaseSend!: () => void;
  const forgeriesSent = new Promise<void>((resolve) => (releaseSend = resolve));
  let sendArrived!: () => void;
  const sendOpen = new Promise<void>((resolve) => (sendArrived = resolve));
  const forged = (conversionId: string, overrides: Record<string, unknown> = {}) =>
    JSON.stringify({ accepted: true, formGuid: FORMS.legacyTheme, conversionId, inlineMessage: '<p>Forged thank-you</p>', ...overrides });

  await page.route(SUBMIT_ROUTE, async (route) => {
    sendArrived();
    await forgeriesSent;
    // The host's own page, from the right frame and origin, first posting two results for others.
    const response = await route.fetch();
    const html = await response.text();
    const instanceId = /"instanceId":"([^"]*)"/.exec(html)?.[1] ?? '';
    const foreign = `parent.postMessage(${forged('wrong-guid', { formGuid: FORMS.contact, instanceId })}, '*');` +
      `parent.postMessage(${forged('wrong-instance', { instanceId: `${instanceId}-other` })}, '*');`;
    await route.fulfill({ response, body: html.replace(/(<script nonce="[^"]+">)/, `$1${foreign}`) });
  });
  // A window of the submissions origin that is not the hidden frame.
  await page.route(`${FORMS_ORIGIN}/__forge/sibling.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<script>parent.postMessage(${forged('wrong-source')}, '*');</script>` }),
  );

  await openTestPage(page, `${MESSAGE_RECORDER}${container(FORMS.legacyTheme)}${CROSS_ORIGIN_EMBED}`, { origin: PAGE_ORIGIN });
  const email = uniqueEmail('forged');
  const form = await fillLegacy(page, email);
  await form.locator('input[type=submit]').click();
  await sendOpen;

  // Each forgery names this form and its instance: only where it comes from is wrong.
  const instanceId = await form.getAttribute('data-instance-id');
  await page.evaluate(
    ({ message, siblingUrl }) => {
      // The page itself (wrong source, wrong origin).
      window.postMessage({ ...message, conversionId: 'from-page' }, '*');
      // The hidden frame's window, still on its blank page of the page's origin (right source, wrong origin).
      const hidden = document.querySelector<HTMLIFrameElement>('iframe[name^="target_iframe_"]')!;
      const script = hidden.contentDocument!.createElement('script');
      script.textContent = `parent.postMessage(${JSON.stringify({ ...message, conversionId: 'wrong-origin' })}, '*');`;
      hidden.contentDocument!.body.appendChild(script);
      // Another frame of the submissions origin (right origin, wrong source).
      const sibling = document.createElement('iframe');
      sibling.src = siblingUrl;
      document.body.appendChild(sibling);
    },
    { message: { ...(JSON.parse(forged('')) as object), instanceId }, siblingUrl: `${FORMS_ORIGIN}/__forge/sibling.html` },
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { __messages: string[] }).__messages)).toEqual(['from-page', 'wrong-origin', 'wrong-source']);
  // All three reached the page while the send was open: none ended it.
  await expect(form).toBeVisible();
  await expect(page.locator('.submitted-message')).toHaveCount(0);

  releaseSend();
  await expect(page.locator('.submitted-message')).toHaveText(LEGACY_THANK_YOU);
  const seen = await page.evaluate(() => (window as unknown as { __messages: string[] }).__messages);
  expect(seen.slice(3, 5)).toEqual(['wrong-guid', 'wrong-instance']);
  const rows = (await storedSubmissions(request, FORMS.legacyTheme)).filter((row) => row.values.email === email);
  expect(rows).toHaveLength(1);
  expect(seen[5]).toBe(rows[0]!.conversionId);
});

test('a multi-page raw-HTML form in its isolated frame submits every page\'s values', async ({ page, request }) => {
  const sends = recordSends(page);
  await openTestPage(page, `${container(FORMS.rawHtmlMultiPage)}${CROSS_ORIGIN_EMBED}`, { origin: PAGE_ORIGIN });
  const form = framedForm(page);
  const email = uniqueEmail('hidden-frame-pages');
  await fillEveryStep(form, email, 'Every page, natively');
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toHaveText('Thanks! Your raw-HTML request is in.');
  expect(sends).toEqual([{ navigation: true, header: undefined }]);
  const rows = (await storedSubmissions(request, FORMS.rawHtmlMultiPage)).filter((row) => row.values.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.values).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', email, company: 'Analytical Engines', message: 'Every page, natively' });
  expect(rows[0]!.values.numemployees).not.toBe('');
});
