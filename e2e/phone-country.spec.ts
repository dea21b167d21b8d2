import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { fillAllFieldsRequired, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** Regions of the phone dropdown (src/core/phone/countries.ts). */
const COUNTRY_COUNT = 243;

test('every phone field of the 200-field form shows the country dropdown and keeps its own country', async ({ page }) => {
  await page.goto('/large-form.html');
  const form = framedForm(page);
  const phoneFields = form.locator('.hs-fieldtype-phonenumber');
  // Every ninth field from the tenth on is a phone field (scripts/generate-large-fixture.ts).
  await expect(phoneFields).toHaveCount(22);
  const selects = phoneFields.locator('select');
  await expect(selects).toHaveCount(22);
  // The form's country is US: every dropdown starts there, and every number with +1.
  expect(new Set(await selects.evaluateAll((all) => all.map((select) => (select as HTMLSelectElement).value)))).toEqual(new Set(['US']));
  await expect(selects.first().locator('option')).toHaveCount(COUNTRY_COUNT);

  const first = form.locator('.hs_field_010');
  const select = first.getByRole('combobox', { name: 'Field 010 (phonenumber) Country code' });
  const input = first.locator('input[type=tel]');
  await expect(input).toHaveValue('+1 ');

  await select.selectOption('DE');
  await expect(input).toHaveValue('+49 ');
  await input.press('End');
  await input.pressSequentially('30 1234');
  await expect(input).toHaveValue('+49 30 1234');

  await select.selectOption('GB');
  await expect(input).toHaveValue('+44 30 1234');
  await expect(select).toHaveValue('GB');
  // The other phone fields keep theirs.
  await expect(form.locator('.hs_field_019 select')).toHaveValue('US');
  await expect(form.locator('.hs_field_019 input[type=tel]')).toHaveValue('+1 ');
});

test("a German form names the countries in German, starts on the form's country and submits the chosen dial code", async ({ page, request }) => {
  const { pageErrors } = await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.allFields}', target: '#target', renderFrame: false, locale: 'de' });</script>`,
  );
  const form = page.locator('form.hs-form');
  const select = form.locator('.hs_mobilephone select');
  const input = form.locator('input[name=mobilephone]');
  // The all-fields form's countryCode is NL.
  await expect(select).toHaveValue('NL');
  await expect(select.locator('option:checked')).toHaveText('Niederlande (+31)');
  await expect(input).toHaveValue('+31 ');

  await select.selectOption('GB');
  await expect(select.locator('option:checked')).toHaveText('Vereinigtes Königreich (+44)');
  await input.press('End');
  await input.pressSequentially('20 7946 0000');
  await expect(input).toHaveValue('+44 20 7946 0000');

  const email = uniqueEmail('phone-country');
  await fillAllFieldsRequired(form, email);
  await form.locator('input[type=submit]').click();
  await expect(page.locator('.submitted-message')).toBeVisible();

  const [row] = (await storedSubmissions(request, FORMS.allFields)).filter((stored) => stored.values.email === email);
  expect(row?.values.mobilephone).toBe('+44 20 7946 0000');
  expect(pageErrors).toEqual([]);
});
