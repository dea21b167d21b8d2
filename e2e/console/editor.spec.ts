import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FORMS, portalOf } from '../../test/fixture-ids';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';

const PORTAL = portalOf(FORMS.contact);
const AUTH = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The titles of the editor's list rows, top to bottom. */
const rowTitles = (page: Page) => page.locator('.field-list > li .field-row-title').allTextContents();

async function signIn(page: Page): Promise<void> {
  await page.goto('/owner/sign-in');
  await page.getByLabel('Access token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('edits a copy of the contact form: adds a field, reorders it by keyboard and mouse, saves, publishes, and asks before unsaved changes are lost', async ({
  page,
  request,
}) => {
  // A field added, reordered twice, saved and published through the console: 14-19 s on 2 busy cores, near the default 30.
  test.setTimeout(60_000);
  // A form of its own, copied from the contact fixture, so no other spec's form changes.
  const fixture = JSON.parse(readFileSync(`fixtures/forms/${PORTAL}/${FORMS.contact}.json`, 'utf8')) as { form: Record<string, unknown> };
  const name = `Editor copy ${Date.now()}`;
  const created = await request.post(`/api/v1/portals/${PORTAL}/forms`, {
    headers: AUTH,
    data: { definition: { ...fixture, form: { ...fixture.form, guid: undefined, name } } },
  });
  expect(created.status()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  const editor = `/owner/forms/${PORTAL}/${guid}/edit`;

  await signIn(page);
  await page.goto(editor);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await rowTitles(page)).toEqual(['First name', 'Last name', 'Email', 'Company name', 'Message']);
  expect(await axeViolations(page, 'body')).toEqual([]);

  // Add a dropdown and label it: the internal name follows the label.
  await page.getByLabel('Field kind').selectOption({ label: 'Dropdown' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Label', { exact: true }).fill('Favourite colour');
  await expect(page.getByLabel('Internal name')).toHaveValue('favourite_colour');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await rowTitles(page)).toEqual(['First name', 'Last name', 'Email', 'Company name', 'Message', 'Favourite colour']);
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-1280-new-field.png'), fullPage: true });

  // Keyboard: Space picks it up, ArrowUp moves it, Space drops it; a screen reader hears each step.
  const handle = page.getByRole('button', { name: 'Move Favourite colour', exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  const heard = page.getByRole('status').filter({ hasText: 'Favourite colour' });
  await expect(heard).toHaveText('Picked up Favourite colour at position 6 of 6.');
  await page.keyboard.press('ArrowUp');
  await expect(heard).toHaveText('Favourite colour is at position 5 of 6.');
  await page.keyboard.press('Space');
  await expect(heard).toHaveText('Favourite colour dropped at position 5 of 6.');
  await expect.poll(() => rowTitles(page)).toEqual(['First name', 'Last name', 'Email', 'Company name', 'Favourite colour', 'Message']);

  // Mouse: drag the handle onto the first row.
  const from = await handle.boundingBox();
  const to = await page.locator('.field-list > li').first().boundingBox();
  if (!from || !to) throw new Error('the list is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 2 });
  await page.mouse.move(to.x + 20, to.y + 4, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => rowTitles(page)).toEqual(['Favourite colour', 'First name', 'Last name', 'Email', 'Company name', 'Message']);
  // For 50 ms after a drop the drag library swallows clicks (the click that ends a drag is no click);
  // nobody clicks that fast, a script does: the click is repeated until the save it causes shows.
  await expect(async () => {
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // The draft is kept on the host: a reload shows it.
  await page.reload();
  await expect.poll(() => rowTitles(page)).toEqual(['Favourite colour', 'First name', 'Last name', 'Email', 'Company name', 'Message']);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Published version \d+\./ })).toBeVisible();
  const served = await request.get(`/embed/v3/form/${PORTAL}/${guid}/json`);
  expect(served.ok()).toBe(true);
  const servedForm = ((await served.json()) as { form: { formFieldGroups: { fields: { name: string; label: string }[] }[] } }).form;
  expect(servedForm.formFieldGroups[0]!.fields).toMatchObject([{ name: 'favourite_colour', label: 'Favourite colour' }]);

  // Unsaved changes: leaving through a console link asks; "Stay" stays, "Leave" leaves.
  await page.getByRole('button', { name: 'Remove Message' }).click();
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-1280-leave.png') });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${editor}$`));

  // Closing the tab asks through the browser.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const beforeUnload = await asked;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.dismiss();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/forms/${PORTAL}/${guid}$`));
});

test('the editor at phone width: one section at a time, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto(`/owner/forms/${PORTAL}/${FORMS.allFields}/edit`);
  await expect(page.getByRole('list', { name: 'Form fields' })).toBeVisible();
  await page.getByRole('button', { name: /^Email/ }).first().click();
  await expect(page.getByLabel('Internal name')).toHaveValue('email');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('editor-375-fields.png'), fullPage: true });

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Form fields' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-375-preview.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Fields', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Form fields' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-1280.png'), fullPage: true });
});
