import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { frameOf } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * A long form in the page lays out and paints its rows after the twelfth only as they near the
 * viewport (`content-visibility: auto`, ui/styles/base-styles.ts), so its first rows show sooner;
 * a row a visitor reaches, by scrolling, by focus or by opening the date picker, is drawn whole.
 * In the isolated frame every row is drawn at once. The 200-field fixture has about 100 rows
 * of 1 to 3 fields (scripts/generate-large-fixture.ts); field 198 is a date field and field 200 a
 * text field, in the last rows.
 */

/** Whether the browser renders the element: false inside a row it skips. */
const rendered = (field: Locator) => field.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
const rowVisibility = (field: Locator) => field.evaluate((element) => getComputedStyle(element.closest('fieldset')!).contentVisibility);

async function openLargeForm(page: Page, options: { renderFrame?: false } = {}): Promise<FrameLocator | Page> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const create = { portalId: PORTAL_ID, formId: FORMS.large, target: '#form', ...options };
  await openTestPage(page, `<div id="form"></div>${EMBED_SCRIPT}<script>hbspt.forms.create(${JSON.stringify(create)});</script>`);
  const scope = options.renderFrame === false ? page : frameOf(page);
  await expect(scope.locator('form.hs-form[data-form-id]')).toBeVisible();
  return scope;
}

test('a long form in the page draws its first rows at once, and a far row once it is scrolled to, where it stays', async ({ page }) => {
  const form = await openLargeForm(page, { renderFrame: false });
  const first = form.locator('input[name=email]');
  const last = form.locator('input[name=field_200]');
  expect(await rendered(first)).toBe(true);
  expect(await rowVisibility(first)).toBe('visible');
  expect(await rowVisibility(last)).toBe('auto');
  expect(await rendered(last)).toBe(false);

  // The rows it passes take their real height as they are drawn: the page keeps the field in view.
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(last)).toBe(true);
  await expect(last).toBeInViewport();
});

test('a word too long for its line wraps in a far row, which stays within the form instead of running out of it', async ({ page }) => {
  const form = await openLargeForm(page, { renderFrame: false });
  const far = form.locator('input[name=field_200]');
  const row = far.locator('xpath=ancestor::fieldset[1]');
  const label = row.locator('label').first();
  await label.evaluate((element) => (element.textContent = `https://www.example.com/${'a'.repeat(240)}`));
  await far.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(far)).toBe(true);
  const lines = await label.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
  expect(lines).toBeGreaterThan(1);
  expect(await label.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const [rowBox, formBox] = await Promise.all([row.boundingBox(), form.locator('form.hs-form').boundingBox()]);
  expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(formBox!.x + formBox!.width + 0.5);
});

test('a far row in the page is drawn whole when one of its fields takes the focus, and an open date picker there is not clipped', async ({ page }) => {
  const form = await openLargeForm(page, { renderFrame: false });
  const far = form.locator('input[name=field_200]');
  expect(await rendered(far)).toBe(false);
  await far.focus();
  expect(await rowVisibility(far)).toBe('visible');
  expect(await rendered(far)).toBe(true);

  // A date field in another far row: the click focuses it and opens its picker over the rows below.
  await form.locator('.hs_field_198 input[type=text]').click();
  const picker = form.locator('.hs-datepicker');
  await expect(picker).toBeVisible();
  // Its lowest day is hit where it is drawn: not cut off at the row's edge, nor under the next row.
  const lastDay = picker.locator('button.rdp-day_button').last();
  await lastDay.scrollIntoViewIfNeeded();
  const hit = await lastDay.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const found = button.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return found === button || button.contains(found);
  });
  expect(hit).toBe(true);
});

test('a long form in its isolated frame draws every row at once, so a far field scrolled to stays in view', async ({ page }) => {
  const form = await openLargeForm(page);
  const last = form.locator('input[name=field_200]');
  expect(await rowVisibility(last)).toBe('visible');
  expect(await rendered(last)).toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
});
