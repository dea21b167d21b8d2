import { expect, test, type Page } from '@playwright/test';
import { FORMS, UNSCOPED_PORTAL_ID } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string, extra = '') =>
  `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${formId}" ${extra}></div>`;

/** Every element id in the page and in each form frame, to check none repeats. */
async function allElementIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = (doc: Document) => Array.from(doc.querySelectorAll('[id]'), (element) => element.id);
    const frames = Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe.hs-form-iframe'));
    return [...ids(document), ...frames.flatMap((frame) => (frame.contentDocument ? ids(frame.contentDocument) : []))];
  });
}

const duplicates = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

test('several forms on one page each mount with sequential container ids', async ({ page }) => {
  const { pageErrors } = await openTestPage(
    page,
    `${container(FORMS.contact)}${container(FORMS.legacyTheme)}${container(FORMS.consentImplicit)}${EMBED_SCRIPT}`,
  );
  const containers = page.locator('.hs-form-frame');
  await expect(containers.nth(1).locator('form.hs-form')).toBeVisible();
  await expect(containers.nth(0).frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  await expect(containers.nth(2).frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  const wrapperIds = await page.locator('.hbspt-form').evaluateAll((elements) => elements.map((element) => element.id));
  expect(wrapperIds.sort()).toEqual(['hbspt-form-0', 'hbspt-form-1', 'hbspt-form-2']);
  expect(duplicates(await allElementIds(page))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the same form twice on one page keeps every element id unique', async ({ page }) => {
  await openTestPage(
    page,
    `<div id="a"></div><div id="b"></div>${EMBED_SCRIPT}
    <script>
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#a' });
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#b' });
    </script>`,
  );
  await expect(page.locator('form.hs-form')).toHaveCount(2);
  const formIds = await page.locator('form.hs-form').evaluateAll((forms) => forms.map((form) => form.id));
  expect(new Set(formIds).size).toBe(2);
  expect(duplicates(await allElementIds(page))).toEqual([]);
  // Labels still point at their own form's inputs.
  const firstLabel = page.locator('#a label[for]').first();
  const forId = await firstLabel.getAttribute('for');
  expect(await page.locator(`#a [id="${forId}"]`).count()).toBe(1);
});

test('the script included twice boots once', async ({ page }) => {
  const definitionPaths = [`/embed/v3/form/${PORTAL_ID}/${FORMS.legacyTheme}/json`, `/embed/v3/form/${PORTAL_ID}/${FORMS.legacyTheme}/rendered`];
  const definitionRequests: string[] = [];
  page.on('request', (request) => {
    if (definitionPaths.includes(new URL(request.url()).pathname)) definitionRequests.push(request.url());
  });
  const { pageErrors } = await openTestPage(page, `${container(FORMS.legacyTheme)}${EMBED_SCRIPT}${EMBED_SCRIPT}`);
  // Both scripts ran before the load event openTestPage waits for, and a boot asks for its
  // forms' definitions as it starts: a second boot would have sent its request by now.
  await expect(page.locator('form.hs-form')).toHaveCount(1);
  expect(definitionRequests).toHaveLength(1);
  await expect(page.locator('.hbspt-form')).toHaveCount(1);
  expect(await page.evaluate(() => typeof (window as unknown as { hbspt: { forms: { create: unknown } } }).hbspt.forms.create)).toBe('function');
  expect(pageErrors).toEqual([]);
});

test('a container added after load mounts, and a removed one unmounts', async ({ page }) => {
  await openTestPage(page, `<main id="app"></main>${EMBED_SCRIPT}`);
  await page.evaluate((formId) => {
    const element = document.createElement('div');
    element.className = 'hs-form-frame';
    element.id = 'late';
    element.dataset.portalId = '123456';
    element.dataset.formId = formId;
    document.getElementById('app')?.appendChild(element);
  }, FORMS.legacyTheme);
  await expect(page.locator('#late form.hs-form')).toBeVisible();

  // Removing the container unmounts its form: putting the same element back mounts a fresh one.
  await page.evaluate(() => {
    const element = document.getElementById('late')!;
    element.remove();
    (window as unknown as { kept: Element }).kept = element;
  });
  await expect(page.locator('#late')).toHaveCount(0);
  await page.waitForFunction(() => ((window as unknown as { kept: Element }).kept.querySelector('.hbspt-form') === null));
  await page.evaluate(() => document.getElementById('app')?.appendChild((window as unknown as { kept: Element }).kept));
  await expect(page.locator('#late form.hs-form')).toHaveCount(1);
});

test('hbspt.forms.create exists at once, mounts into its target and fires callbacks once, in order', async ({ page }) => {
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>
      window.events = [];
      window.messages = [];
      window.addEventListener('message', (event) => {
        if (event.data && event.data.type === 'hsFormCallback') {
          const analytic = event.data.eventName === 'onAnalyticEvent' ? ':' + event.data.data.eventName : '';
          messages.push(event.data.eventName + ':' + event.data.id + analytic);
        }
      });
      const handle = hbspt.forms.create({
        portalId: ${PORTAL_ID}, formId: '${FORMS.legacyTheme}', target: '#target',
        onBeforeFormInit: () => events.push('beforeInit'),
        onFormDefinitionFetchSuccess: () => events.push('fetchSuccess'),
        onFormDefinitionFetchError: () => events.push('fetchError'),
        onRenderError: () => events.push('renderError'),
        onFormReady: (form) => events.push('formReady:' + (form instanceof HTMLFormElement) + ':' + form.id),
        onReady: () => events.push('ready'),
      });
      window.handleId = handle.id;
      handle.onReady(() => events.push('handle.onReady'));
    </script>`,
  );
  await expect(page.locator('#target form.hs-form')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events.length)).toBe(5);
  const formId = await page.locator('#target form.hs-form').getAttribute('id');
  expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([
    'beforeInit',
    'fetchSuccess',
    `formReady:true:${formId}`,
    'ready',
    'handle.onReady',
  ]);
  expect(await page.evaluate(() => (window as unknown as { handleId: string }).handleId)).toBe('hbspt-form-0');
  expect(await page.evaluate(() => (window as unknown as { messages: string[] }).messages)).toEqual([
    `onBeforeFormInit:${FORMS.legacyTheme}`,
    `onAnalyticEvent:${FORMS.legacyTheme}:DEFINITION_SUCCESS`,
    `onAnalyticEvent:${FORMS.legacyTheme}:RENDER_SUCCESS`,
    `onFormReady:${FORMS.legacyTheme}`,
    `onReady:${FORMS.legacyTheme}`,
  ]);
});

test('a missing target warns and renders nothing; create without a target renders after its script', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const { pageErrors } = await openTestPage(
    page,
    `${EMBED_SCRIPT}
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#nowhere' });</script>
    <section id="inline-embed"><script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}' });</script></section>`,
  );
  await expect(page.locator('#inline-embed form.hs-form')).toBeVisible();
  await expect(page.locator('form.hs-form')).toHaveCount(1);
  // The runtime warns as it takes the calls over, which may be after the host's markup shows.
  await expect.poll(() => warnings.some((text) => text.includes('#nowhere') && text.includes('not found'))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a form created again in the same target replaces the first', async ({ page }) => {
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#target' });
      hbspt.forms.create({ portalId: '${UNSCOPED_PORTAL_ID}', formId: '${FORMS.oldShape}', target: '#target', renderFrame: false });
    </script>`,
  );
  await expect(page.locator(`#target form.hs-form-${FORMS.oldShape}`)).toBeVisible();
  await expect(page.locator('#target .hbspt-form')).toHaveCount(1);
});

test('missing ids are reported with the spec wording and shown as a panel, not thrown', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const { pageErrors } = await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ target: '#target' }); window.afterCreate = true;</script>`,
  );
  await expect(page.locator('#target .hs-form-missing')).toHaveAttribute('data-render-error', 'INVALID_PORTAL_ID');
  expect(errors.some((text) => text.includes('Invalid portal id provided'))).toBe(true);
  expect(errors.some((text) => text.includes('Invalid form id provided'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { afterCreate: boolean }).afterCreate)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('the definition request carries the draft path, hutk and the app parameters', async ({ page }) => {
  const definitionUrls: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/embed/v3/form/')) definitionUrls.push(new URL(request.url()));
  });
  await page.context().addCookies([{ name: 'hubspotutk', value: 'visitor-token-1', url: 'http://127.0.0.1:4317' }]);
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#target', useDraft: true, renderFrame: false });</script>`,
  );
  await expect(page.locator('#target input[type=submit]')).toHaveValue('Send message (draft)');
  const [url] = definitionUrls;
  expect(url?.pathname).toBe(`/embed/v3/form/${PORTAL_ID}/${FORMS.contact}/json/draft`);
  expect(url?.searchParams.get('hutk')).toBe('visitor-token-1');
  expect(url?.searchParams.get('hs_static_app')).toBe('forms-embed');
  expect(url?.searchParams.get('hs_static_app_version')).toMatch(/^\d+\.\d+\.\d+/);
});

