import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { FORMS, SCOPED_PORTAL_ID, UNSCOPED_PORTAL_ID } from '../test/fixture-ids';
import { axeViolations } from './support/axe';
import { RENDERABLE_FIXTURES } from './support/fixture-forms';
import { completeByKeyboard, formRoot } from './support/keyboard';
import { openTestPage } from './support/test-page';

test('the table lists every fixture form that renders', () => {
  const formFiles = [SCOPED_PORTAL_ID, UNSCOPED_PORTAL_ID].flatMap((portalId) => readdirSync(`fixtures/forms/${portalId}`)).filter((file) => /^a1b2c3d4-00\d\d-.*\d\.json$/.test(file));
  const renderable = formFiles.map((file) => file.replace(/\.json$/, '')).filter((id) => id !== FORMS.unpublished);
  expect(RENDERABLE_FIXTURES.map((fixture) => FORMS[fixture.name]).sort()).toEqual(renderable.sort());
});

for (const fixture of RENDERABLE_FIXTURES) {
  test(`${fixture.name}: no axe violations empty, with errors and thanking the visitor`, async ({ page }) => {
    // axe takes seconds on the 200-field form (22 country lists of 243 options), three times over.
    if (fixture.name === 'large') test.setTimeout(60_000);
    await openTestPage(page, fixture.body);
    const root = await formRoot(page);
    const form = root.locator('form.hs-form');
    await expect(form.locator('input[type=submit], button.hs-next')).toBeVisible();
    expect(await axeViolations(root, 'form.hs-form'), 'empty').toEqual([]);

    if (fixture.hasRequired) {
      for (const name of fixture.prefilled) await form.locator(`[name="${name}"]`).fill('');
      await form.locator('input[type=submit], button.hs-next').click();
      await expect(form.locator('.hs-error-summary')).toBeFocused();
      await expect(form.locator('.hs-error-msg').first()).toBeVisible();
      expect(await axeViolations(root, 'form.hs-form'), 'with errors').toEqual([]);
    }

    // Its submission is followed to the page its redirect URL names: there is no thank-you.
    if (fixture.after === 'redirect') return;
    await completeByKeyboard(page, root, { email: 'axe@example.com', fill: 'required', leaveEmpty: fixture.leaveEmpty, move: 'script' });
    await expect(root.locator('.submitted-message')).toBeFocused();
    expect(await axeViolations(root, '.submitted-message'), 'thank-you').toEqual([]);
  });
}
