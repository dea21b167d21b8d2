import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { openTestPage, PORTAL_ID } from './support/test-page';

const computed = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function showForm(page: Page, formId: string, style?: Record<string, string>) {
  const create = { portalId: PORTAL_ID, formId, target: '#form', renderFrame: false, ...(style ? { style } : {}) };
  await openTestPage(page, `<div id="form"></div><script src="/embed.js"></script><script>hbspt.forms.create(${JSON.stringify(create)});</script>`);
  const form = page.locator('#form form.hs-form');
  await expect(form).toBeVisible();
  return form;
}

test('one accent: the button, the focus ring, and checked boxes and radios share it', async ({ page }) => {
  // The 200-field form: its theme css leaves the button to the style object.
  const form = await showForm(page, FORMS.large, { submitColor: '#0b6e4f' });
  const accent = 'rgb(11, 110, 79)';
  const button = form.locator('input[type=submit]');
  expect(await computed(button, 'background-color')).toBe(accent);
  expect(await computed(form.locator('input[type=checkbox]').first(), 'accent-color')).toBe(accent);
  expect(await computed(form.locator('input[type=radio]').first(), 'accent-color')).toBe(accent);
  const input = form.locator('input.hs-input[type=text]').first();
  await input.focus();
  expect(await computed(input, 'outline-color')).toBe(accent);
  await button.focus();
  expect(await computed(button, 'outline-color')).toBe(accent);
  // The required mark is not an error: it is not drawn in error red.
  expect(await computed(form.locator('.hs-form-required').first(), 'color')).not.toBe('rgb(208, 2, 27)');
});

test('links inside the form take the accent; the site owner’s linkColor and submitFontColor win over it', async ({ page }) => {
  const form = await showForm(page, FORMS.richText, { submitColor: '#0b6e4f' });
  await expect(form.locator('a[href]').first()).toBeVisible();
  expect(await computed(form.locator('a[href]').first(), 'color')).toBe('rgb(11, 110, 79)');

  const owned = await showForm(page, FORMS.richText, { submitColor: '#0b6e4f', linkColor: '#8a2be2' });
  expect(await computed(owned.locator('a[href]').first(), 'color')).toBe('rgb(138, 43, 226)');
  const large = await showForm(page, FORMS.large, { submitColor: '#f5c518', submitFontColor: '#1d1f24' });
  expect(await computed(large.locator('input[type=submit]'), 'color')).toBe('rgb(29, 31, 36)');
});

test("type scale: the editor's 11 px help text and 12 px button label are raised to 13 and 14 px; inputs are 16 px on a phone", async ({ page }) => {
  // The fixture's globalStyle carries HubSpot's editor defaults, helpTextSize 11px and submitSize 12px.
  const form = await showForm(page, FORMS.allFields);
  expect(await computed(form.locator('.hs-field-desc').first(), 'font-size')).toBe('13px');
  expect(await computed(form.locator('input[type=submit]'), 'font-size')).toBe('14px');
  expect(await computed(form.locator('input[name=firstname]'), 'font-size')).toBe('14px');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => computed(form.locator('input[name=firstname]'), 'font-size')).toBe('16px');
  expect(await computed(form.locator('select').first(), 'font-size')).toBe('16px');
});

test("submitAlignment 'left' puts the button on the start side: the right in a right-to-left form", async ({ page }) => {
  // The fixture's globalStyle says submitAlignment: left, as HubSpot's editor writes into every form.
  const form = await showForm(page, FORMS.rightToLeft);
  const actions = form.locator('.hs_submit .actions');
  const button = form.locator('.hs_submit input[type=submit]');
  const [actionsBox, buttonBox] = [await actions.boundingBox(), await button.boundingBox()];
  expect(Math.round(buttonBox!.x + buttonBox!.width)).toBe(Math.round(actionsBox!.x + actionsBox!.width));
});

test("the date picker draws today's outline and its arrows in the form's accent", async ({ page }) => {
  const form = await showForm(page, FORMS.allFields, { submitColor: '#0b6e4f' });
  const input = form.locator('input.hs-input[id^="start_date-"]');
  await expect(input).toHaveAttribute('aria-haspopup', 'dialog');
  await input.click();
  const calendar = form.getByRole('dialog');
  await expect(calendar).toBeVisible();
  expect(await computed(calendar.locator('.rdp-today .rdp-day_button'), 'border-top-color')).toBe('rgb(11, 110, 79)');
  expect(await computed(calendar.locator('.rdp-button_next'), 'color')).toBe('rgb(11, 110, 79)');
});

test("the style object's submitColor beats the theme's own button colour, and the site owner's css beats both", async ({ page }) => {
  // The multi-page form's canvas theme css draws `.hs-button.primary` in #c8401f; its style says #0b6e4f.
  const form = await showForm(page, FORMS.multiPage);
  expect(await computed(form.locator('.hs-button.primary').first(), 'background-color')).toBe('rgb(11, 110, 79)');

  const create = { portalId: PORTAL_ID, formId: FORMS.multiPage, target: '#form', renderFrame: false, css: '.hs-button.primary{background:rgb(1, 2, 3)}' };
  await openTestPage(page, `<div id="form"></div><script src="/embed.js"></script><script>hbspt.forms.create(${JSON.stringify(create)});</script>`);
  await expect(page.locator('#form form.hs-form')).toBeVisible();
  expect(await computed(page.locator('#form .hs-button.primary').first(), 'background-color')).toBe('rgb(1, 2, 3)');
});