test('a container above the script has its definition requested while the page is still parsing', async ({ page }) => {
  // Records every definition request, and what the page had parsed when each started.
  await page.addInitScript(() => {
    const requested: string[] = [];
    (window as unknown as { definitionRequests: string[] }).definitionRequests = requested;
    const original = window.fetch;
    window.fetch = (input, init) => {
      // The definition alone (…/json) or with the host's markup (…/rendered).
      if (/\/(json|rendered)\?/.test(String(input instanceof Request ? input.url : input))) requested.push(document.readyState);
      return original.call(window, input, init);
    };
  });
  const { pageErrors } = await openTestPage(
    page,
    `${container(FORMS.contact)}${EMBED_SCRIPT}
    <script>window.requestsBeforeRestOfPage = window.definitionRequests.slice();</script>
    ${container(FORMS.legacyTheme)}`,
  );
  await expect(page.locator('.hs-form-frame').nth(1).locator('form.hs-form')).toBeVisible();
  // The first container's request started before the script after embed.js ran; the second,
  // below it, once the page had parsed.
  expect(await page.evaluate(() => (window as unknown as { requestsBeforeRestOfPage: string[] }).requestsBeforeRestOfPage)).toEqual(['loading']);
  expect(await page.evaluate(() => (window as unknown as { definitionRequests: string[] }).definitionRequests)).toEqual(['loading', 'interactive']);
  await expect(page.locator('.hs-form-frame').nth(0).frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
