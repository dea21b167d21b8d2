import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { frameOf } from './support/framed-form';
import { FAR_ROW_SLICE_ATTRIBUTE } from '../src/ui/styles/far-rows';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * A long form, in the page or in its isolated frame, lays out and paints its rows after the
 * twelfth only as they near the viewport (`content-visibility: auto`, ui/styles/far-rows.ts), so
 * its first rows show sooner; a row a visitor reaches, by scrolling, by focus or by opening the
 * date picker, is drawn whole. Once the form is painted, each far row is drawn once
 * (ui/use-draw-far-rows.ts), again after a submit that shows errors in them, and keeps its
 * height while skipped. The 200-field fixture has about
 * 100 rows of 1 to 3 fields (scripts/generate-large-fixture.ts); field 198 is a date field and
 * field 200 a text field, in the last rows.
 */

/** Whether the browser renders the element: false inside a row it skips. */
const rendered = (field: Locator) => field.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
const rowVisibility = (field: Locator) => field.evaluate((element) => getComputedStyle(element.closest('fieldset')!).contentVisibility);

type Placement = { renderFrame?: false };

/** The form's height, and whether the isolated frame (when framed) holds all of it. */
const formHeight = (form: Locator) =>
  form.evaluate((element) => {
    const frame = element.ownerDocument.defaultView?.frameElement;
    const box = element.getBoundingClientRect();
    return { height: Math.round(box.height), heldWhole: !frame || frame.clientHeight >= box.bottom };
  });

/** Has the browser lay out and paint every row of the form's document from now on, out of view or not. */
const drawEveryRow = (form: Locator) =>
  form.evaluate((element) => {
    const doc = element.ownerDocument;
    const sheet = new (doc.defaultView as Window & typeof globalThis).CSSStyleSheet();
    sheet.replaceSync('fieldset{content-visibility:visible!important}');
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  });

/** The form's height with every row drawn, in another page: what rows guessed at 80 px tall get wrong. */
async function heightDrawnWhole(page: Page, options: Placement): Promise<number> {
  const other = await page.context().newPage();
  const form = (await openLargeForm(other, options)).locator('form.hs-form');
  await drawEveryRow(form);
  const { height } = await formHeight(form);
  await other.close();
  return height;
}

async function openLargeForm(page: Page, options: Placement = {}): Promise<FrameLocator | Page> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const create = JSON.stringify({ portalId: PORTAL_ID, formId: FORMS.large, target: '#form', ...options });
  await openTestPage(page, `<div id="form"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ ...${create}, onFormReady: () => { window.formReady = true; } });</script>`);
  const scope = options.renderFrame === false ? page : frameOf(page);
  await expect(scope.locator('form.hs-form[data-form-id]')).toBeVisible();
  return scope;
}

/** Once the form is ready and has drawn each of its far rows once: they are skipped again, out of view. */
async function farRowsDrawn(page: Page, form: FrameLocator | Page): Promise<void> {
  await page.waitForFunction(() => (window as Window & { formReady?: boolean }).formReady === true);
  await expect(form.locator(`form.hs-form[${FAR_ROW_SLICE_ATTRIBUTE}]`)).toHaveCount(0);
}

test('a long form in the page draws its first rows at once, and a far row once it is scrolled to, where it stays', async ({ page }) => {
  const form = await openLargeForm(page, { renderFrame: false });
  await farRowsDrawn(page, form);
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
  // Changed behind React's back only once React has the row: it takes a row over after the form,
  // at once when one of its fields takes the focus, and would render one changed before afresh.
  await farRowsDrawn(page, form);
  await far.focus();
  await far.blur();
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
  await farRowsDrawn(page, form);
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

for (const [placement, options] of [['in its isolated frame', {}], ['in the page', { renderFrame: false }]] as const) {
  test(`a long form ${placement} draws each far row once after its first paint: it takes its whole height, and a jump far down moves nothing in view`, async ({ page }) => {
    const whole = await heightDrawnWhole(page, options);
    const form = await openLargeForm(page, options);
    const last = form.locator('input[name=field_200]');
    await farRowsDrawn(page, form);
    expect(await formHeight(form.locator('form.hs-form'))).toEqual({ height: whole, heldWhole: true });
    // Drawn once, skipped again: out of view, the far row is neither styled nor laid out.
    expect(await rowVisibility(last)).toBe('auto');
    expect(await rendered(last)).toBe(false);

    const moved = await page.evaluate(async () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe');
      const doc = frame?.contentDocument ?? document;
      const frameTop = () => frame?.getBoundingClientRect().top ?? 0;
      window.scrollTo(0, 8000);
      const row = doc.elementFromPoint(100, innerHeight / 2 - frameTop())!.closest('fieldset')!;
      const top = () => row.getBoundingClientRect().top + frameTop();
      const before = top();
      // The rows near the viewport are drawn in the next frame; a frame follows its content's height in the one after.
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      while (!row.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })) await nextFrame();
      await nextFrame();
      await nextFrame();
      return top() - before;
    });
    expect(moved).toBe(0);
  });
}

test('a far row in the isolated frame keeps its height when the focus leaves it, so a press on the field below lands there', async ({ page }) => {
  const form = await openLargeForm(page);
  await farRowsDrawn(page, form);
  // A radio list's row (taller than the 80 px a row counts as when not drawn) holds the focus; a
  // text field in a row below it is pressed.
  const left = form.locator('input[name=field_150]').first();
  const pressed = form.locator('input[name=field_155]');
  await left.focus();
  const aimedAt = await pressed.evaluate((input) => {
    const top = () => Math.round(input.getBoundingClientRect().top);
    const seen = { at: top(), onFocusLeaving: NaN };
    input.ownerDocument.addEventListener('focusout', () => (seen.onFocusLeaving = top()), { once: true, capture: true });
    (window as Window & { seen?: typeof seen }).seen = seen;
    return seen.at;
  });
  await pressed.click();
  await expect(pressed).toBeFocused();
  expect(await pressed.evaluate(() => (window as Window & { seen?: { onFocusLeaving: number } }).seen?.onFocusLeaving)).toBe(aimedAt);
});

for (const [placement, options] of [['in its isolated frame', {}], ['in the page', { renderFrame: false }]] as const) {
  test(`a long form ${placement} draws its far rows again once a submit shows their errors: it keeps its whole height with them`, async ({ page }) => {
    const form = await openLargeForm(page, options);
    await farRowsDrawn(page, form);
    // Every seventh field is required: empty, they show errors in rows far below the view.
    await form.locator('input[type=submit]').click();
    await expect(form.locator('.hs-error-summary')).toBeFocused();
    await expect(form.locator(`form.hs-form[${FAR_ROW_SLICE_ATTRIBUTE}]`)).toHaveCount(0);
    const formElement = form.locator('form.hs-form');
    const asDrawn = await formHeight(formElement);
    // The same form with every row laid out now: a row that kept the height it had before its error would grow.
    await drawEveryRow(formElement);
    const { height: laidOut } = await formHeight(formElement);
    expect(asDrawn).toEqual({ height: laidOut, heldWhole: true });
  });
}
