import { expect, test, type Locator } from '@playwright/test';

const computed = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('under a strict CSP (styles and scripts by nonce only) the styled forms show with no violation', async ({ page }) => {
  // Chromium reports every refusal on the console, the frame's included.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  const response = await page.goto('/strict-csp.html');
  expect(response?.headers()['content-security-policy']).toMatch(/^style-src 'nonce-[^']+'; script-src 'nonce-[^']+'$/);

  // In the page: the form's style object, the site owner's style and css options, the base rules.
  const form = page.locator('#styled-form form.hs-form');
  await expect(form).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { styledFormReady?: boolean }).styledFormReady)).toBe(true);
  expect(await form.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--hsf-submit-color'))).toBe('#0b6e4f');
  expect(await computed(form.locator('input[type=submit]'), 'background-color')).toBe('rgb(11, 110, 79)');
  expect(await computed(form.locator('.hs-field-desc a'), 'color')).toBe('rgb(179, 38, 30)');
  expect(await computed(form.locator('.hs-form-field > label').first(), 'text-transform')).toBe('uppercase');
  expect(await computed(form.locator('input.hs-input').first(), 'border-top-color')).toBe('rgb(203, 214, 226)');
  // The web font's stylesheet link carried the nonce, so it loaded.
  const fontLink = page.locator('head link[data-forms-embed-font]');
  await expect(fontLink).toHaveCount(1);
  await expect.poll(() => fontLink.evaluate((link) => (link as HTMLLinkElement).sheet !== null)).toBe(true);

  // In the isolated frame, which inherits the page's policy: base and theme rules.
  const framed = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  await expect(framed).toBeVisible();
  expect(await computed(framed.locator('input.hs-input').first(), 'border-top-color')).toBe('rgb(203, 214, 226)');
  expect(await computed(framed.locator('input[type=submit]'), 'padding-top')).toBe('12px');

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(refusals).toEqual([]);

  // The listener does hear a refusal: a style attribute written as markup is one.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color: red">inline</p>'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.length)).toBe(1);
});
