import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';

test('a new form from the Contact template opens in the editor with its settings, saves a change, and is listed as a draft', async ({ page, request }) => {
  const name = `Contact from template ${Date.now()}`;
  await page.goto('/owner/sign-in');
  await page.getByLabel('Access token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('link', { name: 'New form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/forms\/new$/);
  expect(await axeViolations(page, 'body')).toEqual([]);

  // Creating without a name is refused on the page.
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByLabel('Form name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Give the form a name.')).toBeVisible();
  expect(await axeViolations(page, 'body')).toEqual([]);

  await page.getByLabel('Form name').fill(name);
  const portalId = await page.getByLabel('Portal', { exact: true }).inputValue();
  await page.getByRole('radio', { name: 'Contact' }).check();
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/forms/${portalId}/[0-9a-f-]{36}/edit$`));
  const formId = new URL(page.url()).pathname.split('/')[4] ?? '';

  // The host holds the template's fields as the new form's draft.
  const draft = await request.get(`/api/v1/portals/${portalId}/forms/${formId}/draft`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(draft.status()).toBe(200);
  const { definition } = (await draft.json()) as { definition: { form: { name: string; formFieldGroups: { fields: { name: string }[] }[] } } };
  expect(definition.form.name).toBe(name);
  expect(definition.form.formFieldGroups.flatMap((group) => group.fields.map((field) => field.name))).toEqual([
    'firstname',
    'lastname',
    'email',
    'company',
    'message',
  ]);

  // The editor's settings show the template's: its name, its implicit consent; a change is saved into the draft.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByLabel('Form name')).toHaveValue(name);
  await expect(page.getByRole('radio', { name: 'Implicit consent to process' })).toBeChecked();
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.getByRole('radio', { name: 'Separate checkbox to process' }).check();
  await page.getByLabel('Button colour', { exact: true }).fill('#c8401f');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  const saved = await request.get(`/api/v1/portals/${portalId}/forms/${formId}/draft`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const savedDefinition = ((await saved.json()) as { definition: { form: { metaData: { name: string; value: string }[] }; globalStyle: string } }).definition;
  const consent = savedDefinition.form.metaData.find((pair) => pair.name === 'legalConsentOptions')?.value ?? '{}';
  expect(JSON.parse(consent)).toMatchObject({ processingConsentType: 'REQUIRED_CHECKBOX' });
  expect(JSON.parse(savedDefinition.globalStyle)).toMatchObject({ submitColor: '#c8401f' });

  await page.goto('/owner/');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Draft');
});
