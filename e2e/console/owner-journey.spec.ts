import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, E2E_SITE_PORT } from '../../playwright.config';
import { axeViolations } from '../support/axe';
import { SUBMIT_PATH } from '../../src/core/submission/submit-wire';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';
import { createOwnerToken, signInToConsole } from '../support/owner-console';
import { framedFormThankYou, uniqueEmail } from '../support/contact-form';
import { framedForm } from '../support/framed-form';

/** The titles of the editor's list rows, top to bottom. */
const rowTitles = (page: Page) => page.locator('.field-list > li .field-row-title').allTextContents();

/**
 * A page of a site on another origin than the forms host (the test host's second listener
 * answers the path with a plain 404), written to hold what the owner pasted.
 */
async function openSitePage(page: Page, pasted: string): Promise<void> {
  await page.goto(`http://127.0.0.1:${E2E_SITE_PORT}/our-services.html`);
  await page.setContent(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Our services</title></head><body><main><h1>Talk to us</h1>${pasted}</main></body></html>`);
}

test('an owner builds a form from a template, publishes it, embeds it on another site and handles the lead it brings, to its deletion', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInToConsole(page);

  // A form from the Contact template.
  await page.getByRole('link', { name: 'New form' }).click();
  const name = `Services enquiry ${Date.now()}`;
  await page.getByLabel('Form name').fill(name);
  await page.getByRole('radio', { name: 'Contact' }).check();
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(/\/owner\/forms\/\d+\/[0-9a-f-]{36}\/edit$/);
  const [, , , portalId, formId] = new URL(page.url()).pathname.split('/');
  await expect.poll(() => rowTitles(page)).toEqual(['First name', 'Last name', 'Email', 'Company', 'Message']);

  // A file field, moved above the message with the keyboard.
  await page.getByLabel('Field kind').selectOption({ label: 'File upload' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Label', { exact: true }).fill('Your brief');
  await page.getByRole('button', { name: 'Move Your brief', exact: true }).focus();
  const heard = page.getByRole('status').filter({ hasText: 'Your brief' });
  await page.keyboard.press('Space');
  await expect(heard).toHaveText('Picked up Your brief at position 6 of 6.');
  await page.keyboard.press('ArrowUp');
  await expect(heard).toHaveText('Your brief is at position 5 of 6.');
  await page.keyboard.press('Space');
  await expect(heard).toHaveText('Your brief dropped at position 5 of 6.');
  await expect.poll(() => rowTitles(page)).toEqual(['First name', 'Last name', 'Email', 'Company', 'Your brief', 'Message']);

  // The saved draft, on a preview page of its own (a new tab).
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  const [previewTab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview the saved draft' }).click()]);
  await expect(previewTab.getByRole('heading', { level: 1, name: `Preview: ${name}` })).toBeVisible();
  await expect(previewTab.frameLocator('iframe[title="Form preview"]').getByText('Your brief')).toBeVisible();
  await previewTab.close();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published version 1.' })).toBeVisible();
  expect(await axeViolations(page, 'body')).toEqual([]);

  // The embed code, as the owner copies it.
  await page.getByRole('button', { name: 'Publishing', exact: true }).click();
  const snippet = page.locator('pre[data-snippet] code').first();
  await expect(snippet).toContainText(`http://127.0.0.1:${E2E_PORT}/embed.js`);
  const pasted = (await snippet.textContent()) ?? '';
  expect(pasted).toContain(formId);

  // A visitor on the owner's site, with a file.
  const visitor = await browser.newPage();
  const email = uniqueEmail('journey');
  await openSitePage(visitor, pasted);
  const form = framedForm(visitor);
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=company]').fill('Analytical Engines');
  await form.locator('input[type=file]').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 the brief') });
  await form.locator('textarea[name=message]').fill('Please send a quote.');
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(visitor)).toBeVisible();
  await visitor.close();

  // The owner finds the lead by searching the new form's inbox.
  await page.goto(`/owner/forms/${portalId}/${formId}`);
  await page.getByLabel('Search leads').fill(email);
  // The search applies once typing pauses: the list is the search's once it is in the address.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === email);
  const table = page.getByRole('region');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Email$/ }).locator('+ dd')).toHaveText(email);

  const [attachment] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /brief\.pdf/ }).click()]);
  expect(attachment.suggestedFilename()).toBe('brief.pdf');
  const stream = await attachment.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 the brief');

  await page.goBack();
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export XLSX' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await exported.path());
  const cells = workbook.worksheets[0]!.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : []));
  expect(cells).toContain(email);

  await table.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(page.getByRole('button', { name: 'Not spam' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this lead?' });
  await expect(dialog).toContainText("the lead's values and 1 file");
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/forms/${portalId}/${formId}$`));
  await page.getByRole('link', { name: 'Spam', exact: true }).click();
  await page.getByLabel('Search leads').fill(email);
  await expect(page.getByText('No leads match')).toBeVisible();
});

test('a read-only token sees forms and leads but cannot publish or delete: the buttons are absent and the API refuses', async ({ page, request }) => {
  const secret = await createOwnerToken(`viewer-${Date.now()}`, { readOnly: true });
  // A published form of its own with one lead, made with the administrator's token.
  const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  const created = await request.post('/api/v1/portals/123456/forms', {
    headers: admin,
    data: { name: `Read-only check ${Date.now()}`, fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] },
  });
  expect(created.status()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  expect((await request.post(`/api/v1/portals/123456/forms/${guid}/publish`, { headers: admin })).status()).toBe(201);
  const submitted = await request.post(`${SUBMIT_PATH}/123456/${guid}`, {
    headers: { 'Idempotency-Key': `read-only-${Date.now()}` },
    multipart: { email: uniqueEmail('read-only'), hs_context: JSON.stringify({ pageUrl: 'https://www.example.com/', pageTitle: 'Home' }) },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await signInToConsole(page, secret);
  await expect(page.getByRole('banner').getByText('read-only', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New form' })).toHaveCount(0);
  await page.goto(`/owner/forms/123456/${guid}/edit`);
  await expect(page.getByText('This session is read-only: changes cannot be saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  expect(await axeViolations(page, 'body')).toEqual([]);

  const viewer = { Authorization: `Bearer ${secret}` };
  expect((await request.post(`/api/v1/portals/123456/forms/${guid}/publish`, { headers: viewer })).status()).toBe(403);
  expect((await request.get(`/api/v1/portals/123456/forms/${guid}`, { headers: viewer })).status()).toBe(200);
  const leads = await request.get(`/api/v1/leads?portalId=123456&formId=${guid}`, { headers: viewer });
  const [lead] = ((await leads.json()) as { leads: { conversionId: string }[] }).leads;
  if (!lead) throw new Error('the lead was not stored');
  await page.goto(`/owner/leads/${encodeURIComponent(lead.conversionId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete lead' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as spam' })).toHaveCount(0);
  expect((await request.delete(`/api/v1/leads/${encodeURIComponent(lead.conversionId)}`, { headers: viewer })).status()).toBe(403);
});
