import { expect, test } from '@playwright/test';
import { FORMS } from '../../test/fixture-ids';
import { axeViolations } from '../support/axe';
import { fillContact, framedFormThankYou, uniqueEmail } from '../support/contact-form';
import { signInToConsole } from '../support/owner-console';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from '../support/test-page';

const INBOX = `/owner/forms/${PORTAL_ID}/${FORMS.contact}`;

test('a lead from a campaign shows its source in the inbox, is found by it, and its page says where it came from', async ({ page }) => {
  // A source of this run only: the host's database is shared by the run's specs.
  const source = `newsletter-${Date.now().toString(36)}`;
  const email = uniqueEmail('attribution');
  await openTestPage(page, `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t' });</script>`, {
    path: '/__test/spring-offer.html',
    query: `?utm_source=${source}&utm_campaign=spring&session=private#top`,
  });
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();

  await signInToConsole(page);
  await page.goto(INBOX);
  const table = page.getByRole('region');
  await expect(table.getByRole('columnheader', { name: 'Source' })).toBeVisible();
  await page.getByLabel('Source (utm_source)').fill(source);
  await expect(page).toHaveURL(new RegExp(`[?&]source=${source}`));
  // Only this lead came from this source.
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(email);
  await expect(row.getByRole('cell').last()).toHaveText(source);
  expect(await axeViolations(page, 'body')).toEqual([]);

  await row.getByRole('link').click();
  const origin = page.getByRole('region', { name: 'Where it came from' });
  await expect(origin).toBeVisible();
  await expect(origin.locator('dt', { hasText: /^UTM source$/ }).locator('+ dd')).toHaveText(source);
  await expect(origin.locator('dt', { hasText: /^UTM campaign$/ }).locator('+ dd')).toHaveText('spring');
  // Stored without the fragment or any parameter but the campaign's.
  await expect(origin.locator('dt', { hasText: /^Landing page$/ }).locator('+ dd')).toHaveText(
    new RegExp(`/__test/spring-offer\\.html\\?utm_source=${source}&utm_campaign=spring$`),
  );
  expect(await axeViolations(page, 'body')).toEqual([]);
});
