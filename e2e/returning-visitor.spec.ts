import { expect, test } from '@playwright/test';
import { framedForm } from './support/framed-form';
import { FORMS, portalOf } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${portalOf(formId)}" data-form-id="${formId}"></div>`;

test('query parameters of the page URL prefill the fields named after them', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`, {
    query: '?firstname=Grace&email=grace%40example.com&industry=not-an-option&lead_source=newsletter&attachment=cv.pdf',
  });
  const form = framedForm(page);
  await expect(form.locator('input[name=firstname]')).toHaveValue('Grace');
  await expect(form.locator('input[name=email]')).toHaveValue('grace@example.com');
  await expect(form.locator('input[type=hidden][name=lead_source]')).toHaveValue('newsletter');
  // A value that is not one of the options is not taken; a file is never prefilled.
  await expect(form.locator('select[name=industry]')).toHaveValue('');
  await expect(form.locator('input[type=file][name=attachment]')).toHaveValue('');
});

test('a recognised visitor sees known values, no smart groups, and can reset to a blank form', async ({ page }) => {
  await openTestPage(
    page,
    `<script>document.cookie = 'hubspotutk=visitor-123; path=/';</script>${container(FORMS.returningVisitor)}${EMBED_SCRIPT}`,
    { query: '?lastname=Byron' },
  );
  const form = framedForm(page);
  await expect(form.locator('input[name=firstname]')).toHaveValue('Ada');
  // The page URL beats what the host knows.
  await expect(form.locator('input[name=lastname]')).toHaveValue('Byron');
  await expect(form.locator('input[name=email]')).toHaveValue('ada@example.com');
  // Smart groups whose fields are known stay out of the form.
  await expect(form.locator('input[name=jobtitle]')).toHaveCount(0);
  await expect(form.locator('input[name=company]')).toHaveCount(0);
  const context = form.locator('input[type=hidden][name=hs_context]');
  expect(JSON.parse((await context.getAttribute('value')) ?? '{}').hutk).toBe('visitor-123');

  const reset = form.getByRole('button', { name: 'Not you? Click here to reset' });
  await expect(reset).toBeVisible();
  await reset.click();

  await expect(form.locator('input[name=firstname]')).toHaveValue('');
  await expect(form.locator('input[name=email]')).toHaveValue('');
  await expect(form.locator('input[name=lastname]')).toHaveValue('Byron');
  await expect(form.locator('input[name=jobtitle]')).toBeVisible();
  await expect(form.locator('input[name=company]')).toBeVisible();
  await expect(reset).toHaveCount(0);
  expect(JSON.parse((await context.getAttribute('value')) ?? '{}').hutk).toBeUndefined();
});

test('a single checkbox whose older definition carries its default in selectedOptions starts ticked', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.oldShape)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await expect(form.locator('input[type=checkbox][name=subscribe]')).toBeChecked();
});
