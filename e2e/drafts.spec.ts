import { expect, test, type Page } from '@playwright/test';
import { draftKey } from '../src/core/submission/drafts';
import { FORMS } from '../test/fixture-ids';
import { container, fillContact, framedFormThankYou, SERVER_ERROR_TEXT, SUBMIT_ROUTE, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * Drafts live in the tab's sessionStorage: a reload of the tab brings the typed values back,
 * another tab, a cookie reset, a success or an unmount does not, and the page's localStorage
 * never holds one. The idempotency key travels with the draft, so a resubmit after a reload
 * stores nothing twice.
 */

type StorageName = 'localStorage' | 'sessionStorage';

/** Every draft entry of the test portal in the page's `storage`, by key, parsed. */
function draftsIn(page: Page, storage: StorageName): Promise<Record<string, unknown>> {
  return page.evaluate(
    ({ storage, prefix }) => {
      const store = window[storage];
      const found: Record<string, unknown> = {};
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key?.startsWith(prefix)) found[key] = JSON.parse(store.getItem(key) ?? 'null');
      }
      return found;
    },
    { storage, prefix: draftKey(PORTAL_ID, '') },
  );
}

/** The draft of one form in the tab, once one is written. */
const tabDraftOf = async (page: Page, formId: string) => (await draftsIn(page, 'sessionStorage'))[draftKey(PORTAL_ID, formId)];

/** The text of one form's draft wherever the page keeps it: for waiting until one is written. */
const anyDraftText = (page: Page, formId: string) =>
  page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key) ?? '', draftKey(PORTAL_ID, formId));

const contactPage = `${container(FORMS.contact)}${EMBED_SCRIPT}`;
const samePath = () => `/__test/drafts-${Math.random().toString(36).slice(2)}.html`;

test('a reload of the tab brings the draft back; another tab of the same browser starts blank', async ({ page }) => {
  const path = samePath();
  await openTestPage(page, contactPage, { path });
  const email = uniqueEmail('drafts-tab');
  await fillContact(page, email);
  await expect.poll(() => tabDraftOf(page, FORMS.contact)).toMatchObject({ values: { firstname: 'Ada', email } });

  await page.reload();
  await expect(framedForm(page).locator('input[name=email]')).toHaveValue(email);
  await expect(framedForm(page).locator('input[name=firstname]')).toHaveValue('Ada');

  const other = await page.context().newPage();
  await openTestPage(other, contactPage, { path });
  const otherForm = framedForm(other);
  // The starting values are in place when the field first renders: a draft would be there already.
  await expect(otherForm.locator('input[name=email]')).toBeVisible();
  expect(await otherForm.locator('input[name=email]').inputValue()).toBe('');
  expect(await otherForm.locator('input[name=firstname]').inputValue()).toBe('');
  expect(await draftsIn(other, 'sessionStorage')).toEqual({});

  await page.reload();
  await expect(framedForm(page).locator('input[name=email]')).toHaveValue(email);
  expect(await draftsIn(page, 'localStorage')).toEqual({});
});

test('what was typed just before a reload is back after it: the draft is written as the page is left, not a moment after the last key', async ({ page }) => {
  const path = samePath();
  const readyPage = `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t', onFormReady: function () { window.formReady = true; } });</script>`;
  await openTestPage(page, readyPage, { path });
  // Typed into React's form, not the host's markup before it was taken over.
  await page.waitForFunction(() => (window as Window & { formReady?: boolean }).formReady === true);
  const form = framedForm(page);
  await form.locator('input[name=firstname]').fill('Grace');
  await form.locator('textarea[name=message]').fill('Typed a moment before leaving');
  // At once: no wait for the draft's delay after the last change.
  await page.reload();
  await expect(framedForm(page).locator('textarea[name=message]')).toHaveValue('Typed a moment before leaving');
  await expect(framedForm(page).locator('input[name=firstname]')).toHaveValue('Grace');
});

