import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { uniqueEmail } from './support/contact-form';
import { E2E_ADMIN_TOKEN, storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';
import { FORMS } from '../test/fixture-ids';

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

/** A form counting its onFormReady calls, in the page (not in its frame) unless `presentation` says otherwise. */
const formPage = (formId: string, presentation = 'renderFrame: false,') =>
  `<div id="t"></div>${EMBED_SCRIPT}<script>window.pageMark = 'kept'; hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#t', ${presentation} onFormReady: function () { window.readyFired = (window.readyFired || 0) + 1; } });</script>`;
const inPageForm = (formId: string) => formPage(formId);
/** The form in its isolated frame: by the site owner's choice, or (with '') where its theme puts it. */
const framedForm = (formId: string, presentation = 'renderFrame: true,') => formPage(formId, presentation);

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

/** Sums the page's layout shifts from now on. */
const watchLayoutShifts = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { shifts: number };
    counted.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) counted.shifts += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
/** The layout shift summed so far, read two frames on: any shift the take-over caused has been painted and reported. */
async function layoutShifts(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
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

for (const [where, pageFor, formRoot] of [
  ['in the page', inPageForm, (page: Page) => page.locator('#t')],
  ['in the isolated frame', framedForm, (page: Page) => page.frameLocator('#t iframe.hs-form-iframe').locator('body')],
] as const) {
  test(`values typed and a Submit pressed before the runtime arrives (${where}) are kept and sent once, without leaving the page`, async ({ page, request }) => {
    const formId = await publishedForm(request);
    const { release } = await holdRuntime(page);
    const submissions: string[] = [];
    page.on('request', (sent) => void (isSubmission(sent) && submissions.push(sent.url())));
    const { pageErrors } = await openTestPage(page, pageFor(formId), { waitUntil: 'domcontentloaded' });
    const root = formRoot(page);
    const form = root.locator('form.hs-form');
    const email = uniqueEmail('instant');
    await form.locator('input[name=firstname]').fill('Ada');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[type=submit]').click();
    expect(await takenOver(page)).toBe(false);

    release();
    await expect(root.locator('.submitted-message')).toBeVisible();
    // The same document throughout: the page was never reloaded or posted away.
    expect(await page.evaluate(() => (window as unknown as { pageMark?: string }).pageMark)).toBe('kept');
    expect(submissions).toHaveLength(1);
    const stored = (await storedSubmissions(request, formId)).filter((submission) => submission.values.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.values).toMatchObject({ firstname: 'Ada', email });
    expect(pageErrors).toEqual([]);
  });
}

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

for (const [name, hostile] of [
  ['no event handler', '<a id="x1" href="javascript:window.ran=1">a</a><svg><a id="x2" xlink:href="javascript:window.ran=2"><text>b</text></a></svg><p id="x3" style="color:red">c</p>'],
  ['event handlers', '<a id="x1" href="javascript:window.ran=1">a</a><svg><a id="x2" xlink:href="javascript:window.ran=2"><text>b</text></a></svg><img id="x3" src="/none.png" onerror="window.ran=3" style="color:red"><b id="x4" x="1"onmouseover="window.ran=4">d</b>'],
] as const) {
  test(`markup from the host with ${name} shows without them, and nothing in it runs`, async ({ page, request }) => {
    const formId = await publishedForm(request);
    await holdRuntime(page);
    await page.route(isRendered, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { markup: string };
      return route.fulfill({ response, json: { ...body, markup: body.markup.replace('</form>', `${hostile}</form>`) } });
    });
    const { pageErrors } = await openTestPage(page, inPageForm(formId), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#t [data-prerendered] #x1')).toBeAttached();
    await page.locator('#t #x1').click();
    if (name === 'event handlers') {
      await page.locator('#t #x4').hover();
      // The image's error, whose handler was taken out, has been dispatched.
      await page.evaluate(() => {
        const image = document.querySelector<HTMLImageElement>('#t #x3')!;
        return image.complete ? undefined : new Promise((resolve) => image.addEventListener('error', resolve, { once: true }));
      });
    }
    const left = await page.evaluate(() =>
      [...document.querySelectorAll('#t [id^="x"]')].map((element) => `${element.id}:${element.getAttributeNames().filter((attribute) => attribute !== 'id').join(',')}`),
    );
    expect(left).toEqual(name === 'event handlers' ? ['x1:', 'x2:', 'x3:src', 'x4:x'] : ['x1:', 'x2:', 'x3:']);
    expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
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
    (window as unknown as { heldInput?: Element }).heldInput = document.querySelector('#t form.hs-form input[name=email]')!;
  });
  await watchLayoutShifts(page);

  release();
  await readyFired(page);
  const shifts = await layoutShifts(page);
  const after = await page.evaluate(() => {
    const held = window as unknown as { heldInput: HTMLInputElement };
    const input = document.querySelector('#t form.hs-form input[name=email]');
    return { same: input === held.heldInput, connected: held.heldInput.isConnected, focused: document.activeElement === held.heldInput, value: held.heldInput.value };
  });
  expect({ ...after, shifts }).toEqual({ same: true, connected: true, focused: true, value: 'typed@example.com', shifts: 0 });
  // What the host could not know follows the first render: the page's facts in hs_context.
  const hsContext = await page.locator('#t input[name=hs_context]').inputValue();
  expect(JSON.parse(hsContext)).toMatchObject({ pageUrl: page.url(), source: 'forms-embed' });
  expect(await takenOver(page)).toBe(true);
  expect(warnings.filter((text) => text.includes('[forms-embed]'))).toEqual([]);
});

