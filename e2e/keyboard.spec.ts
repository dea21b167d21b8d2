import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { uniqueEmail } from './support/contact-form';
import { RENDERABLE_FIXTURES } from './support/fixture-forms';
import { completeByKeyboard, focusedIn, formRoot, type ControlKind } from './support/keyboard';
import { storedSubmissions } from './support/owner-api';
import { openTestPage } from './support/test-page';

/** The kinds of control the 200-field form cycles through, as the keyboard meets them. */
const LARGE_FORM_KINDS: readonly ControlKind[] = ['email', 'text', 'textarea', 'number', 'select', 'radio', 'checkbox', 'date-picker', 'calendar-day', 'country', 'tel'];

for (const fixture of RENDERABLE_FIXTURES) {
  test(`${fixture.name}: completed and submitted with the keyboard alone, a focus ring on every control`, async ({ page, request }) => {
    // The 200-field form's page is heavy to drive key by key, each focus read back: 20-25 s alone on a slow machine.
    if (fixture.name === 'large') test.setTimeout(60_000);
    const { pageErrors } = await openTestPage(page, fixture.body);
    const root = await formRoot(page);
    const email = uniqueEmail('kb');
    const redirected = fixture.after === 'redirect' ? page.waitForURL(/\/__test\/0$/) : undefined;
    const run = await completeByKeyboard(page, root, { email, leaveEmpty: fixture.leaveEmpty, stopAt: fixture.keyboardStopsAt });
    expect(run.withoutRing).toEqual([]);
    // Enter on Next moves focus to the heading that opens the page it shows.
    expect(run.stepStarts).toEqual(fixture.pageHeadings.map((heading) => `h3 "${heading}"`));

    if (fixture.keyboardStopsAt) {
      const reached = new Set(run.reached.map((element) => element.kind));
      expect(LARGE_FORM_KINDS.filter((kind) => !reached.has(kind))).toEqual([]);
      expect(pageErrors).toEqual([]);
      return;
    }
    // The submit button was reached by Tab, like every control, and showed its ring like them.
    expect(run.reached.at(-1)?.kind).toBe('submit');
    if (redirected) await redirected;
    else await expect(root.locator('.submitted-message')).toBeVisible();
    if (run.emailTyped) {
      const rows = (await storedSubmissions(request, FORMS[fixture.name])).filter((row) => Object.values(row.values).includes(email));
      expect(rows).toHaveLength(1);
    }
    expect(pageErrors).toEqual([]);
  });
}

test('multi-page: Space on Next and on Previous moves focus to the heading of the page shown, touching no field', async ({ page }) => {
  await openTestPage(page, RENDERABLE_FIXTURES.find((fixture) => fixture.name === 'multiPage')!.body);
  const root = await formRoot(page);
  const run = await completeByKeyboard(page, root, { email: uniqueEmail('kb'), nextKey: 'Space', stopAt: 'company' });
  expect(run.stepStarts).toEqual(['h3 "Your company"']);

  // Company, job title, employees: then Previous.
  for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('Tab');
  expect((await focusedIn(root)).kind).toBe('previous');
  await page.keyboard.press('Space');
  await expect(root.getByRole('heading', { name: 'About you' })).toBeFocused();
  await expect(root.locator('input[name=firstname]')).toHaveValue('Ada');
  // The fields left by Tab on page 2 were optional or are checked on Next: none shows an error.
  await expect(root.locator('.hs-error-msg')).toHaveCount(0);
});
