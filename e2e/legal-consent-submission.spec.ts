import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

test('a separate-consent form stores the processing checkbox, one true/false per communication type, and the consent record of what it showed', async ({ page, request }) => {
  await openTestPage(page, `${container(FORMS.consentSeparate)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = uniqueEmail('consent');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name="LEGAL_CONSENT.subscription_type_4100001"]').check();
  await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
  const block = form.locator('.legal-consent-container');
  const footerShown = await block.locator('.hs-processing-consent-footer').innerText();
  const blockShown = await block.innerText();
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  const [row] = (await storedSubmissions(request, FORMS.consentSeparate)).filter((stored) => stored.values.email === email);
  expect(row?.values).toMatchObject({
    'LEGAL_CONSENT.subscription_type_4100001': 'true',
    'LEGAL_CONSENT.subscription_type_4100002': 'false',
    'LEGAL_CONSENT.processing': 'true',
  });
  // The host's proof of consent: the texts this page showed and what the visitor ticked.
  expect(row?.consent).toMatchObject({
    type: 'separate',
    consentedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    communicationCheckboxes: [
      { name: 'LEGAL_CONSENT.subscription_type_4100001', checked: true },
      { name: 'LEGAL_CONSENT.subscription_type_4100002', checked: false },
    ],
    processingCheckbox: { name: 'LEGAL_CONSENT.processing', checked: true },
  });
  const record = row?.consent as { texts: Record<string, string>; processingCheckbox: { label: string } };
  expect(htmlText(record.texts.processingConsentFooterText ?? '')).toBe(footerShown.trim());
  expect(blockShown).toContain(htmlText(record.texts.processingConsentText ?? ''));
  expect(blockShown).toContain(htmlText(record.processingCheckbox.label));
});

/** The words of a stored HTML text, as the page shows them. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}