test('"Not you? Click here to reset" deletes the draft: a reload shows none of what was typed', async ({ page }) => {
  await openTestPage(page, `<script>document.cookie = 'hubspotutk=visitor-123; path=/';</script>${container(FORMS.returningVisitor)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await expect(form.locator('input[name=email]')).toHaveValue('ada@example.com');
  const email = uniqueEmail('drafts-reset');
  await form.locator('input[name=firstname]').fill('Grace');
  await form.locator('input[name=email]').fill(email);
  await expect.poll(() => anyDraftText(page, FORMS.returningVisitor)).toContain(email);

  await form.getByRole('button', { name: 'Not you? Click here to reset' }).click();
  await expect(form.locator('input[name=email]')).toHaveValue('');
  expect(await draftsIn(page, 'sessionStorage')).toEqual({});

  await page.reload();
  // The page still sets the visitor's cookie, so the host's known values come back, and nothing typed.
  await expect(framedForm(page).locator('input[name=email]')).toHaveValue('ada@example.com');
  await expect(framedForm(page).locator('input[name=firstname]')).toHaveValue('Ada');
  expect(await draftsIn(page, 'sessionStorage')).toEqual({});
  expect(await draftsIn(page, 'localStorage')).toEqual({});
});

test('after a refused submission no draft is in localStorage; the tab keeps it', async ({ page }) => {
  await page.route(SUBMIT_ROUTE, (route) => route.fulfill({ status: 400, json: { formSubmissionError: 'DELETED' } }));
  await openTestPage(page, contactPage);
  const email = uniqueEmail('drafts-refused');
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText('This form is no longer active. Please refresh the page and try again.');
  expect(await draftsIn(page, 'localStorage')).toEqual({});
  expect(await tabDraftOf(page, FORMS.contact)).toMatchObject({ values: { email } });
});

test('a draft an earlier version left in localStorage is removed at load and not shown', async ({ page }) => {
  const leftover = JSON.stringify({ firstname: 'Previous visitor', email: 'previous@example.com' });
  await openTestPage(page, `<script>localStorage.setItem(${JSON.stringify(draftKey(PORTAL_ID, FORMS.contact))}, ${JSON.stringify(leftover)});</script>${contactPage}`);
  const form = framedForm(page);
  await expect(form.locator('input[name=email]')).toBeVisible();
  expect(await form.locator('input[name=email]').inputValue()).toBe('');
  expect(await form.locator('input[name=firstname]').inputValue()).toBe('');
  // Removed as the form loads its definition (the host's markup may show before that).
  await expect.poll(() => draftsIn(page, 'localStorage')).toEqual({});
  expect(await form.locator('input[name=email]').inputValue()).toBe('');
});

test('a form whose container leaves the page takes its draft with it', async ({ page }) => {
  await openTestPage(page, contactPage);
  await fillContact(page, uniqueEmail('drafts-unmount'));
  await expect.poll(() => tabDraftOf(page, FORMS.contact)).toBeDefined();
  await page.evaluate(() => document.querySelector('.hs-form-frame')?.remove());
  await expect.poll(() => tabDraftOf(page, FORMS.contact)).toBeUndefined();
});

test("the host stored a submission but its answer was lost: after a reload the resubmit goes under the draft's key, one row", async ({ page }) => {
  const email = uniqueEmail('drafts-lost');
  const rowsFor = async () => (await storedSubmissions(page.request, FORMS.contact)).filter((row) => row.values.email === email);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/submissions/v3/')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  let sends = 0;
  await page.route(SUBMIT_ROUTE, async (route) => {
    sends += 1;
    // The first send reaches the host and is stored; the visitor's browser sees no answer to any.
    if (sends === 1) expect((await route.fetch()).status()).toBe(200);
    await route.abort('connectionreset');
  });
  await openTestPage(page, contactPage);
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(SERVER_ERROR_TEXT);
  expect(await rowsFor()).toHaveLength(1);

  await page.reload();
  await expect(framedForm(page).locator('input[name=email]')).toHaveValue(email);
  await page.unroute(SUBMIT_ROUTE);
  await framedForm(page).locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(await rowsFor()).toHaveLength(1);
  expect(new Set(keys).size).toBe(1);
  expect(await draftsIn(page, 'sessionStorage')).toEqual({});
});
