import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_SITE_PORT } from '../playwright.config';
import { FORMS } from '../test/fixture-ids';
import { openTestPage, PORTAL_ID, shownIn } from './support/test-page';

test('a site owner page on another origin embeds forms from the forms host', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(`http://127.0.0.1:${E2E_SITE_PORT}/`);
  const origin = await page.evaluate(() => window.location.origin);
  expect(origin).toBe(`http://127.0.0.1:${E2E_SITE_PORT}`);
  await expect.poll(() => shownIn(page, '.hs-form-frame')).toBe('form in frame');
  await expect.poll(() => shownIn(page, '#site-contact-form')).toMatch(/^form in (page|frame)$/);
  expect(pageErrors).toEqual([]);
});

test('with a base domain, hosts derive from region and QA is detected from env=qa', async ({ page }) => {
  const definition = readFileSync(`fixtures/forms/${PORTAL_ID}/${FORMS.legacyTheme}.json`, 'utf8');
  const requested: string[] = [];
  await page.route('https://**/embed/v3/form/**', (route) => {
    const url = new URL(route.request().url());
    const headers = { 'Access-Control-Allow-Origin': '*' };
    // A shown form also asks the same host for its time token.
    if (url.pathname.endsWith('/spam-token')) return route.fulfill({ contentType: 'application/json', body: '{"token":"t"}', headers });
    // A host without pre-rendered forms: the embed then asks for the definition alone.
    if (url.pathname.endsWith('/rendered')) return route.fulfill({ status: 404, contentType: 'application/json', body: '{}', headers });
    requested.push(url.origin);
    return route.fulfill({ contentType: 'application/json', body: definition, headers });
  });
  await openTestPage(
    page,
    `<div id="na"></div><div id="eu"></div>
    <script src="/embed.js" data-forms-base-domain="forms-example.test"></script>
    <script>
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#na' });
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#eu', region: 'eu1' });
    </script>`,
    { query: '?env=qa' },
  );
  await expect(page.locator('form.hs-form')).toHaveCount(2);
  expect(requested.sort()).toEqual(['https://forms-eu1.qa.forms-example.test', 'https://forms.qa.forms-example.test']);
});
