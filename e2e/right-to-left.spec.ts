import { expect, test, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * Right-to-left forms laid out from their start side. The submit button sits at the right edge of
 * a right-to-left form and the left edge of an English one (the fixtures carry HubSpot's default
 * `submitAlignment: left`, which a right-to-left form reads as its start); texts of the definition
 * in another script keep their own direction but line up with the form.
 */

/** A page creating one form in the page, in `locale` when given. */
const created = (formId: string, locale?: string) =>
  `<div id="target" style="width:min(640px,100%)"></div>${EMBED_SCRIPT}
  <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#target', renderFrame: false${locale ? `, locale: '${locale}'` : ''} });</script>`;

/** How far the submit button's edges lie from the form's content box edges (px). */
async function submitOffsets(page: Page) {
  const submit = page.locator('form.hs-form input[type=submit]');
  await expect(submit).toBeVisible();
  return page.locator('form.hs-form').evaluate((form) => {
    const box = form.getBoundingClientRect();
    const style = getComputedStyle(form);
    const contentLeft = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const contentRight = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const button = form.querySelector('input[type=submit]')!.getBoundingClientRect();
    return { fromLeft: button.left - contentLeft, fromRight: contentRight - button.right, dir: form.getAttribute('dir') };
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [name, locale] of [['he-il (lang of the definition)', undefined], ['ar-eg (locale option)', 'ar-eg']] as const) {
      test(`an ${name} form has its submit button at its right edge`, async ({ page }) => {
        const { pageErrors } = await openTestPage(page, created(FORMS.rightToLeft, locale));
        const offsets = await submitOffsets(page);
        expect(offsets.dir).toBe('rtl');
        expect(Math.abs(offsets.fromRight)).toBeLessThanOrEqual(2);
        expect(offsets.fromLeft).toBeGreaterThan(2);
        expect(pageErrors).toEqual([]);
      });
    }

    test('an English form has its submit button at its left edge', async ({ page }) => {
      await openTestPage(page, created(FORMS.contact));
      const offsets = await submitOffsets(page);
      expect(offsets.dir).toBe('ltr');
      expect(Math.abs(offsets.fromLeft)).toBeLessThanOrEqual(2);
      expect(offsets.fromRight).toBeGreaterThan(2);
    });
  });
}

test('English help text in an Arabic form reads left to right, lined up with the form\'s right edge', async ({ page }) => {
  await openTestPage(page, created(FORMS.contact, 'ar-eg'));
  const help = page.locator('form.hs-form[dir=rtl] .hs_message .hs-field-desc');
  await expect(help).toHaveText('Tell us a little about your project.');
  const layout = await help.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return {
      direction: getComputedStyle(element).direction,
      textRight: text.getBoundingClientRect().right,
      boxRight: element.getBoundingClientRect().right,
      boxLeft: element.getBoundingClientRect().left,
      textLeft: text.getBoundingClientRect().left,
    };
  });
  // Left to right, so the full stop ends the sentence; set against the right edge, as the form is.
  expect(layout.direction).toBe('ltr');
  expect(Math.abs(layout.boxRight - layout.textRight)).toBeLessThanOrEqual(1);
  expect(layout.textLeft - layout.boxLeft).toBeGreaterThan(20);
});

test("an English placeholder in an Arabic form takes its own direction, lined up with the form's right edge", async ({ page }) => {
  await openTestPage(page, created(FORMS.contact, 'ar-eg'));
  const email = page.locator('form.hs-form[dir=rtl] input[name=email]');
  await expect(email).toHaveAttribute('placeholder', 'you@company.com');
  const placeholder = await email.evaluate((element) => {
    const style = getComputedStyle(element, '::placeholder');
    return { unicodeBidi: style.unicodeBidi, textAlign: style.textAlign, inputDirection: getComputedStyle(element).direction };
  });
  // The input stays right to left (an empty `dir="auto"` input would turn left to right); only
  // its placeholder reads by its own first letter.
  expect(placeholder).toEqual({ unicodeBidi: 'plaintext', textAlign: 'right', inputDirection: 'rtl' });
});

test('the phone field of a he-il form: the country box at the start (right), the number left to right beside it', async ({ page }) => {
  await openTestPage(page, created(FORMS.rightToLeft));
  const phone = page.locator('form.hs-form[dir=rtl] .hs_phone');
  const number = phone.locator('input[type=tel]');
  await expect(number).toHaveValue(/^\+972/);
  const countryBox = (await phone.locator('.hs-phone-country').boundingBox())!;
  const numberBox = (await number.boundingBox())!;
  expect(countryBox.x).toBeGreaterThanOrEqual(numberBox.x + numberBox.width);
  expect(await number.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element).textAlign])).toEqual(['ltr', 'right']);
});

test("the he-il date picker's month arrows are mirrored: 'previous' at the right, pointing right", async ({ page }) => {
  await openTestPage(page, created(FORMS.rightToLeft));
  const input = page.locator('form.hs-form[dir=rtl] input.hs-input[id^="meeting_date-"]');
  // The picker's file has arrived once the field is the picker's input (the host's markup, and the
  // form until then, show a plain text input).
  await expect(input).toHaveAttribute('aria-haspopup', 'dialog');
  await input.click();
  const picker = page.locator('.hs-datepicker');
  await expect(picker).toBeVisible();
  const arrows = await picker.evaluate((element) => {
    const previous = element.querySelector('.rdp-button_previous')!;
    const next = element.querySelector('.rdp-button_next')!;
    return {
      previousRightOfNext: previous.getBoundingClientRect().left > next.getBoundingClientRect().right,
      // The chevron is drawn pointing left; turned half round it points right.
      previousChevron: getComputedStyle(previous.querySelector('.rdp-chevron')!).transform,
    };
  });
  expect(arrows).toEqual({ previousRightOfNext: true, previousChevron: 'matrix(-1, 0, 0, -1, 0, 0)' });
});
