import { expect, test, type Page } from '@playwright/test';
import { messages as arabic } from '../src/i18n/locales/ar-eg';
import { messages as german } from '../src/i18n/locales/de';
import { messages as hebrew } from '../src/i18n/locales/he-il';
import { messages as japanese } from '../src/i18n/locales/ja';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** A page creating one form in the page with `options` (a JS object literal's body). */
const created = (formId: string, options = '') =>
  `<div id="target"></div>${EMBED_SCRIPT}
  <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#target', renderFrame: false, ${options} });</script>`;

/**
 * Records the submit button's value each time it changes, from before the embed runs: a form
 * that showed English first and its own language later would leave both behind.
 */
const RECORD_SUBMIT_TEXTS = `<script>
  window.submitTexts = [];
  new MutationObserver(() => {
    const submit = document.querySelector('form.hs-form input[type=submit]');
    const text = submit && submit.value;
    if (text && window.submitTexts[window.submitTexts.length - 1] !== text) window.submitTexts.push(text);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
</script>`;

const submitTexts = (page: Page) => page.evaluate(() => (window as unknown as { submitTexts: string[] }).submitTexts);

test('a he-il form renders right to left in Hebrew, its date picker too', async ({ page }) => {
  const { pageErrors } = await openTestPage(page, `${RECORD_SUBMIT_TEXTS}${container(FORMS.rightToLeft)}${EMBED_SCRIPT}`);
  const form = page.locator('form.hs-form');
  await expect(form).toHaveAttribute('dir', 'rtl');
  await expect(form).toHaveAttribute('lang', 'he-IL');
  await expect(form.locator('input[type=submit]')).toHaveValue(hebrew.submitText);
  // The definition named the language: its catalogue came after the definition, and nothing English showed first.
  expect(await submitTexts(page)).toEqual([hebrew.submitText]);
  expect(await form.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs_firstname .hs-error-msg')).toHaveText(hebrew.required);

  await form.locator('input.hs-input[id^="meeting_date-"]').click();
  const picker = page.locator('.hs-datepicker');
  await expect(picker).toBeVisible();
  expect(await picker.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  expect(pageErrors).toEqual([]);
});

test("a ja form's required error is Japanese, and its catalogue loads alongside the definition", async ({ page }) => {
  // The Hebrew fixture has no submit text of its own, and the locale option wins over its lang.
  // Hold the definition until the catalogue was asked for: both go out at once.
  let catalogueRequested!: () => void;
  const catalogueAsked = new Promise<void>((resolve) => (catalogueRequested = resolve));
  page.on('request', (request) => {
    if (request.url().endsWith('/embed-locale-ja.js')) catalogueRequested();
  });
  await page.route('**/embed/v3/form/**', async (route) => {
    await catalogueAsked;
    await route.continue();
  });
  await openTestPage(page, `${RECORD_SUBMIT_TEXTS}${created(FORMS.rightToLeft, "locale: 'ja'")}`);
  const form = page.locator('form.hs-form');
  await expect(form).toHaveAttribute('lang', 'ja');
  await expect(form).toHaveAttribute('dir', 'ltr');
  expect(await submitTexts(page)).toEqual([japanese.submitText]);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs_firstname .hs-error-msg')).toHaveText(japanese.required);
});

test('an ar-eg form is right to left and writes numbers the Arabic way', async ({ page }) => {
  await openTestPage(page, created(FORMS.allFields, "locale: 'ar-eg'"));
  const form = page.locator('form.hs-form');
  await expect(form).toHaveAttribute('dir', 'rtl');
  await form.locator('input[name=team_size]').fill('500');
  await form.locator('input[name=team_size]').blur();
  const expected = arabic.invalidNumberRangeTooLarge.replace('{max}', new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(100));
  await expect(form.locator('.hs_team_size .hs-error-msg')).toHaveText(expected);
});

test('a de load-error panel is German', async ({ page }) => {
  await openTestPage(page, created(FORMS.notFound, "locale: 'de'"));
  const panel = page.locator('.hs-form-missing');
  await expect(panel).toHaveAttribute('data-render-error', 'DEFINITION_NOT_FOUND');
  await expect(panel.locator('.hs-form-missing-title')).toHaveText(german.missingFormTitle);
  await expect(panel.locator('.hs-form-missing-message')).toHaveText(german.formNotFoundMessage);
  await expect(panel).toHaveAttribute('lang', 'de');
});

test("the site owner's translations override single keys, whatever the case of the locale key", async ({ page }) => {
  await openTestPage(page, created(FORMS.rightToLeft, "locale: 'pt-BR', translations: { 'pt-BR': { required: 'Este campo é obrigatório!' } }"));
  const form = page.locator('form.hs-form');
  await expect(form).toHaveAttribute('lang', 'pt');
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs_firstname .hs-error-msg')).toHaveText('Este campo é obrigatório!');
});
