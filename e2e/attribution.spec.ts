import { expect, test, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, uniqueEmail } from './support/contact-form';
import { leadWithEmail } from './support/leads';
import { EMBED_SCRIPT } from './support/test-page';

/**
 * Where a lead came from (src/core/attribution/attribution.ts): the browsing session's first touch,
 * kept by the embed in the tab's sessionStorage, read back from the owner API.
 */

const PAGE_BODY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>${container(FORMS.contact)}${EMBED_SCRIPT}</body></html>`;

/** Serves the same page with the contact form at `path` on the forms host's origin. */
const servePage = (page: Page, path: string) =>
  page.route((url) => url.pathname === path, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE_BODY }));

test('landing page with campaign parameters → another page → submit: the lead keeps the first touch', async ({ page, request, baseURL }) => {
  const run = Math.random().toString(36).slice(2);
  const landing = `/__test/landing-${run}.html`;
  const second = `/__test/pricing-${run}.html`;
  await servePage(page, landing);
  await servePage(page, second);

  await page.goto(`${landing}?utm_source=newsletter&utm_campaign=spring%20sale&gclid=G-123&other=x#frag`, {
    referer: 'https://search.example/results?q=shoes',
  });
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  // The referrer as the page has it (the browser's referrer policy may have trimmed it to the origin).
  const referrer = await page.evaluate(() => document.referrer);
  expect(referrer).toMatch(/^https:\/\/search\.example\//);
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

  // Another page of the site, reached from the landing page.
  await page.goto(second);
  const form = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  const email = uniqueEmail('attribution');
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill(email);
  await form.locator('textarea[name=message]').fill('Where do I find the spring prices?');
  await form.locator('input[type=submit]').click();
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('.submitted-message')).toBeVisible();

  const lead = await leadWithEmail(request, FORMS.contact, email);
  expect(lead.attribution).toEqual({
    utm_source: 'newsletter',
    utm_campaign: 'spring sale',
    gclid: 'G-123',
    referrer: new URL(referrer).origin + new URL(referrer).pathname,
    landingPage: `${baseURL}${landing}?utm_source=newsletter&utm_campaign=spring+sale&gclid=G-123`,
  });
  expect(lead.pageUrl).toBe(`${baseURL}${second}`);
});

test('a page without one of our forms records no first touch: the embed does nothing there', async ({ page }) => {
  const path = `/__test/no-cookies-${Math.random().toString(36).slice(2)}.html`;
  await page.route((url) => url.pathname === path, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Page without a form</title></head><body><p>No form here.</p>${EMBED_SCRIPT}</body></html>`,
    }),
  );
  await page.goto(`${path}?utm_source=newsletter`);
  // The embed ran (its global is there) but showed no form: nothing is kept.
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { hbspt?: unknown }).hbspt)).toBe('object');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
