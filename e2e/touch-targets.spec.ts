import { expect, test, type Locator } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

/** The smallest target on a phone or a touch screen (WCAG 2.5.5), and anywhere else (2.5.8). */
const TOUCH_TARGET = 44;
const MINIMUM_TARGET = 24;

/**
 * Every kind of control of the all-fields form, each as the box a finger hits: text, email, tel
 * and number inputs, the select, the textarea, the phone field's country box (its select covers
 * it), the file picker, a checkbox or radio row (its label, which ticks the box), the rating steps
 * and the submit button. The file's Remove button is measured once a file is chosen.
 */
const CONTROLS: Readonly<Record<string, string>> = {
  'text input': 'input[name=firstname]',
  'email input': 'input[name=email]',
  'number input': 'input[name=team_size]',
  'tel input': '.hs_mobilephone input[type=tel]',
  'phone country box': '.hs_mobilephone .hs-phone-country',
  select: 'select[name=industry]',
  textarea: 'textarea[name=comments]',
  'date input': '.hs_start_date input.hs-input',
  'file picker': '.hs-file-pick',
  'radio row': '.hs_contact_method .inputs-list label',
  'checkbox row': '.hs_interests .inputs-list label',
  'single checkbox row': '.hs_accepts_terms .inputs-list label',
  'payment choice row': '.hs_plan .inputs-list label',
  'rating step': '.hs-rating .hs-rating-step',
  'submit button': 'input[type=submit]',
};

/** The heights of every element `locator` matches (at least one). */
async function heights(locator: Locator): Promise<number[]> {
  const found = await locator.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  expect(found.length).toBeGreaterThan(0);
  return found;
}

async function expectTargetsAtLeast(form: Locator, minimum: number): Promise<void> {
  for (const [kind, selector] of Object.entries(CONTROLS)) {
    for (const height of await heights(form.locator(selector))) expect(height, kind).toBeGreaterThanOrEqual(minimum);
  }
  await form.locator('input[type=file]').setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('a brief') });
  const remove = form.locator('.hs-file button');
  await expect(remove).toBeVisible();
  for (const height of await heights(remove)) expect(height, 'file remove button').toBeGreaterThanOrEqual(minimum);
}

async function openAllFields(page: import('@playwright/test').Page): Promise<Locator> {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await expect(form.locator('.hs_nps_score .hs-rating-step')).toHaveCount(11);
  return form;
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('every control of the all-fields form is a target at least 44 px high', async ({ page }) => {
    await expectTargetsAtLeast(await openAllFields(page), TOUCH_TARGET);
  });

  test('the multi-page form’s Next and Previous are at least 44 px high', async ({ page }) => {
    await openTestPage(page, `${container(FORMS.multiPage)}${EMBED_SCRIPT}`);
    const form = framedForm(page);
    const next = form.getByRole('button', { name: 'Next' });
    for (const height of await heights(next)) expect(height, 'Next').toBeGreaterThanOrEqual(TOUCH_TARGET);
    await form.locator('input[name=firstname]').fill('Ada');
    await form.locator('input[name=lastname]').fill('Lovelace');
    await form.locator('input[name=email]').fill('ada@example.com');
    await next.click();
    const previous = form.getByRole('button', { name: 'Previous' });
    for (const height of await heights(previous)) expect(height, 'Previous').toBeGreaterThanOrEqual(TOUCH_TARGET);
  });
});

test.describe('on a 1280 px touch screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: true });

  test('every control is a target at least 44 px high, as on a phone', async ({ page }) => {
    const form = await openAllFields(page);
    expect(await form.evaluate((element) => element.ownerDocument.defaultView!.matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expectTargetsAtLeast(form, TOUCH_TARGET);
  });
});

test.describe('on a 1280 px desktop with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('inputs, the select, choice rows and the button keep their compact desktop size, every target still at least 24 px', async ({ page }) => {
    const form = await openAllFields(page);
    for (const kind of ['text input', 'email input', 'select', 'phone country box', 'radio row', 'checkbox row', 'submit button'] as const) {
      for (const height of await heights(form.locator(CONTROLS[kind]!))) expect(height, kind).toBeLessThan(TOUCH_TARGET);
    }
    await expectTargetsAtLeast(form, MINIMUM_TARGET);
  });
});
