import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { FORMS } from '../test/fixture-ids';
import { container, failFirstSends, fillContact, fillEveryStep, framedFormThankYou, gate, SERVER_ERROR_TEXT, SUBMIT_ROUTE, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { E2E_ADMIN_TOKEN, storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

test('a filled contact form lands as exactly one row, visible through the owner API, the CSV and the XLSX', async ({ page, request }) => {
  const submitted: unknown[] = [];
  await page.exposeFunction('recordSubmitted', (data: unknown) => submitted.push(data));
  await openTestPage(
    page,
    `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t',
      onFormSubmitted: (form, data) => recordSubmitted(data) });</script>`,
  );
  const email = uniqueEmail('one-row');
  const form = await fillContact(page, email);
  // A double click sends once.
  await form.locator('input[type=submit]').dblclick();
  await expect(framedFormThankYou(page)).toBeVisible();
  // The frame follows the thank-you's height (its paragraph margins included) and shows all of it.
  const uncovered = async () => {
    const frameBox = await page.locator('iframe.hs-form-iframe').boundingBox();
    const textBox = await framedFormThankYou(page).locator('p').first().boundingBox();
    return textBox!.y + textBox!.height - (frameBox!.y + frameBox!.height);
  };
  await expect.poll(uncovered).toBeLessThanOrEqual(1);
  await expect.poll(() => submitted.length).toBe(1);
  expect(submitted[0]).toMatchObject({ submissionValues: { firstname: 'Ada', email } });

  const rows = (await storedSubmissions(request, FORMS.contact)).filter((row) => row.values.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.values).toMatchObject({ firstname: 'Ada', email, message: 'Hello, with a comma, and "quotes"' });
  // The page names the form version it loaded, so the host checks against what the visitor saw.
  expect(rows[0]!.context).toMatchObject({ source: 'forms-embed', pageTitle: 'Test page', formVersion: '1' });

  const exportOf = (format: 'csv' | 'xlsx') =>
    request.get(`/api/submissions.${format}?portalId=${PORTAL_ID}&formId=${FORMS.contact}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const csv = await exportOf('csv');
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const bytes = await csv.body();
  // A byte-order mark, so a spreadsheet reads the text as UTF-8; the form's labels head the columns.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  // Other specs store rows of this form too: their fields may add columns, never rename these.
  const header = text.split('\r\n')[0]!.split(',');
  expect(header.slice(0, 3)).toEqual(['Submitted at (UTC)', 'Conversion ID', 'Page URL']);
  expect(header).toEqual(expect.arrayContaining(['First name', 'Last name', 'Email', 'Company name', 'Message']));
  expect(header).not.toContain('firstname');
  expect(text).toContain(email);
  expect(text).toContain('"Hello, with a comma, and ""quotes"""');

  // The same row in the workbook, every value a text cell as typed, the time a date.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await (await exportOf('xlsx')).body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = sheet.getRow(1).values as unknown[];
  expect(headers.slice(1)).toEqual(header);
  const rowNumber = sheet.getColumn(headers.indexOf('Email')).values.indexOf(email);
  expect(rowNumber).toBeGreaterThan(1);
  const cell = (label: string) => sheet.getRow(rowNumber).getCell(headers.indexOf(label)).value;
  expect(cell('Submitted at (UTC)')).toEqual(new Date(rows[0]!.createdAt));
  expect(cell('Conversion ID')).toBe(rows[0]!.conversionId);
  expect(cell('Message')).toBe('Hello, with a comma, and "quotes"');
});

test('a multi-page form submits the values of every page', async ({ page, request }) => {
  await openTestPage(page, `${container(FORMS.multiPage)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = uniqueEmail('pages');
  await fillEveryStep(form, email, 'All pages');
  await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  const [row] = (await storedSubmissions(request, FORMS.multiPage)).filter((stored) => stored.values.email === email);
  expect(row?.values).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', company: 'Analytical Engines', message: 'All pages', 'LEGAL_CONSENT.processing': 'true' });
});

test("onFormSubmit's $form holds every page's values for a wrapper's serializeArray()", async ({ page }) => {
  const serialized: string[][] = [];
  await page.exposeFunction('recordSerialized', (pairs: string[]) => serialized.push(pairs));
  // A page with jQuery: callbacks get jQuery(form); serializeArray stands in for jQuery's (the named, enabled controls).
  await openTestPage(
    page,
    `<div id="t"></div>${EMBED_SCRIPT}<script>
      window.jQuery = (form) => ({ serializeArray: () => Array.from(new FormData(form), ([name, value]) => ({ name, value })) });
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.multiPage}', target: '#t',
        onFormSubmit: ($form) => recordSerialized($form.serializeArray().map(({ name, value }) => name + '=' + value)) });
    </script>`,
  );
  const form = framedForm(page);
  const email = uniqueEmail('serialize');
  await fillEveryStep(form, email, 'Every page');
  await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  await expect.poll(() => serialized.length).toBe(1);
  expect(serialized[0]).toEqual(
    expect.arrayContaining(['firstname=Ada', 'lastname=Lovelace', `email=${email}`, 'company=Analytical Engines', 'message=Every page', 'LEGAL_CONSENT.processing=true']),
  );
});

test('a 503 then success: the visitor sees the message, the embed retries under one key, one row is stored', async ({ page, request }) => {
  const messageSeen = gate();
  const keys = await failFirstSends(page, 1, (route) => route.fulfill({ status: 503, json: { formSubmissionError: 'SERVER_ERROR' } }), messageSeen.opened);
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const email = uniqueEmail('retry');
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(SERVER_ERROR_TEXT);
  messageSeen.open();
  await expect(form.locator('input[name=email]')).toHaveValue(email);
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
  expect((await storedSubmissions(request, FORMS.contact)).filter((row) => row.values.email === email)).toHaveLength(1);
});

test('a 429 with Retry-After shows its message and waits at least that long before trying again', async ({ page }) => {
  const sentAt: number[] = [];
  await page.route(SUBMIT_ROUTE, async (route) => {
    sentAt.push(Date.now());
    if (sentAt.length === 1) await route.fulfill({ status: 429, headers: { 'Retry-After': '2', 'Access-Control-Expose-Headers': 'Retry-After' }, json: {} });
    else await route.continue();
  });
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = await fillContact(page, uniqueEmail('busy'));
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(
    'There was an issue submitting your form. Please wait a few seconds and try again.',
  );
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(2000);
});

test('with the host down the values stay, and a reload brings back the typed draft', async ({ page }) => {
  await page.route(SUBMIT_ROUTE, (route) => route.abort('connectionreset'));
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`, { path: '/__test/draft-page.html' });
  const email = uniqueEmail('draft');
  const form = await fillContact(page, email);
  const failed = page.waitForEvent('requestfailed', (failedRequest) => failedRequest.url().includes('/submissions/v3/'));
  await form.locator('input[type=submit]').click();
  await failed;
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(SERVER_ERROR_TEXT);
  await expect(form.locator('input[name=email]')).toHaveValue(email);
  await page.reload();
  await expect(framedForm(page).locator('input[name=email]')).toHaveValue(email);
  await expect(framedForm(page).locator('input[name=firstname]')).toHaveValue('Ada');
});

test.describe('submission errors from the host', () => {
  const cases: [string, number, Record<string, unknown>, string][] = [
    ['MISSING_REQUIRED_FIELDS', 400, { formSubmissionError: 'MISSING_REQUIRED_FIELDS', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'REQUIRED_FIELD' }] }, 'Please complete all required fields.'],
    ['BLOCKED_EMAIL', 400, { formSubmissionError: 'BLOCKED_EMAIL', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL', domain: 'example.com' }] }, 'Please change your email address to continue.'],
    ['OUT_OF_DATE (a captcha error without captcha)', 400, { formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' }, 'This form is no longer current. Please refresh the page and try again.'],
    ['SUBMISSION_NOT_ALLOWED (FORM_NEVER_EXISTED)', 404, { formSubmissionError: 'FORM_NEVER_EXISTED' }, 'This form cannot be submitted. Please contact the site owner.'],
    ['SUBMISSION_NOT_ALLOWED (MISSING_SCOPE)', 400, { formSubmissionError: 'MISSING_SCOPE' }, 'This form cannot be submitted. Please contact the site owner.'],
    ['DELETED', 400, { formSubmissionError: 'DELETED' }, 'This form is no longer active. Please refresh the page and try again.'],
    ['FORM_NOT_PUBLISHED', 400, { formSubmissionError: 'FORM_NOT_PUBLISHED' }, 'This form is no longer active. Please refresh the page and try again.'],
    ['SUBMISSION_NOT_ALLOWED (FORM_TYPE_MISMATCH)', 400, { formSubmissionError: 'FORM_TYPE_MISMATCH' }, 'This form cannot be submitted. Please contact the site owner.'],
    ['SERVER_ERROR (a 500 without a key, while it retries)', 500, {}, SERVER_ERROR_TEXT],
    ['FILE_TOO_LARGE', 413, { formSubmissionError: 'FILE_TOO_LARGE' }, 'Selected file is too large. Maximum allowed size is 100MB.'],
    ['an unknown key shown as it is', 400, { formSubmissionError: 'SOMETHING_NEW' }, 'SOMETHING_NEW'],
  ];
  for (const [name, status, body, message] of cases) {
    test(`${name} shows its message and keeps the values`, async ({ page }) => {
      await page.route(SUBMIT_ROUTE, (route) => route.fulfill({ status, json: body }));
      await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
      const email = uniqueEmail('errors');
      const form = await fillContact(page, email);
      await form.locator('input[type=submit]').click();
      await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(message);
      await expect(form.locator('input[name=email]')).toHaveValue(email);
    });
  }

  test("the host's field results show on their fields; a change clears the form's error", async ({ page }) => {
    await page.route(SUBMIT_ROUTE, (route) =>
      route.fulfill({ status: 400, json: { formSubmissionError: 'BLOCKED_EMAIL', validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL', domain: 'example.com' }] } }),
    );
    await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
    const form = await fillContact(page, uniqueEmail('field'));
    await form.locator('input[type=submit]').click();
    await expect(form.locator('.hs_email .hs-error-msg')).toHaveText(
      'Please enter a different email address. This form does not accept addresses from example.com.',
    );
    await form.locator('input[name=firstname]').fill('Grace');
    await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveCount(0);
  });
});

test('PORTAL_MIGRATION is an info under the thank-you, not an error', async ({ page }) => {
  await page.route(SUBMIT_ROUTE, (route) =>
    route.fulfill({ status: 200, json: { conversionId: 'c-migration', formGuid: FORMS.contact, formSubmissionWarning: 'PORTAL_MIGRATION' } }),
  );
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = await fillContact(page, uniqueEmail('migration'));
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page).locator('.hs-form-info')).toHaveText(
    'Your response was submitted. Due to system maintenance work, it might take up to a day to finish processing.',
  );
  await expect(framedFormThankYou(page).locator('.hs-error-msg')).toHaveCount(0);
});

test('a redirect goes to http(s) targets only', async ({ page }) => {
  let answer: Record<string, unknown> = { conversionId: 'c-1', formGuid: FORMS.contact, redirectUrl: 'javascript:window.__redirected=1' };
  await page.route(SUBMIT_ROUTE, (route) => route.fulfill({ status: 200, json: answer }));
  await page.route('https://thanks.example.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Thanks page</h1>' }));
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  let form = await fillContact(page, uniqueEmail('redirect'));
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __redirected?: number }).__redirected)).toBeUndefined();
  expect(new URL(page.url()).pathname).toMatch(/^\/__test\//);

  answer = { conversionId: 'c-2', formGuid: FORMS.contact, redirectUrl: 'https://thanks.example.test/done' };
  await page.reload();
  form = await fillContact(page, uniqueEmail('redirect'));
  await Promise.all([page.waitForURL('https://thanks.example.test/done'), form.locator('input[type=submit]').click()]);
  await expect(page.locator('h1')).toHaveText('Thanks page');
});