test("the form is ready before React has taken its groups over; a group reached first is taken over in place, and what was set and found meanwhile is kept", async ({ page, request }) => {
  const fields = [
    { name: 'email', label: 'Your email', type: 'email', required: true },
    ...Array.from({ length: 30 }, (_, index) => ({ name: `extra_${index + 1}`, label: `Extra ${index + 1}`, type: 'text' })),
    { name: 'late_required', label: 'Late required', type: 'text', required: true },
    { name: 'late_set', label: 'Late set', type: 'text' },
  ];
  const created = await request.post(`/api/v1/portals/${PORTAL_ID}/forms`, { headers: owner, data: { name: 'Groups taken over later', fields } });
  expect(created.status()).toBe(201);
  const { guid: formId } = (await created.json()) as { guid: string };
  expect((await request.post(`/api/v1/portals/${PORTAL_ID}/forms/${formId}/publish`, { headers: owner })).status()).toBe(201);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  // At onFormReady the page's script counts the groups React holds (its fiber on the element:
  // the one way to see a take-over from outside), sets a late field's value as HubSpot's pages
  // do (value, then a change event), and presses Submit with required fields empty.
  const { pageErrors } = await openTestPage(
    page,
    `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#t', renderFrame: false,
      onFormReady: function () {
        var form = document.querySelector('#t form.hs-form');
        var held = function (element) { return Object.keys(element).some(function (key) { return key.indexOf('__reactFiber$') === 0; }); };
        var groups = [].slice.call(form.querySelectorAll('fieldset'));
        window.atReady = { groups: groups.length, notYetTakenOver: groups.filter(function (group) { return !held(group); }).length, formHeld: held(form) };
        window.lateRequired = form.querySelector('input[name=late_required]');
        var late = form.querySelector('input[name=late_set]');
        late.value = 'set by the page';
        late.dispatchEvent(new Event('change', { bubbles: true }));
        form.querySelector('input[type=submit]').click();
      } });</script>`,
  );
  const form = page.locator('#t form.hs-form');
  const lateRequired = form.locator('.hs_late_required');
  await expect(lateRequired.locator('.hs-error-msg')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { atReady: unknown }).atReady)).toEqual({ groups: fields.length, notYetTakenOver: fields.length, formHeld: true });
  // The error found while that group was still the host's markup shows in the same elements.
  expect(await page.evaluate(() => (window as unknown as { lateRequired: Element }).lateRequired === document.querySelector('#t input[name=late_required]'))).toBe(true);
  expect(warnings.filter((text) => text.includes('[forms-embed]'))).toEqual([]);

  const email = uniqueEmail('groups-later');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=late_required]').fill('now filled');
  await form.locator('input[type=submit]').click();
  await expect(page.locator('#t .submitted-message')).toBeVisible();
  const stored = (await storedSubmissions(request, formId)).filter((submission) => submission.values.email === email);
  expect(stored.map((submission) => submission.values)).toEqual([expect.objectContaining({ late_required: 'now filled', late_set: 'set by the page' })]);
  expect(pageErrors).toEqual([]);
});

