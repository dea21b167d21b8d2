import { expect, test } from '@playwright/test';
import { framedForm } from './support/framed-form';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${formId}"></div>`;

test.use({ viewport: { width: 375, height: 667 } });

test('on the 200-field form at 375 px the focused summary shows its heading and first items, its focus ring outside its border', async ({ page }) => {
  test.setTimeout(60_000);
  await openTestPage(page, `${container(FORMS.large)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[type=submit]').click();

  const summary = form.locator('.hs-error-summary');
  await expect(summary).toBeFocused();
  // Boxes relative to the page's viewport (Playwright adds the frame's offset), which is 667 px tall.
  const heading = await summary.locator('h2').boundingBox();
  const firstItem = await summary.locator('li').first().boundingBox();
  expect(heading && firstItem).toBeTruthy();
  for (const box of [heading!, firstItem!]) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
  }

  // One border: the focus indicator is drawn outside it, not as a second ring inside.
  const look = await summary.evaluate((element) => {
    const style = getComputedStyle(element);
    return { offset: parseFloat(style.outlineOffset), border: style.borderTopStyle };
  });
  expect(look.border).toBe('solid');
  expect(look.offset).toBeGreaterThanOrEqual(0);
});
