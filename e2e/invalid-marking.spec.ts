import { expect, test } from '@playwright/test';
import { framedForm } from './support/framed-form';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

const ERROR_RED = 'rgb(208, 2, 27)';

test('after an empty submit every invalid control is marked in the error red text inputs use, with aria-invalid', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-error-summary')).toBeFocused();

  const email = form.locator('input[name=email]');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await email.evaluate((input) => getComputedStyle(input).borderTopColor)).toBe(ERROR_RED);

  // A single checkbox: a ring in the same red.
  const terms = form.locator('input[name=accepts_terms]');
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  expect(await terms.evaluate((input) => getComputedStyle(input).boxShadow)).toContain(ERROR_RED);
  // A required radio group: the group is invalid and each of its radios wears the same ring.
  await expect(form.locator('.hs_contact_method [role=radiogroup]')).toHaveAttribute('aria-invalid', 'true');
  const radios = await form.locator('input[name=contact_method]').evaluateAll((all) =>
    all.map((radio) => ({ invalid: radio.getAttribute('aria-invalid'), ring: getComputedStyle(radio).boxShadow })),
  );
  expect(radios.length).toBeGreaterThan(1);
  expect(radios).toEqual(radios.map(() => ({ invalid: 'true', ring: expect.stringContaining(ERROR_RED) })));
  // A rating scale's boxes are bordered in the same red: e2e/rating.spec.ts.
  // A valid one stays unmarked.
  expect(await form.locator('input[name=lastname]').evaluate((input) => getComputedStyle(input).borderTopColor)).not.toBe(ERROR_RED);
});

test('an unticked required consent is marked like the other invalid checkboxes', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.consentSeparate)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[type=submit]').click();
  const consent = form.locator('input[name="LEGAL_CONSENT.processing"]');
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(await consent.evaluate((input) => getComputedStyle(input).boxShadow)).toContain(ERROR_RED);
  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
  expect(await consent.evaluate((input) => getComputedStyle(input).boxShadow)).toBe('none');
});
