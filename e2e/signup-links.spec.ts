import { expect, test, type Page } from '@playwright/test';
import { openTestPage } from './support/test-page';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const viral = (uuid: string, type: string) => `uuid=${uuid}&utm_medium=virality&utm_campaign=hubspot-${type}-virality&use_uuid=1`;

/** Every signup-link anchor's type and href, once the embed has filled them all. */
async function filledLinks(page: Page) {
  await expect.poll(() => page.locator('a[data-signup-type][href="#"]').count()).toBe(0);
  return page.locator('a[data-signup-type]').evaluateAll((anchors) =>
    anchors.map((a) => ({ type: a.getAttribute('data-signup-type') ?? '', href: a.getAttribute('href') ?? '' })),
  );
}

test('the demo page gets every signup link filled on its own origin, one id for the page', async ({ page, baseURL }) => {
  const debug: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug') debug.push(message.text());
  });
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/embed-signup-links.js')) chunkRequests.push(request.url());
  });
  await page.goto('/signup-links.html');
  const links = await filledLinks(page);
  expect(links).toHaveLength(30);

  const uuid = new URL(links[0]?.href ?? '').searchParams.get('uuid') ?? '';
  expect(uuid).toMatch(UUID_PATTERN);
  const byType = new Map(links.map((link) => [link.type, link.href]));
  expect(byType.get('academy')).toBe(`${baseURL}/signup-hubspot/academy?${viral(uuid, 'academy')}`);
  expect(byType.get('hubspot-for-startups')).toBe(`${baseURL}/signup-hubspot/hubspot-for-startups?${viral(uuid, 'hubspot-for-startups')}`);
  expect(byType.get('trial')).toBe(`${baseURL}/signup-hubspot/trial?${viral(uuid, 'trial')}`);
  expect(byType.get('fb-crm')).toBe(`${baseURL}/signup/fb-crm?${viral(uuid, 'fb-crm')}`);
  expect(byType.get('standalone-cms-partner')).toBe(`${baseURL}/signup/standalone-cms-partner?${viral(uuid, 'standalone-cms-partner')}`);
  expect(byType.get('wordpress')).toBe(`${baseURL}/signup-hubspot/integrations?integration=wordpress&${viral(uuid, 'wordpress')}`);
  expect(byType.get('typeform')).toBe(`${baseURL}/signup-hubspot/integrations?integration=typeform&${viral(uuid, 'typeform')}`);
  expect(byType.get('')).toBe(`${baseURL}/signup-hubspot/crm?${viral(uuid, 'crm')}`);
  expect(byType.get('enterprise')).toBe(`${baseURL}/signup-hubspot/crm?${viral(uuid, 'crm')}`);
  expect(await page.locator('#kept-query').getAttribute('href')).toBe(
    `${baseURL}/signup-hubspot/marketing?${viral(uuid, 'marketing')}&utm_source=demo-page&utm_content=footer`,
  );
  // Every link of the page carries the same id, and the page shows what was written.
  expect(new Set(links.map((link) => new URL(link.href).searchParams.get('uuid')))).toEqual(new Set([uuid]));
  await expect(page.locator('#kept-query + code')).toHaveText(`${baseURL}/signup-hubspot/marketing?${viral(uuid, 'marketing')}&utm_source=demo-page&utm_content=footer`);
  expect(debug).toEqual([
    'Signup link without a data-signup-type value; using "crm"',
    'Signup link with an unknown data-signup-type "enterprise"; using "crm"',
  ]);
  expect(chunkRequests).toEqual([`${baseURL}/embed-signup-links.js`]);

  // A new page load is a new id.
  await page.reload();
  const again = await filledLinks(page);
  const secondUuid = new URL(again[0]?.href ?? '').searchParams.get('uuid');
  expect(secondUuid).toMatch(UUID_PATTERN);
  expect(secondUuid).not.toBe(uuid);
});

test('with a base domain, links go to the regional app host, QA from the page and local from the anchor', async ({ page }) => {
  // The script runs before the anchors are parsed: they are filled when the document is ready.
  const { pageErrors } = await openTestPage(
    page,
    `<script src="/embed.js" data-forms-base-domain="example.test"></script>
    <a id="na" data-signup-type="sales" href="#">na</a>
    <a id="eu" data-signup-type="shopify" data-region="eu1" href="#">eu</a>
    <a id="local" data-signup-type="crm" data-env="local" href="#">local</a>`,
    { query: '?env=qa' },
  );
  const links = await filledLinks(page);
  const uuid = new URL(links[0]?.href ?? '').searchParams.get('uuid') ?? '';
  expect(uuid).toMatch(UUID_PATTERN);
  expect(links.map((link) => link.href)).toEqual([
    `https://app.qa.example.test/signup-hubspot/sales?${viral(uuid, 'sales')}`,
    `https://app-eu1.qa.example.test/signup-hubspot/integrations?integration=shopify&${viral(uuid, 'shopify')}`,
    `https://local.qa.example.test/signup-hubspot/crm?${viral(uuid, 'crm')}`,
  ]);
  expect(pageErrors).toEqual([]);
});

test('a page without signup links never fetches the filler', async ({ page }) => {
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/embed-signup-links.js')) chunkRequests.push(request.url());
  });
  await page.goto('/script-tag.html');
  // The filler is asked for when the document is ready, before any form can show: once one
  // shows, a page that was going to fetch it already has its script element.
  await expect(page.locator('.hs-form-frame form.hs-form, .hs-form-frame iframe.hs-form-iframe')).not.toHaveCount(0);
  await expect(page.locator('script[data-forms-embed-chunk="signup-links"]')).toHaveCount(0);
  expect(chunkRequests).toEqual([]);
});