test('the form is ready in the task that takes the markup over: nothing the browser queued meanwhile comes between', async ({ page, request }) => {
  const formId = await publishedForm(request, 30);
  // The page's own observer hears of the take-over (the wrapper losing its mark) at the first
  // moment a script can, once the task that took it over has finished with it: the form is ready
  // by then, and not in a task of React's own later.
  const { pageErrors } = await openTestPage(
    page,
    `<script>new MutationObserver(function (records) {
      records.forEach(function (record) {
        var element = record.target;
        if (element.id === 'hbspt-form-0' && !element.hasAttribute('data-prerendered') && window.readyAtTakeOver === undefined) window.readyAtTakeOver = window.readyFired || 0;
      });
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });</script>${inPageForm(formId)}`,
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { readyAtTakeOver?: number }).readyAtTakeOver)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { readyFired: number }).readyFired)).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('a themed form shows in its isolated frame, theme css and all, before the runtime; React takes the same frame and nodes over, no layout shift', async ({ page }) => {
  const { release } = await holdRuntime(page);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  // The contact fixture has the canvas theme and its css: the isolated frame is where it shows.
  const { pageErrors } = await openTestPage(page, framedForm(FORMS.contact, ''), { waitUntil: 'domcontentloaded' });
  const frame = page.locator('#t > #hbspt-form-0 > iframe.hs-form-iframe');
  const inFrame = page.frameLocator('#t iframe.hs-form-iframe');
  await expect(inFrame.locator('form.hs-form input[name=email]')).toBeVisible();
  expect(await takenOver(page)).toBe(false);
  await expect(frame).toHaveAttribute('title', 'Form');
  const before = await frame.evaluate((element: HTMLIFrameElement) => {
    const doc = element.contentDocument!;
    return {
      themeCss: doc.querySelectorAll('[data-forms-embed-styles=theme]').length,
      lang: doc.documentElement.lang,
      // The frame is as tall as the form in it: nothing clipped, no empty space.
      fits: Math.abs(element.getBoundingClientRect().height - doc.querySelector('.hs-form-frame-root')!.getBoundingClientRect().bottom) <= 1,
    };
  });
  expect(before).toEqual({ themeCss: 1, lang: 'en', fits: true });
  await inFrame.locator('input[name=email]').fill('framed@example.com');
  await frame.evaluate((element: HTMLIFrameElement) => {
    const held = window as unknown as { heldFrame?: Element; heldInput?: Element };
    held.heldFrame = element;
    held.heldInput = element.contentDocument!.querySelector('input[name=email]')!;
  });
  await watchLayoutShifts(page);

  release();
  await readyFired(page);
  const shifts = await layoutShifts(page);
  const after = await page.evaluate(() => {
    const held = window as unknown as { heldFrame: HTMLIFrameElement; heldInput: HTMLInputElement };
    const frameNow = document.querySelector('#t iframe.hs-form-iframe');
    const doc = held.heldFrame.contentDocument!;
    return {
      sameFrame: frameNow === held.heldFrame,
      sameInput: doc.querySelector('form.hs-form input[name=email]') === held.heldInput,
      focused: doc.activeElement === held.heldInput,
      value: held.heldInput.value,
      frames: document.querySelectorAll('#t iframe.hs-form-iframe').length,
    };
  });
  expect({ ...after, shifts }).toEqual({ sameFrame: true, sameInput: true, focused: true, value: 'framed@example.com', frames: 1, shifts: 0 });
  expect(await takenOver(page)).toBe(true);
  // React has it: leaving the required first name empty is now told.
  await inFrame.locator('input[type=submit]').click();
  await expect(inFrame.locator('.hs_firstname .hs-error-msg')).toBeVisible();
  expect(warnings.filter((text) => text.includes('[forms-embed]'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("a returning visitor (the page's hutk cookie) sees the host's markup too, the reset link and known values in it, taken over in place", async ({ page }) => {
  const { release } = await holdRuntime(page);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  const rendered = page.waitForRequest((sent) => isRendered(new URL(sent.url())));
  // The returning-visitor fixture allows the reset, knows the visitor's values and shows framed (its theme).
  const { pageErrors } = await openTestPage(
    page,
    `<script>document.cookie = 'hubspotutk=visitor-123; path=/';</script>${framedForm(FORMS.returningVisitor, '')}`,
    { waitUntil: 'domcontentloaded' },
  );
  expect(new URL((await rendered).url()).searchParams.get('hutk')).toBe('visitor-123');
  const inFrame = page.frameLocator('#t iframe.hs-form-iframe');
  const reset = inFrame.getByRole('button', { name: 'Not you? Click here to reset' });
  await expect(reset).toBeVisible();
  await expect(inFrame.locator('input[name=firstname]')).toHaveValue('Ada');
  expect(await takenOver(page)).toBe(false);
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('#t iframe.hs-form-iframe')!;
    (window as unknown as { heldReset?: Element }).heldReset = frame.contentDocument!.querySelector('.hs-cookie-reset')!;
  });

  release();
  await readyFired(page);
  expect(await takenOver(page)).toBe(true);
  const same = await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('#t iframe.hs-form-iframe')!;
    return frame.contentDocument!.querySelector('.hs-cookie-reset') === (window as unknown as { heldReset: Element }).heldReset;
  });
  expect(same).toBe(true);
  // React has it: the reset forgets the visitor.
  await reset.click();
  await expect(inFrame.locator('input[name=firstname]')).toHaveValue('');
  await expect(reset).toHaveCount(0);
  expect(warnings.filter((text) => text.includes('[forms-embed]'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the all-fields form (rich text, a date, consent, every control) is taken over in place, not rendered afresh', async ({ page }) => {
  const { release } = await holdRuntime(page);
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  await openTestPage(page, framedForm(FORMS.allFields, ''), { waitUntil: 'domcontentloaded' });
  const inFrame = page.frameLocator('#t iframe.hs-form-iframe');
  await expect(inFrame.locator('form.hs-form [data-rich-text]').first()).toBeVisible();
  await page.locator('#t iframe.hs-form-iframe').evaluate((frame: HTMLIFrameElement) => {
    (window as unknown as { heldForm: Element }).heldForm = frame.contentDocument!.querySelector('form.hs-form')!;
  });
  release();
  await readyFired(page);
  const kept = await page.locator('#t iframe.hs-form-iframe').evaluate(
    (frame: HTMLIFrameElement) => frame.contentDocument!.querySelector('form.hs-form') === (window as unknown as { heldForm: Element }).heldForm,
  );
  expect(kept).toBe(true);
  expect(warnings.filter((text) => text.includes('[forms-embed]'))).toEqual([]);
});

test("a date field focused before the take-over keeps the focus when the picker's file arrives, and opens the calendar when clicked", async ({ page }) => {
  const { release } = await holdRuntime(page);
  await openTestPage(page, framedForm(FORMS.allFields, ''), { waitUntil: 'domcontentloaded' });
  const inFrame = page.frameLocator('#t iframe.hs-form-iframe');
  const date = inFrame.locator('input[name=start_date]');
  await date.click();
  await expect(date).toBeFocused();
  const pickerFile = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/embed-datepicker.js'));
  release();
  await readyFired(page);
  await pickerFile;
  await page.waitForFunction(() => (window as unknown as { __formsEmbedChunks?: { datepicker?: unknown } }).__formsEmbedChunks?.datepicker !== undefined);
  // The picker waits for the visitor to leave the field they are in, rather than take it from under them.
  const focusedId = () =>
    page.locator('#t iframe.hs-form-iframe').evaluate((frame: HTMLIFrameElement) => frame.contentDocument!.activeElement?.getAttribute('name') ?? frame.contentDocument!.activeElement?.tagName);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await focusedId()).toBe('start_date');
  // Once they leave it, the picker takes its place, and a click opens the calendar.
  await page.keyboard.press('Tab');
  const picker = inFrame.getByRole('combobox', { name: /start date/i });
  await expect(picker).toBeVisible();
  await picker.click();
  await expect(inFrame.getByRole('dialog')).toBeVisible();
});

test("a runtime that arrives before the host's markup waits for it and takes it over in place (embed.js added after the page was parsed, as a single-page app does)", async ({ page, request }) => {
  const formId = await publishedForm(request);
  let runtimeIn: () => void = () => undefined;
  const runtimeArrived = new Promise<void>((resolve) => (runtimeIn = resolve));
  page.on('requestfinished', (finished) => void (isRuntime(new URL(finished.url())) && runtimeIn()));
  await page.route(isRendered, async (route) => {
    await runtimeArrived;
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const form = document.querySelector('#t form.hs-form');
      if (!form) return;
      Object.assign(window, { firstForm: form, firstFromMarkup: form.closest('[data-prerendered]') !== null });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // Added once the page is parsed, its form created once it has run: the runtime is on its way
  // before that form's markup is asked for.
  const create = `hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#t', renderFrame: false, onFormReady: function () { window.readyFired = 1; } })`;
  await openTestPage(page, `<div id="t"></div><script>addEventListener('load', () => { const s = document.createElement('script'); s.src = '/embed.js'; s.onload = () => ${create}; document.head.appendChild(s); });</script>`, { waitUntil: 'domcontentloaded' });
  await readyFired(page);
  const first = await page.evaluate(() => {
    const seen = window as unknown as { firstForm: Element; firstFromMarkup: boolean };
    return { fromMarkup: seen.firstFromMarkup, kept: document.querySelector('#t form.hs-form') === seen.firstForm };
  });
  expect(first).toEqual({ fromMarkup: true, kept: true });
});

test('Next pressed on a complete first page before the runtime arrives moves on once it has taken over', async ({ page }) => {
  const { release } = await holdRuntime(page);
  // The multi-page fixture shows in its frame (canvas theme).
  await openTestPage(page, framedForm(FORMS.multiPage, ''), { waitUntil: 'domcontentloaded' });
  const form = page.frameLocator('#t iframe.hs-form-iframe').locator('form.hs-form');
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  await form.locator('input[name=email]').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 1 of 3');
  expect(await takenOver(page)).toBe(false);

  release();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 2 of 3');
  await expect(form.locator('input[name=company]')).toBeVisible();
  await form.getByRole('button', { name: 'Previous' }).click();
  await expect(form.locator('input[name=firstname]')).toHaveValue('Ada');
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

test('when the runtime cannot be had after the markup showed, the form keeps what was typed, cannot be sent and says so; a reload with the runtime back restores it', async ({ page, request }) => {
  const formId = await publishedForm(request);
  let refuse: () => void = () => undefined;
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  let blocked = true;
  await page.route(isRuntime, async (route) => {
    if (!blocked) return route.continue();
    await refused;
    await route.abort('blockedbyclient');
  });
  const submissions: string[] = [];
  page.on('request', (sent) => void (isSubmission(sent) && submissions.push(sent.url())));
  await openTestPage(page, inPageForm(formId), { waitUntil: 'domcontentloaded' });
  const form = page.locator('#t form.hs-form');
  await form.locator('input[name=email]').fill('kept@example.com');
  refuse();
  await expect(page.locator('#t [role=alert]')).toContainText('This form could not finish loading');
  await expect(form.locator('input[type=submit]')).toBeDisabled();
  // Typed after the message: kept too.
  await form.locator('input[name=firstname]').fill('Ada');
  await expect(form.locator('input[name=email]')).toHaveValue('kept@example.com');
  await expect(page.locator('#t .hs-form-missing:not(.hs-form-unfinished)')).toHaveCount(0);

  blocked = false;
  await page.reload({ waitUntil: 'domcontentloaded' });
  await readyFired(page);
  await expect(form.locator('input[name=email]')).toHaveValue('kept@example.com');
  await expect(form.locator('input[name=firstname]')).toHaveValue('Ada');
  await expect(page.locator('#t [role=alert]')).toHaveCount(0);
  await expect(form.locator('input[type=submit]')).toBeEnabled();
  expect(submissions).toEqual([]);
});
