import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';

/** The fixture with a field of every type the embed renders. */
const ALL_FIELDS_FILE = fileURLToPath(new URL('../../fixtures/forms/123456/a1b2c3d4-0002-4000-8000-000000000002.json', import.meta.url));

interface WireField {
  name: string;
  label: string;
  fieldType: string;
  required: boolean;
}
type Definition = { form: { name: string; formFieldGroups: { fields: WireField[] }[] } };

const fieldsOf = (definition: Definition) =>
  definition.form.formFieldGroups.flatMap((group) => group.fields.map(({ name, label, fieldType, required }) => ({ name, label, fieldType, required })));

test('the all-fields form, pasted and checked, becomes a draft form with every field, label and type', async ({ page, request }) => {
  // Four accessibility scans, one of them of a table with a row for every field: over 30 s on a slow machine.
  test.setTimeout(60_000);
  const text = readFileSync(ALL_FIELDS_FILE, 'utf8');
  const fixture = JSON.parse(text) as Definition;
  await page.goto('/owner/sign-in');
  await page.getByLabel('Access token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('link', { name: 'Import a form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a form' })).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/forms\/import$/);
  expect(await axeViolations(page, 'body')).toEqual([]);

  // What cannot be imported is named on the box.
  const box = page.getByLabel('Form definition (JSON)');
  await box.fill('{"form": ');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^The definition is not valid JSON/)).toBeVisible();
  expect(await axeViolations(page, 'body')).toEqual([]);

  await box.fill(text);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { name: 'Checked: All field types' })).toBeFocused();
  const rows = page.getByRole('table', { name: 'Fields of the form' }).getByRole('row');
  await expect(rows).toHaveCount(fieldsOf(fixture).length + 1);
  await expect(page.getByRole('listitem').filter({ hasText: 'Field "Choose a plan" (plan) is a payment link choice' })).toBeVisible();
  expect(await axeViolations(page, 'body')).toEqual([]);
  // At phone width each field becomes a card: still nothing for axe to find, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page, 'body')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  const portalId = await page.getByLabel('Portal', { exact: true }).inputValue();
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/forms/${portalId}/[0-9a-f-]{36}/edit$`));
  const formId = new URL(page.url()).pathname.split('/')[4] ?? '';

  // The editor lists every field of the fixture under its label, in order (between the rich texts).
  const titles = page.getByRole('list', { name: 'Form fields' }).locator('.field-row-title');
  await expect(titles.first()).toBeVisible();
  const labels = fieldsOf(fixture).map((field) => field.label);
  expect((await titles.allTextContents()).filter((title) => title !== 'Text')).toEqual(labels);

  const answer = await request.get(`/api/v1/portals/${portalId}/forms/${formId}`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(answer.status()).toBe(200);
  const form = (await answer.json()) as { name: string; publishedVersion: number | null; draft: { definition: Definition } };
  expect([form.name, form.publishedVersion]).toEqual(['All field types', null]);
  expect(fieldsOf(form.draft.definition)).toEqual(fieldsOf(fixture));
});
