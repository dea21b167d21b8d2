import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { FORMS } from '../../test/fixture-ids';
import { fillAllFieldsRequired, fillEveryStep } from '../support/contact-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from '../support/test-page';

/**
 * Screenshot comparisons of the forms' look: each form empty, with its errors (submit, or Next,
 * pressed empty), filled in and thanked, at a desktop and a phone width. The forms use fonts the
 * forms host serves from its own packages (Inter; Noto Sans Hebrew for the right-to-left form),
 * so a shot does not depend on the fonts a machine has installed. Baselines live beside this
 * file; after an intended change of look: `npx playwright test e2e/visual --update-snapshots`.
 */

const WIDTHS = [1280, 375] as const;

/** The same address in every run: it shows in the filled shots. */
const EMAIL = 'ada@example.com';

interface VisualForm {
  name: string;
  formId: string;
  /** The form's font stack (the `style` option), a family the host ships first. */
  fontFamily: string;
  /** The shipped family the shots wait for. */
  family: string;
  /** Where the form renders: its isolated frame (theme canvas) or the page (theme legacy). */
  shownIn: 'frame' | 'page';
  /** Fills in what the form needs to be sent; on a multi-page form, every page. */
  fill(form: Locator): Promise<void>;
  /** The button an empty form's errors show after: Submit, or Next of a multi-page form. */
  firstButton(form: Locator): Locator;
}

const submitButton = (form: Locator) => form.locator('input[type=submit], button[type=submit]').first();

const VISUAL_FORMS: readonly VisualForm[] = [
  {
    name: 'all-fields',
    formId: FORMS.allFields,
    fontFamily: 'Inter, sans-serif',
    family: 'Inter',
    shownIn: 'frame',
    fill: (form) => fillAllFieldsRequired(form, EMAIL),
    firstButton: submitButton,
  },
  {
    name: 'multi-page',
    formId: FORMS.multiPage,
    fontFamily: 'Inter, sans-serif',
    family: 'Inter',
    shownIn: 'frame',
    fill: async (form) => {
      await fillEveryStep(form, EMAIL, 'A quote for three looms, please.');
      await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
    },
    firstButton: (form) => form.getByRole('button', { name: 'Next' }),
  },
  {
    name: 'legal-consent',
    formId: FORMS.consentSeparate,
    fontFamily: 'Inter, sans-serif',
    family: 'Inter',
    shownIn: 'frame',
    fill: async (form) => {
      await form.locator('input[name=email]').fill(EMAIL);
      await form.locator('input[name="LEGAL_CONSENT.subscription_type_4100001"]').check();
      await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
    },
    firstButton: submitButton,
  },
  {
    name: 'right-to-left',
    formId: FORMS.rightToLeft,
    fontFamily: '"Noto Sans Hebrew", Inter, sans-serif',
    family: 'Noto Sans Hebrew',
    shownIn: 'page',
    fill: async (form) => {
      await form.locator('input[name=firstname]').fill('עדה');
      await form.locator('input[name=lastname]').fill('לאבלייס');
      await form.locator('input[name=email]').fill(EMAIL);
      await form.locator('textarea[name=message]').fill('שלום, נשמח להצעת מחיר.');
    },
    firstButton: submitButton,
  },
];

const FORM_FRAME = '#form iframe.hs-form-iframe';

/** The document the form renders in: its isolated frame, or the page. */
async function formDocument(page: Page, visual: VisualForm): Promise<Frame> {
  if (visual.shownIn === 'page') return page.mainFrame();
  const frame = await (await page.locator(FORM_FRAME).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`${visual.name}: the form frame is not there`);
  return frame;
}

/**
 * Waits until the form's document has loaded a face of the form's shipped family and no face is
 * still loading, then for two frames, so the shot shows that font and a settled layout.
 */
async function fontsSettled(page: Page, visual: VisualForm): Promise<void> {
  const doc = await formDocument(page, visual);
  await expect
    .poll(() =>
      doc.evaluate(async (wanted) => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replace(/"/g, '') === wanted && face.status === 'loaded');
      }, visual.family),
    )
    .toBe(true);
  for (const target of new Set([doc, page.mainFrame()])) {
    await target.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
  }
}

/**
 * A long form lays out and paints its later rows only near the viewport (`content-visibility`),
 * as a visitor scrolling it sees them: the viewport is made as tall as the page (which grows as
 * rows are laid out) so that the shot shows every row, then given back its height.
 */
async function withWholePageOnScreen(page: Page, shoot: () => Promise<void>): Promise<void> {
  const viewport = page.viewportSize()!;
  let height = viewport.height;
  for (let full = await pageHeight(page); full > height; full = await pageHeight(page)) {
    height = full;
    await page.setViewportSize({ width: viewport.width, height });
  }
  try {
    await shoot();
  } finally {
    await page.setViewportSize(viewport);
  }
}

const pageHeight = (page: Page) =>
  page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(document.documentElement.scrollHeight)))));

async function expectLook(page: Page, visual: VisualForm, shot: string): Promise<void> {
  // The pointer rests where the last click was: moved off the form, or what moves under it
  // (the error summary pushes the form down) shows hovered in some shots and not in others.
  await page.mouse.move(0, 0);
  await withWholePageOnScreen(page, async () => {
    await fontsSettled(page, visual);
    await expect(page.locator('#form')).toHaveScreenshot(shot, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 });
  });
}

for (const visual of VISUAL_FORMS) {
  for (const width of WIDTHS) {
    test(`${visual.name} at ${width} px: empty, errors, filled and thanked look as recorded`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const create = { portalId: PORTAL_ID, formId: visual.formId, target: '#form', style: { fontFamily: visual.fontFamily } };
      const { pageErrors } = await openTestPage(
        page,
        `<style>body{margin:0}#form{padding:16px}</style><div id="form"></div>${EMBED_SCRIPT}<script>hbspt.forms.create(${JSON.stringify(create)});</script>`,
      );
      const form = (visual.shownIn === 'page' ? page.locator('#form') : page.frameLocator(FORM_FRAME)).locator('form.hs-form');
      await expect(form).toBeVisible();
      await expectLook(page, visual, `${visual.name}-${width}-empty.png`);

      await visual.firstButton(form).click();
      await expect(form.locator('.hs-error-msgs').first()).toBeVisible();
      await expectLook(page, visual, `${visual.name}-${width}-errors.png`);

      await page.reload();
      await expect(form).toBeVisible();
      await visual.fill(form);
      await expectLook(page, visual, `${visual.name}-${width}-filled.png`);

      await submitButton(form).click();
      await expect((await formDocument(page, visual)).locator('.submitted-message')).toBeVisible();
      await expectLook(page, visual, `${visual.name}-${width}-thanked.png`);
      expect(pageErrors).toEqual([]);
    });
  }
}
