import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

test('a separate-consent form stores the processing checkbox and one true/false per communication type', async ({ page, request }) => {
  await openTestPage(page, `${container(FORMS.consentSeparate)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = uniqueEmail('consent');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name="LEGAL_CONSENT.subscription_type_4100001"]').check();
  await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  const [row] = (await storedSubmissions(request, FORMS.consentSeparate)).filter((stored) => stored.values.email === email);
  expect(row?.values).toMatchObject({
    'LEGAL_CONSENT.subscription_type_4100001': 'true',
    'LEGAL_CONSENT.subscription_type_4100002': 'false',
    'LEGAL_CONSENT.processing': 'true',
  });
});
