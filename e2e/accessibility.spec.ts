import { expect, test } from '@playwright/test';
import { messages as arabic } from '../src/i18n/locales/ar-eg';
import { messages as dutch } from '../src/i18n/locales/nl';
import { axeViolations } from './support/axe';
import { formFrame, framedForm } from './support/framed-form';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** axe's rules about a whole page (one main landmark, a level-one heading, all content in landmarks). */
const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${formId}"></div>`;

test('the all-fields form in its error state has no axe violations', async ({ page }) => {
  await openTestPage(page, `<main><h1>All fields</h1>${container(FORMS.allFields)}</main>${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[name=work_email]').fill('someone@gmail.com');
  await form.locator('input[name=email]').fill('ada@gmial.com');
  await expect(form.getByRole('button', { name: 'Did you mean ada@gmail.com?' })).toBeVisible();
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-error-summary')).toBeFocused();
  await expect(form.locator('.hs_work_email .hs-error-msg')).toBeVisible();
  expect(await axeViolations(await formFrame(page), 'form.hs-form')).toEqual([]);
  // The host page around the frame (its title, the frame element): rules about the whole page's
  // landmarks and headings judge the test page, not the embed.
  expect(await axeViolations(page, 'main', ['landmark-one-main', 'page-has-heading-one', 'region'])).toEqual([]);
});

test('the multi-page form in its error state, on a later step, has no axe violations', async ({ page }) => {
  await openTestPage(page, `<main><h1>Multi-page</h1>${container(FORMS.multiPage)}</main>${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs-error-summary')).toBeFocused();
  expect(await axeViolations(await formFrame(page), 'form.hs-form')).toEqual([]);

  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  await form.locator('input[name=email]').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs_company .hs-error-msg')).toBeVisible();
  expect(await axeViolations(await formFrame(page), 'form.hs-form')).toEqual([]);
});

test('screen readers get the required state, the description and the error of a field, without the asterisk', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[type=submit]').click();
  const firstName = form.getByRole('textbox', { name: 'First name', exact: true });
  await expect(firstName).toHaveAttribute('aria-required', 'true');
  await expect(firstName).toHaveAccessibleDescription(/Please complete this required field\./);
  await expect(form.locator('.hs_firstname .hs-form-required')).toHaveAttribute('aria-hidden', 'true');
  // The error describes the control; it is not part of its name.
  await expect(firstName).toHaveAccessibleName('First name');
  // A required radio group says so as a whole.
  await expect(form.locator('.hs_contact_method [role=radiogroup]')).toHaveAttribute('aria-required', 'true');
});

test('errors and infos are announced by a polite live region that was already in the page, without moving focus', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const region = form.locator('.hs_email .hs-field-messages');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toBeEmpty();
  const email = form.locator('input[name=email]');
  await email.fill('ada@gmial.com');
  await expect(region.locator('.hs-info-msg')).toHaveText('Did you mean ada@gmail.com?');
  await expect(email).toBeFocused();
  await email.fill('not-an-email');
  await expect(region.locator('.hs-error-msg')).toHaveText('Email must be formatted correctly.');
  await expect(email).toBeFocused();
});

test('a right-to-left Hebrew form in its error state, and a legal-consent form, have no axe violations', async ({ page }) => {
  await openTestPage(page, `<main><h1>Hebrew</h1>${container(FORMS.rightToLeft)}</main>${EMBED_SCRIPT}`);
  const form = page.locator('form.hs-form');
  await expect(form).toHaveAttribute('dir', 'rtl');
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-error-summary')).toBeFocused();
  expect(await axeViolations(page, 'form.hs-form')).toEqual([]);

  await openTestPage(page, `<main><h1>Consent</h1>${container(FORMS.consentSeparate)}</main>${EMBED_SCRIPT}`);
  const consent = framedForm(page);
  await consent.locator('input[type=submit]').click();
  await expect(consent.locator('.hs-error-summary')).toBeFocused();
  // The frame's document is part of the host page, whose landmarks and heading these rules judge.
  expect(await axeViolations(await formFrame(page), 'form.hs-form', PAGE_LEVEL_RULES)).toEqual([]);
});

test('Next and Previous move focus to the top of the page they show', async ({ page }) => {
  await openTestPage(page, `<main><h1>Multi-page</h1>${container(FORMS.multiPage)}</main>${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  await form.locator('input[name=email]').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).press('Enter');
  // The fixture's pages open with a heading in rich text.
  await expect(form.getByRole('heading', { name: 'Your company' })).toBeFocused();
  await form.getByRole('button', { name: 'Previous' }).press('Enter');
  await expect(form.getByRole('heading', { name: 'About you' })).toBeFocused();
  // Nothing was touched by it: no field of the page shows an error.
  await expect(form.locator('.hs-error-msg')).toHaveCount(0);
});

for (const { locale, lang, dir, title } of [
  { locale: 'nl', lang: 'nl', dir: 'ltr', title: dutch.formTitle },
  { locale: 'ar-eg', lang: 'ar-EG', dir: 'rtl', title: arabic.formTitle },
]) {
  test(`the frame of a ${locale} form is a document in that language, named, and axe finds nothing in it`, async ({ page }) => {
    await openTestPage(
      page,
      `<main><h1>Contact</h1><div id="target"></div></main>${EMBED_SCRIPT}
      <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#target', locale: '${locale}' });</script>`,
    );
    const form = framedForm(page);
    await expect(form.locator('input[type=submit]')).toBeVisible();
    const frame = await formFrame(page);
    await expect(frame.locator('html')).toHaveAttribute('lang', lang);
    await expect(frame.locator('html')).toHaveAttribute('dir', dir);
    expect(await frame.title()).toBe(title);
    await expect(page.locator('iframe.hs-form-iframe')).toHaveAttribute('title', title);
    // The whole frame document, its root included (html-has-lang, html-lang-valid and
    // document-title judge the root). The frame sits inside the host page's landmarks, so the
    // rules about a whole page's landmarks and headings judge the page, not the frame.
    expect(await axeViolations(frame, 'html', ['landmark-one-main', 'page-has-heading-one', 'region'])).toEqual([]);
  });
}
