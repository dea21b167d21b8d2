import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

/**
 * The rating fields of the all-fields fixture, in page order, each with the keys that choose a
 * step once Tab has entered its group (on the first step) and the value they choose.
 */
const RATINGS = [
  { name: 'overall_rating', look: 'stars', keys: ['Space', 'ArrowRight', 'ArrowRight'], value: '3' },
  { name: 'effort_score', look: 'numbers', keys: ['Space', ...Array<string>(6).fill('ArrowRight')], value: '7' },
  // Arrows wrap around the group: left from the first face lands on the last.
  { name: 'mood', look: 'faces', keys: ['ArrowLeft'], value: '5' },
  { name: 'stars', look: 'stars', keys: ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp'], value: '3' },
  { name: 'nps_score', look: 'nps', keys: ['Space', ...Array<string>(9).fill('ArrowRight')], value: '9' },
  { name: 'csat_score', look: 'csat', keys: ['ArrowRight'], value: '2' },
] as const;

test('each rating type is operable by keyboard alone, and the chosen steps are submitted', async ({ page, request }) => {
  const { pageErrors } = await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = uniqueEmail('ratings');
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill(email);
  await form.locator('select[name=industry]').selectOption('software');
  await form.locator('input[name=contact_method][value=email]').check();
  await form.locator('input[name=accepts_terms]').check();

  // The field before the ratings; from here on only the keyboard is used.
  await form.locator('input[type=file]').focus();
  for (const rating of RATINGS) {
    const group = form.locator(`.hs_${rating.name} [role=radiogroup]`);
    await expect(group).toHaveClass(new RegExp(`hs-rating-${rating.look}`));
    await page.keyboard.press('Tab');
    const first = group.getByRole('radio').first();
    await expect(first).toBeFocused();
    // The radio is hidden; the step drawn beside it shows the focus ring.
    expect(await first.evaluate((radio) => getComputedStyle(radio.nextElementSibling!).outlineStyle)).toBe('solid');

    for (const key of rating.keys) await page.keyboard.press(key);
    const chosen = group.locator('input[type=radio]:checked');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toHaveValue(rating.value);
    await expect(chosen).toBeFocused();
  }

  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  const [row] = (await storedSubmissions(request, FORMS.allFields)).filter((stored) => stored.values.email === email);
  expect(row?.values).toMatchObject(Object.fromEntries(RATINGS.map((rating) => [rating.name, rating.value])));
  expect(pageErrors).toEqual([]);
});

test('stars fill up to the one the pointer is over, and up to the chosen one otherwise', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const stars = framedForm(page).locator('.hs_stars .hs-rating-step');
  const colours = () => stars.evaluateAll((steps) => steps.map((step) => getComputedStyle(step).color));
  await expect(stars).toHaveCount(5);
  const [empty] = await colours();

  await stars.nth(3).click();
  await framedForm(page).locator('h2, h3').first().hover();
  const chosen = await colours();
  expect(chosen.slice(0, 4).every((colour) => colour !== empty)).toBe(true);
  expect(chosen[4]).toBe(empty);

  await stars.nth(1).hover();
  const hovered = await colours();
  expect(hovered.slice(0, 2).every((colour) => colour === chosen[0])).toBe(true);
  expect(hovered.slice(2)).toEqual([empty, empty, empty]);
});

test('unchosen stars are outlined, and every rating type shows its chosen step in the one accent colour', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const starFills = () => form.locator('.hs_stars .hs-rating-step path').evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
  await expect(form.locator('.hs_stars .hs-rating-step')).toHaveCount(5);
  expect(await starFills()).toEqual(Array(5).fill('none'));

  await form.locator('.hs_stars .hs-rating-step').nth(2).click();
  await form.locator('.hs_nps_score .hs-rating-step').nth(8).click();
  await form.locator('.hs_mood .hs-rating-step').nth(4).click();
  await form.locator('h2, h3').first().hover();

  const [starFill] = await starFills();
  const boxFill = await form.locator('.hs_nps_score input:checked + .hs-rating-step').evaluate((step) => getComputedStyle(step).backgroundColor);
  const faceRing = await form.locator('.hs_mood input:checked + .hs-rating-step').evaluate((step) => getComputedStyle(step).boxShadow);
  expect(starFill).not.toBe('none');
  expect(boxFill).toBe(starFill);
  expect(faceRing).toContain(starFill);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  test('every rating step is a target of at least 44 by 44 px, the NPS boxes wrapping rather than shrinking', async ({ page }) => {
    await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
    const steps = framedForm(page).locator('.hs-rating .hs-rating-step');
    await expect(framedForm(page).locator('.hs_nps_score .hs-rating-step')).toHaveCount(11);
    const sizes = await steps.evaluateAll((all) => all.map((step) => step.getBoundingClientRect()).map(({ width, height }) => ({ width, height })));
    for (const size of sizes) {
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test('a rating left empty on submit is outlined in the error red, as a text input is', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[type=submit]').click();
  const scale = form.locator('.hs_nps_score [role=radiogroup]');
  await expect(scale).toHaveAttribute('aria-invalid', 'true');
  const textBorder = await form.locator('input[name=email]').evaluate((input) => getComputedStyle(input).borderTopColor);
  expect(await scale.evaluate((group) => `${getComputedStyle(group).outlineStyle} ${getComputedStyle(group).outlineColor}`)).toBe(`solid ${textBorder}`);
});
