import { expect, test } from '@playwright/test';
import { E2E_PORT, E2E_SITE_PORT } from '../playwright.config';
import { FORMS } from '../test/fixture-ids';
import { fillContact, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** The page's analytics cookies and visitor cookie, set before the embed reads them. */
const COOKIES = `<script>
  document.cookie = '__hstc=tc.1.2'; document.cookie = '__hssc=sc.3'; document.cookie = '__hsfp=42';
  document.cookie = 'hubspotutk=visitor-7';
</script>`;

/** The site owner's page on the second listener (public/site/), with its own query and fragment. */
const SITE_TARGET = `http://127.0.0.1:${E2E_SITE_PORT}/?from=form#contact`;

const createWithRedirect = (redirectUrl: string, more = '') =>
  `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t',
    redirectUrl: '${redirectUrl}'${more} });</script>`;

test('a redirect to another registrable domain carries the analytics values, after the target\'s own query', async ({ page }) => {
  // localhost and 127.0.0.1 are two registrable domains; the host answers automaticLinker: true.
  await openTestPage(page, `${COOKIES}${createWithRedirect(SITE_TARGET)}`, { origin: `http://localhost:${E2E_PORT}` });
  const form = await fillContact(page, uniqueEmail('redirect-linked'));
  await Promise.all([page.waitForURL((url) => url.port === String(E2E_SITE_PORT)), form.locator('input[type=submit]').click()]);
  const arrived = new URL(page.url());
  expect(arrived.origin).toBe(`http://127.0.0.1:${E2E_SITE_PORT}`);
  expect(arrived.search).toBe('?from=form&__hstc=tc.1.2&__hssc=sc.3&__hsfp=42&hutk=visitor-7');
  expect(arrived.hash).toBe('#contact');
  await expect(page.locator('h1')).toHaveText('Fresh bread, every morning');
});

test('a redirect to another origin of the same site carries nothing', async ({ page }) => {
  await openTestPage(page, `${COOKIES}${createWithRedirect(SITE_TARGET)}`);
  const form = await fillContact(page, uniqueEmail('redirect-same-site'));
  await Promise.all([page.waitForURL((url) => url.port === String(E2E_SITE_PORT)), form.locator('input[type=submit]').click()]);
  expect(page.url()).toBe(SITE_TARGET);
});

test('in preview mode the form shows its thank-you instead of redirecting', async ({ page }) => {
  await openTestPage(page, createWithRedirect(SITE_TARGET, ', isPreview: true'));
  const form = await fillContact(page, uniqueEmail('redirect-preview'));
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/__test\//);
});
