import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { FORMS } from '../../test/fixture-ids';
import { axeViolations } from '../support/axe';
import { fillContact, framedFormThankYou, uniqueEmail } from '../support/contact-form';
import { CONSOLE_PORTAL, publishedContactCopy, sendPeopleLeads } from '../support/console-forms';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';
import { signInToConsole } from '../support/owner-console';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from '../support/test-page';

const INBOX = `/owner/forms/${PORTAL_ID}/${FORMS.contact}`;

test('a visitor lead is found in the inbox, opened, marked as spam, exported and deleted', async ({ page }) => {
  // Three visitors' submissions, then the inbox, a lead, spam, an export and a delete: 18-22 s on 2 busy cores, near the default 30.
  test.setTimeout(60_000);
  // Two other visitors first, so the inbox shows more than the lead this test follows.
  const email = uniqueEmail('inbox');
  for (const [firstName, address] of [['Grace', uniqueEmail('grace')], ['Katherine', uniqueEmail('katherine')], ['Ada', email]] as const) {
    await openTestPage(page, `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t' });</script>`);
    const form = await fillContact(page, address);
    await form.locator('input[name=firstname]').fill(firstName);
    await form.locator('input[type=submit]').click();
    await expect(framedFormThankYou(page)).toBeVisible();
  }

  await page.goto('/owner/sign-in');
  await page.getByLabel('Access token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto(INBOX);
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  // Newest first.
  await expect(page.getByRole('region').getByRole('row').nth(1)).toContainText(email);
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.getByLabel('Search leads').fill(email);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`));
  const table = page.getByRole('region');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: email })).toBeVisible();

  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Email$/ }).locator('+ dd')).toHaveText(email);
  expect(await axeViolations(page, 'body')).toEqual([]);

  await page.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(page.getByRole('button', { name: 'Not spam' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('No leads match')).toBeVisible();
  await page.getByRole('link', { name: 'Spam', exact: true }).click();
  await expect(table.getByRole('cell', { name: email })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export XLSX' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const cells = workbook.worksheets[0]!.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : []));
  expect(cells).toContain(email);

  await table.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Delete lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this lead?' });
  await expect(dialog).toContainText("the lead's values and 0 files");
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`${INBOX}$`));
  await page.getByLabel('Search leads').fill(email);
  await expect(page.getByText('No leads match')).toBeVisible();
});

test('the date range keeps the leads received in it and hides the others, the last day included', async ({ page, request }) => {
  const formId = await publishedContactCopy(request, `Date range ${Date.now()}`);
  const emails = [uniqueEmail('range'), uniqueEmail('range')];
  await sendPeopleLeads(request, formId, emails.map((address, index) => ({ firstname: `Visitor ${index}`, email: address, message: 'Hello' })));
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  await signInToConsole(page);
  await page.goto(`/owner/forms/${CONSOLE_PORTAL}/${formId}`);
  const table = page.getByRole('region', { name: /lead/ });
  await expect(table.getByRole('row')).toHaveCount(3);

  // Up to yesterday: both leads came today, so none is left.
  await page.getByLabel('To', { exact: true }).fill(day(-1));
  await expect(page).toHaveURL(new RegExp(`[?&]to=${day(-1)}`));
  await expect(page.getByText('No leads match')).toBeVisible();
  await expect(table).toBeHidden();

  // Today only: "To" takes in the whole day.
  await page.getByLabel('From', { exact: true }).fill(day(0));
  await page.getByLabel('To', { exact: true }).fill(day(0));
  await expect(table.getByRole('row')).toHaveCount(3);
  for (const address of emails) await expect(table.getByRole('cell', { name: address })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', new RegExp(`from=${day(0)}.*to=${day(1)}|to=${day(1)}.*from=${day(0)}`));

  // From tomorrow: gone again.
  await page.getByLabel('To', { exact: true }).fill('');
  await page.getByLabel('From', { exact: true }).fill(day(1));
  await expect(page.getByText('No leads match')).toBeVisible();
});
