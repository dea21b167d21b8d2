import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { uniqueEmail } from './support/contact-form';
import { E2E_ADMIN_TOKEN, storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** The runtime embed.js adds (`embed-runtime-{hash}.js`). */
const isRuntime = (url: URL) => /\/embed-runtime-[0-9a-f]{16}\.js$/.test(url.pathname);
const isRendered = (url: URL) => /^\/embed\/v3\/form\/\d+\/[^/]+\/rendered$/.test(url.pathname);
const isSubmission = (request: Request) => request.url().includes('/submissions/v3/public/submit/');

const owner = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const formInput = (emailLabel: string, moreFields = 0) => ({
  name: 'Instant form',
  fields: [
    { name: 'email', label: emailLabel, type: 'email', required: true },
    { name: 'firstname', label: 'First name', type: 'text' },
    ...Array.from({ length: moreFields }, (_, index) => ({ name: `extra_${index + 1}`, label: `Extra ${index + 1}`, type: 'text' })),
  ],
});

/** A form published through the owner API: no theme css, so the loader can show the host's markup for it in the page. */
async function publishedForm(request: APIRequestContext, moreFields = 0): Promise<string> {
  const created = await request.post(`/api/v1/portals/${PORTAL_ID}/forms`, { headers: owner, data: formInput('Your email', moreFields) });
  expect(created.status()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  expect((await request.post(`/api/v1/portals/${PORTAL_ID}/forms/${guid}/publish`, { headers: owner })).status()).toBe(201);
  return guid;
}

/** A form in the page (not in its frame), counting its onFormReady calls. */
const inPageForm = (formId: string) =>
  `<div id="t"></div>${EMBED_SCRIPT}<script>window.pageMark = 'kept'; hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#t', renderFrame: false, onFormReady: function () { window.readyFired = (window.readyFired || 0) + 1; } });</script>`;

/** Holds the runtime file back until the answer's `release` is called. */
async function holdRuntime(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isRuntime, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const readyFired = (page: Page) => page.waitForFunction(() => (window as unknown as { readyFired?: number }).readyFired === 1);
/** The runtime has taken the host markup over (the loader marks it until then). */
const takenOver = (page: Page) => page.evaluate(() => document.querySelector('#t [data-prerendered]') === null);

test('the host-rendered form shows, styled, before the runtime has arrived, and the runtime takes it over', async ({ page, request }) => {
  const formId = await publishedForm(request);
  const { release } = await holdRuntime(page);
  const { pageErrors } = await openTestPage(page, inPageForm(formId), { waitUntil: 'domcontentloaded' });
  const form = page.locator('#t > #hbspt-form-0 > form.hs-form');
  await expect(form.locator('input[name=email]')).toBeVisible();
  expect(await takenOver(page)).toBe(false);
  // The embed's stylesheet is in before the markup, and the form's style tokens are set through the CSSOM.
  expect(await page.locator('head [data-forms-embed-styles=base]').count()).toBe(1);
  expect(await form.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--hsf-accent'))).not.toBe('');
  // Nothing from the markup runs or loads: the one frame is the form's empty submit target.
  expect(await page.locator('#t script, #t iframe[src], #t iframe[srcdoc]').count()).toBe(0);

  release();
  await readyFired(page);
  expect(await takenOver(page)).toBe(true);
  await expect(page.locator('#t > .hbspt-form')).toHaveCount(1);
  await expect(form.locator('input[name=email]')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('values typed and a Submit pressed before the runtime arrives are kept and sent once, without leaving the page', async ({ page, request }) => {
  const formId = await publishedForm(request);
  const { release } = await holdRuntime(page);
  const submissions: string[] = [];
  page.on('request', (sent) => void (isSubmission(sent) && submissions.push(sent.url())));
  const { pageErrors } = await openTestPage(page, inPageForm(formId), { waitUntil: 'domcontentloaded' });
  const form = page.locator('#t form.hs-form');
  const email = uniqueEmail('instant');
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[type=submit]').click();
  expect(await takenOver(page)).toBe(false);

  release();
  await expect(page.locator('#t .submitted-message')).toBeVisible();
  // The same document throughout: the page was never reloaded or posted away.
  expect(await page.evaluate(() => (window as unknown as { pageMark?: string }).pageMark)).toBe('kept');
  expect(submissions).toHaveLength(1);
  const stored = (await storedSubmissions(request, formId)).filter((submission) => submission.values.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.values).toMatchObject({ firstname: 'Ada', email });
  expect(pageErrors).toEqual([]);
});

for (const [name, answer] of [
  ['a host without the route (404)', { status: 404, body: '{"status":"error","message":"resource not found"}' }],
  ['an answer without markup', undefined],
] as const) {
  test(`with ${name}, the embed renders the form itself, and it submits`, async ({ page, request }) => {
    const formId = await publishedForm(request);
    await page.route(isRendered, async (route) => {
      if (answer) return route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      return route.fulfill({ response, json: { ...body, markup: null } });
    });
    // Records whether host markup was ever inserted, however briefly.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof Element && node.hasAttribute('data-prerendered')) (window as unknown as { sawMarkup?: boolean }).sawMarkup = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const { pageErrors } = await openTestPage(page, inPageForm(formId));
    await readyFired(page);
    expect(await page.evaluate(() => (window as unknown as { sawMarkup?: boolean }).sawMarkup ?? false)).toBe(false);
    const form = page.locator('#t form.hs-form');
    const email = uniqueEmail('instant-fallback');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[type=submit]').click();
    await expect(page.locator('#t .submitted-message')).toBeVisible();
    expect((await storedSubmissions(request, formId)).some((submission) => submission.values.email === email)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
}

test('a newly published version shows its own markup at once', async ({ page, request }) => {
  const guid = await publishedForm(request);
  await holdRuntime(page);
  await openTestPage(page, inPageForm(guid), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#t form.hs-form label[for^="email-"]')).toContainText('Your email');

  expect((await request.put(`/api/v1/portals/${PORTAL_ID}/forms/${guid}/draft`, { headers: owner, data: formInput('Your work email') })).status()).toBe(200);
  expect((await request.post(`/api/v1/portals/${PORTAL_ID}/forms/${guid}/publish`, { headers: owner })).status()).toBe(201);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#t form.hs-form label[for^="email-"]')).toContainText('Your work email');
  expect(await takenOver(page)).toBe(false);
});

test('the runtime takes the markup over in place: the same nodes, the focus and the value kept, no layout shift', async ({ page, request }) => {
  // More groups than a browser render paints at first (ui/FieldGroupView.tsx FIRST_PAINT_GROUPS): the host renders them all.
  const formId = await publishedForm(request, 14);
  const { release } = await holdRuntime(page);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await openTestPage(page, inPageForm(formId), { waitUntil: 'domcontentloaded' });
  const email = page.locator('#t form.hs-form input[name=email]');
  await email.fill('typed@example.com');
  await page.evaluate(() => {
    const held = window as unknown as { heldInput?: Element; shifts?: number };
    held.heldInput = document.querySelector('#t form.hs-form input[name=email]')!;
    held.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) held.shifts! += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });

  release();
  await readyFired(page);
  // Two frames after the form is ready: any shift the take-over caused has been painted and reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await page.evaluate(() => {
    const held = window as unknown as { heldInput: HTMLInputElement; shifts: number };
    const input = document.querySelector('#t form.hs-form input[name=email]');
    return { same: input === held.heldInput, connected: held.heldInput.isConnected, focused: document.activeElement === held.heldInput, value: held.heldInput.value, shifts: held.shifts };
  });
  expect(after).toEqual({ same: true, connected: true, focused: true, value: 'typed@example.com', shifts: 0 });
  // What the host could not know follows the first render: the page's facts in hs_context.
  const hsContext = await page.locator('#t input[name=hs_context]').inputValue();
  expect(JSON.parse(hsContext)).toMatchObject({ pageUrl: page.url(), source: 'forms-embed' });
  expect(await takenOver(page)).toBe(true);
  expect(warnings.filter((text) => text.includes('[forms-embed]'))).toEqual([]);
});

test('under a strict CSP (nonces, strict-dynamic, Trusted Types) the markup shows and is taken over with no violation', async ({ page, request }) => {
  const formId = await publishedForm(request);
  const { release } = await holdRuntime(page);
  const refusals: string[] = [];
  page.on('console', (message) => void (/Content Security Policy|Trusted Type/i.test(message.text()) && refusals.push(message.text())));
  const nonce = 'instant-nonce';
  await page.route(
    (url) => url.pathname === '/__test/instant-strict-csp.html',
    (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: {
          'Content-Security-Policy': `style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types forms-embed forms-embed-html`,
        },
        body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Strict</title>
          <script nonce="${nonce}">window.cspViolations = []; document.addEventListener('securitypolicyviolation', function (event) { window.cspViolations.push(event.violatedDirective); });</script>
          </head><body>${inPageForm(formId).replace(/<script/g, `<script nonce="${nonce}"`)}</body></html>`,
      }),
  );
  await page.goto('/__test/instant-strict-csp.html', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#t form.hs-form');
  await expect(form.locator('input[name=email]')).toBeVisible();
  expect(await takenOver(page)).toBe(false);
  expect(await form.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--hsf-accent'))).not.toBe('');
  release();
  await readyFired(page);
  expect(await takenOver(page)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(refusals).toEqual([]);
});

test('when the runtime cannot be had after the markup showed, the load-error panel takes its place: no dead form is left', async ({ page, request }) => {
  const formId = await publishedForm(request);
  let refuse: () => void = () => undefined;
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  await page.route(isRuntime, async (route) => {
    await refused;
    await route.abort('blockedbyclient');
  });
  await openTestPage(page, inPageForm(formId), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#t form.hs-form input[name=email]')).toBeVisible();
  refuse();
  await expect(page.locator('#t .hs-form-missing')).toHaveAttribute('data-render-error', 'DEFINITION_FAILURE');
  await expect(page.locator('#t form')).toHaveCount(0);
  await expect(page.locator('#t > #hbspt-form-0')).toHaveCount(1);
});
