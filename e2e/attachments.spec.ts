import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, fillAllFieldsRequired, fillEveryStep, fillLegacy, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { downloadStoredFile, storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** A file a visitor chooses: its own bytes each time, so the download can only match this upload. */
function upload(label: string) {
  const buffer = Buffer.concat([Buffer.from(`%PDF-1.4\n% ${label} ${Date.now()} ${Math.random()}\n`), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff])]);
  // Non-ASCII letters, spaces, parentheses and quotes (which browsers send as %22): the host
  // keeps the name as chosen and the download header must carry it all.
  return { name: `Lebenslauf "Ünal" (${label}) 履歴書.pdf`, mimeType: 'application/pdf', buffer };
}
type Upload = ReturnType<typeof upload>;

/** `Content-Disposition` of a download of `name`: its ASCII fallback and its UTF-8 (RFC 5987) form. */
function disposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encoded}`;
}

/**
 * After the thank-you: the host stored one row for `email` listing the file with its name, size
 * and type; the owner downloads its exact bytes with the token, as an attachment, and nothing without.
 */
async function expectStoredFile(request: APIRequestContext, formId: string, email: string, chosen: Upload) {
  const rows = (await storedSubmissions(request, formId)).filter((row) => row.values.email === email);
  expect(rows).toHaveLength(1);
  const { files, conversionId } = rows[0]!;
  expect(files).toEqual([
    expect.objectContaining({ field: 'attachment', name: chosen.name, size: chosen.buffer.length, contentType: 'application/pdf', url: `/api/submissions/${conversionId}/files/0` }),
  ]);
  const download = await downloadStoredFile(request, files[0]!);
  expect(download.status()).toBe(200);
  expect((await download.body()).equals(chosen.buffer)).toBe(true);
  expect(download.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': disposition(chosen.name),
    'content-length': String(chosen.buffer.length),
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
    'cache-control': 'no-store',
  });
  const anonymous = await downloadStoredFile(request, files[0]!, null);
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.body()).includes(chosen.buffer)).toBe(false);
}

/** Fills the all-fields form's required fields and chooses `chosen` in its file field. */
async function fillAllFields(form: Locator, email: string, chosen: Upload) {
  await fillAllFieldsRequired(form, email);
  await form.locator('input[name=attachment]').setInputFiles(chosen);
}

/** The page's form, placed by `hbspt.forms.create` with the given options (no container scan). */
async function openCreatedForm(page: Page, formId: string, options: string) {
  return openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#target', ${options} });</script>`,
  );
}

test('a file chosen in the framed form (the default) is stored and downloadable', async ({ page, request }) => {
  const { pageErrors } = await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  await expect(page.locator('iframe.hs-form-iframe')).toHaveCount(1);
  const email = uniqueEmail('attachment-framed');
  const chosen = upload('framed');
  const form = framedForm(page);
  await fillAllFields(form, email, chosen);
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  await expectStoredFile(request, FORMS.allFields, email, chosen);
  expect(pageErrors).toEqual([]);
});

test('a file chosen in the same form shown in the page (renderFrame: false) is stored and downloadable', async ({ page, request }) => {
  const { pageErrors } = await openCreatedForm(page, FORMS.allFields, 'renderFrame: false');
  const form = page.locator('#target form.hs-form');
  await expect(page.locator('iframe.hs-form-iframe')).toHaveCount(0);
  const email = uniqueEmail('attachment-in-page');
  const chosen = upload('in-page');
  await fillAllFields(form, email, chosen);
  await form.locator('input[type=submit]').click();
  await expect(page.locator('.submitted-message')).toBeVisible();
  await expectStoredFile(request, FORMS.allFields, email, chosen);
  expect(pageErrors).toEqual([]);
});

test('a file chosen on page 2 of a framed multi-page form is stored with the last page', async ({ page, request }) => {
  const { pageErrors } = await openTestPage(page, `${container(FORMS.multiPageUpload)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = uniqueEmail('attachment-multi-page');
  const chosen = upload('multi-page');
  await fillEveryStep(form, email, 'The file is on the page before.', () => form.locator('input[name=attachment]').setInputFiles(chosen));
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toContainText('its file are in');
  await expectStoredFile(request, FORMS.multiPageUpload, email, chosen);
  expect(pageErrors).toEqual([]);
});

test('a raw-HTML form posts its file natively into the hidden frame: stored and downloadable', async ({ page, request }) => {
  const sends: boolean[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/submissions/v3/public/submit/formsnext/multipart/')) sends.push(sent.isNavigationRequest());
  });
  const { pageErrors } = await openTestPage(page, `${container(FORMS.rawHtmlUpload)}${EMBED_SCRIPT}`);
  const email = uniqueEmail('attachment-hidden-frame');
  const chosen = upload('hidden-frame');
  const form = await fillLegacy(page, email);
  await form.locator('input[name=attachment]').setInputFiles(chosen);
  await form.locator('input[type=submit]').click();
  await expect(page.locator('.submitted-message')).toBeVisible();
  // One send, a navigation of the hidden frame (the native post), not a fetch.
  expect(sends).toEqual([true]);
  await expectStoredFile(request, FORMS.rawHtmlUpload, email, chosen);
  expect(pageErrors).toEqual([]);
});

test('the all-fields demo page (framed) stores the file a visitor chose', async ({ page, request }) => {
  await page.goto('/all-fields.html');
  const form = framedForm(page);
  const email = uniqueEmail('attachment-demo');
  const chosen = upload('demo');
  await fillAllFields(form, email, chosen);
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  await expectStoredFile(request, FORMS.allFields, email, chosen);
});
