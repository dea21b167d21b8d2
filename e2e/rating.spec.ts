import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { serveChangedDefinition } from './support/definition-route';
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

  // The whole phone's width, and a narrow column of it (a sidebar, a card): rows of boxes by the room they have.
  const COLUMNS = [
    { name: 'the phone’s width', wrapper: '', numberRows: [5, 5], npsRows: [6, 5] },
    { name: 'a 260 px column', wrapper: 'width:260px', numberRows: [5, 5], npsRows: [4, 4, 3] },
  ];
  for (const column of COLUMNS) {
    test(`in ${column.name}, every step of every rating type lies inside the form, long rows of boxes wrapping into even rows of one width`, async ({ page }) => {
      await openTestPage(page, `<div style="${column.wrapper}">${container(FORMS.allFields)}</div>${EMBED_SCRIPT}`);
      const form = framedForm(page);
      await expect(form.locator('.hs_nps_score .hs-rating-step')).toHaveCount(11);
      const formBox = await form.evaluate((element) => {
        const { left, right } = element.getBoundingClientRect();
        return { left, right };
      });
      for (const rating of RATINGS) {
        const steps = await form
          .locator(`.hs_${rating.name} .hs-rating-step`)
          .evaluateAll((all) => all.map((step) => step.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
        expect(steps.length, rating.name).toBeGreaterThan(0);
        for (const step of steps) {
          expect(step.left, rating.name).toBeGreaterThanOrEqual(formBox.left);
          expect(step.right, rating.name).toBeLessThanOrEqual(formBox.right);
        }
      }

      // Rows of boxes: how many boxes start at each height, and their widths.
      const rowsOf = (name: string) =>
        form.locator(`.hs_${name} .hs-rating-step`).evaluateAll((all) => {
          const boxes = all.map((step) => step.getBoundingClientRect());
          const rows = new Map<number, number>();
          for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
          return { rows: [...rows.values()], widths: [...new Set(boxes.map((box) => Math.round(box.width)))] };
        });
      expect(await rowsOf('effort_score')).toEqual({ rows: column.numberRows, widths: [expect.any(Number)] });
      expect(await rowsOf('nps_score')).toEqual({ rows: column.npsRows, widths: [expect.any(Number)] });
    });
  }
});

test('a rating of boxes left empty on submit has its boxes bordered in the error red, as a text input is', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const boxBorders = () => form.locator('.hs_nps_score .hs-rating-step').evaluateAll((steps) => steps.map((step) => getComputedStyle(step).borderTopColor));
  await expect(form.locator('.hs_nps_score .hs-rating-step')).toHaveCount(11);
  const [validBorder] = await boxBorders();
  await form.locator('input[type=submit]').click();
  const scale = form.locator('.hs_nps_score [role=radiogroup]');
  await expect(scale).toHaveAttribute('aria-invalid', 'true');
  const textBorder = await form.locator('input[name=email]').evaluate((input) => getComputedStyle(input).borderTopColor);
  expect(textBorder).not.toBe(validBorder);
  expect(await boxBorders()).toEqual(Array(11).fill(textBorder));
});

/** The definition with the named field made required, wherever in its groups it is. */
function requiring(name: string) {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, visit(inner)] as const);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    return object.name === name && typeof object.fieldType === 'string' ? { ...object, required: true } : object;
  };
  return visit;
}

test('a scale of stars left empty on submit is outlined in the error red on its own edge, inside the form', async ({ page }) => {
  await serveChangedDefinition(page, FORMS.allFields, requiring('stars'));
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await expect(form.locator('.hs_stars .hs-rating-step')).toHaveCount(5);
  await form.locator('input[type=submit]').click();
  const scale = form.locator('.hs_stars [role=radiogroup]');
  await expect(scale).toHaveAttribute('aria-invalid', 'true');
  const textBorder = await form.locator('input[name=email]').evaluate((input) => getComputedStyle(input).borderTopColor);
  const outline = await scale.evaluate((group) => {
    const style = getComputedStyle(group);
    return { look: `${style.outlineStyle} ${style.outlineColor}`, offset: parseFloat(style.outlineOffset) };
  });
  expect(outline.look).toBe(`solid ${textBorder}`);
  // Drawn within the scale's own box, which the frame never clips.
  expect(outline.offset).toBeLessThanOrEqual(0);
});
