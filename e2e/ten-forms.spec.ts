import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, uniqueEmail } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

test('ten forms on one page work independently: one submits, one shows its errors, the others stay as they were', async ({ page }) => {
  const { pageErrors } = await openTestPage(page, `${container(FORMS.contact).repeat(10)}${EMBED_SCRIPT}`);
  const formAt = (index: number) => page.frameLocator('iframe.hs-form-iframe').nth(index).locator('form.hs-form');
  for (let index = 0; index < 10; index += 1) await expect(formAt(index)).toBeVisible();
  const ids = await page.locator('.hbspt-form').evaluateAll((wrappers) => wrappers.map((wrapper) => wrapper.id));
  expect(new Set(ids).size).toBe(10);

  const sending = formAt(3);
  await sending.locator('input[name=firstname]').fill('Ada');
  await sending.locator('input[name=email]').fill(uniqueEmail('ten-forms'));
  await sending.locator('textarea[name=message]').fill('Only from the fourth form');
  await formAt(6).locator('input[type=submit]').click();
  await sending.locator('input[type=submit]').click();

  await expect(page.frameLocator('iframe.hs-form-iframe').nth(3).locator('.submitted-message')).toBeVisible();
  await expect(formAt(6).locator('.hs_email .hs-error-msg')).toBeVisible();
  for (const index of [0, 1, 2, 4, 5, 7, 8, 9]) {
    await expect(formAt(index).locator('.hs-error-msg')).toHaveCount(0);
    await expect(formAt(index).locator('input[name=firstname]')).toHaveValue('');
  }
  expect(pageErrors).toEqual([]);
});
