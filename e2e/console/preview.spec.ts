import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type FrameLocator, type Page, type Request } from '@playwright/test';
import { texts } from '../../console/texts';
import { E2E_SITE_PORT } from '../../playwright.config';
import { FORMS } from '../../test/fixture-ids';
import { axeViolations } from '../support/axe';
import { framedForm } from '../support/framed-form';
import { E2E_ADMIN_TOKEN, storedSubmissions } from '../support/owner-api';
import { PORTAL_ID } from '../support/test-page';
import { framedFormThankYou, uniqueEmail } from '../support/contact-form';

const EDITOR = (formId: string) => `/owner/forms/${PORTAL_ID}/${formId}/edit`;
const SITE = `http://127.0.0.1:${E2E_SITE_PORT}`;

async function signIn(page: Page): Promise<void> {
  await page.goto('/owner/sign-in');
  await page.getByLabel('Access token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Form preview"]');

interface FrameRequests {
  /** Every request the preview frame made (the policy refuses some before they leave), with the headers it went with. */
  sent: { request: Request; cookie: Promise<string | undefined> }[];
  /** The paths of those the host answered. */
  answered: string[];
}

function previewRequests(page: Page): FrameRequests {
  const seen: FrameRequests = { sent: [], answered: [] };
  const fromPreview = (request: Request) => request.frame() !== page.mainFrame();
  page.on('request', (request) => {
    if (fromPreview(request)) seen.sent.push({ request, cookie: request.allHeaders().then((headers) => headers.cookie) });
  });
  page.on('requestfinished', (request) => {
    if (fromPreview(request)) seen.answered.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** What the preview may load: its page, its script, and the embed's scripts. */
const PREVIEW_FILES = /^\/(owner\/preview-frame|owner\/assets\/preview-frame-[A-Z0-9]+\.js|embed(-[a-z0-9-]+)?\.js)$/;

/** A new form of the test portal (a draft) from `definition`; answers its id. */
async function createForm(request: APIRequestContext, definition: unknown): Promise<string> {
  const created = await request.post(`/api/v1/portals/${PORTAL_ID}/forms`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: { definition } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { guid: string }).guid;
}

test('the preview follows an edit within a second, goes to phone width, shows errors, and submits nothing', async ({ page, request }) => {
  // A copy of the contact form of its own: no other test submits to it.
  const contact = JSON.parse(readFileSync(`fixtures/forms/${PORTAL_ID}/${FORMS.contact}.json`, 'utf8')) as { form: Record<string, unknown> };
  const formId = await createForm(request, { ...contact, form: { ...contact.form, name: `Preview copy ${Date.now()}` } });
  const frameRequests = previewRequests(page);
  await signIn(page);
  await page.goto(EDITOR(formId));
  const form = preview(page).locator('form.hs-form');
  await expect(form.getByText('First name', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^First name/ }).click();
  await page.getByLabel('Label', { exact: true }).fill('Given name');
  await expect(form.getByText('Given name', { exact: true })).toBeVisible({ timeout: 1000 });

  const frame = page.locator('iframe[title="Form preview"]');
  const desktopWidth = (await frame.boundingBox())?.width ?? 0;
  await page.getByRole('radio', { name: 'Phone' }).check();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(375);
  expect(desktopWidth).toBeGreaterThan(375);
  // The frame grew to its content: the form's button is inside it, not scrolled away.
  await expect.poll(async () => preview(page).locator('html').evaluate((html) => html.scrollHeight <= window.innerHeight + 1)).toBe(true);

  await page.getByRole('switch', { name: 'Show errors' }).check();
  await expect(form.locator('.hs-error-msg').first()).toHaveText('Please complete this required field.');
  await page.getByRole('switch', { name: 'Show errors' }).uncheck();
  await expect(form.locator('.hs-error-msg')).toHaveCount(0);

  // A complete form submitted in the preview shows its thank-you and sends nothing.
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill(uniqueEmail('preview'));
  await form.locator('textarea[name=message]').fill('Only a preview');
  await form.locator('input[type=submit]').click();
  await expect(preview(page).locator('.submitted-message')).toBeVisible();
  expect(frameRequests.sent.filter(({ request: sent }) => sent.method() !== 'GET').map(({ request: sent }) => sent.url())).toEqual([]);
  expect(frameRequests.answered.filter((path) => !PREVIEW_FILES.test(path))).toEqual([]);
  expect(await storedSubmissions(request, formId)).toEqual([]);
  // axe cannot enter the sandboxed frame from the console (that is the point of it); the embed has its own specs.
  expect(await axeViolations(page, 'body', ['frame-tested'])).toEqual([]);
});

test("a form's own markup in the preview cannot reach the console's window or its session", async ({ page, request }) => {
  const hostile = '<img src="data:," onerror="parent.document.body.dataset.reached=1;fetch(\'/api/v1/me\').then(function(){document.title=\'fetched\'})">';
  const guid = await createForm(request, {
    form: {
      name: 'Hostile preview',
      submitText: 'Send',
      formFieldGroups: [
        { fields: [], richText: { content: `<p>Rich text ${hostile}<script>parent.document.body.dataset.reached=2</script></p>`, type: 'TEXT' } },
        { fields: [{ name: 'email', label: `Email ${hostile}`, type: 'string', fieldType: 'text', required: true }] },
      ],
    },
  });
  const frameRequests = previewRequests(page);
  await signIn(page);
  await page.goto(EDITOR(guid));
  await expect(preview(page).locator('form.hs-form')).toContainText('Rich text');

  // Whatever runs in the frame is a stranger to the console: no DOM, no cookie, no session calls.
  const frame = page.frame({ url: /\/owner\/preview-frame$/ });
  if (!frame) throw new Error('no preview frame');
  expect(await frame.evaluate(() => window.origin)).toBe('null');
  expect(await frame.evaluate(() => {
    try {
      return parent.document.title;
    } catch (error) {
      return (error as Error).name;
    }
  })).toBe('SecurityError');
  expect(await frame.evaluate(() => {
    try {
      return document.cookie;
    } catch (error) {
      return (error as Error).name;
    }
  })).toBe('SecurityError');
  expect(await frame.evaluate(() => fetch('/api/v1/me', { credentials: 'include' }).then((r) => `answered ${r.status}`, () => 'refused'))).toBe('refused');
  expect(await page.evaluate(() => document.body.dataset.reached)).toBeUndefined();
  const cookies = await Promise.all(frameRequests.sent.map(({ cookie }) => cookie));
  expect(cookies.filter((cookie) => cookie !== undefined)).toEqual([]);
  expect(frameRequests.answered.filter((path) => !PREVIEW_FILES.test(path))).toEqual([]);
});

test('each copied embed code, pasted into a page of another origin, renders the form and takes a submission', async ({ page, context, request }) => {
  // Each embed code pasted into its own page and submitted: 20-21 s on 2 busy cores, near the default 30.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto(EDITOR(FORMS.contact));
  await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: texts.editor.publishTab }).click();
  const snippets = page.locator('.embed-snippet');
  await expect(snippets.getByRole('heading', { name: 'Script tag and container' })).toBeVisible();
  expect(await axeViolations(page, 'body', ['frame-tested'])).toEqual([]);

  for (const title of ['Script tag and container', 'hbspt.forms.create call', 'Pinned build with integrity']) {
    await page.bringToFront();
    await snippets.getByRole('button', { name: `Copy ${title}` }).click();
    await expect(snippets.getByRole('status')).toHaveText(`Copied: ${title}.`);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const block = snippets.locator('.embed-snippet__block').filter({ has: page.getByRole('heading', { name: title }) }).locator('pre');
    expect(copied).toBe(await block.textContent());
    if (title === 'Pinned build with integrity') {
      // The browser checks the pinned file against its hash (the submit below proves it took it): the hash must be there to check.
      const pinned = /<script src="([^"]+)" integrity="(sha384-[A-Za-z0-9+/]{64})" crossorigin="anonymous"/.exec(copied);
      expect(pinned, copied).not.toBeNull();
      const served = await request.get(pinned![1]!);
      expect(`sha384-${createHash('sha384').update(await served.body()).digest('base64')}`).toBe(pinned![2]);
    }

    // A page of the site's own origin (its listener answers this path with a plain 404), written
    // as the site owner would: the browser treats it as what it is, a page of another local origin.
    const site = await context.newPage();
    await site.goto(`${SITE}/pasted.html`);
    await site.setContent(`<!doctype html><html lang="en"><head><title>Pasted</title></head><body><h1>Our site</h1>\n${copied}\n</body></html>`);
    const email = uniqueEmail('snippet');
    const form = framedForm(site);
    await form.locator('input[name=firstname]').fill('Ada');
    await form.locator('input[name=email]').fill(email);
    await form.locator('textarea[name=message]').fill(`Pasted: ${title}`);
    await form.locator('input[type=submit]').click();
    await expect(framedFormThankYou(site)).toBeVisible();
    const stored = await storedSubmissions(request, FORMS.contact);
    expect(stored.find((lead) => lead.values.email === email)?.pageUrl).toBe(`${SITE}/pasted.html`);
    await site.close();
  }
});

test('a published version restored as the draft comes back into the editor and its preview', async ({ page }) => {
  await signIn(page);
  await page.goto(EDITOR(FORMS.contact));
  const submit = preview(page).locator('form.hs-form input[type=submit]');
  // The contact form's draft differs from its published version 1 by its button.
  await expect(submit).toHaveValue('Send message (draft)');
  await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: texts.editor.publishTab }).click();
  const versions = page.getByRole('table', { name: 'Published versions, newest first' });
  await expect(versions.getByRole('rowheader', { name: '1' })).toBeVisible();
  await versions.getByRole('button', { name: 'Restore as draft (version 1)' }).click();
  await expect(submit).toHaveValue('Send message');
});
