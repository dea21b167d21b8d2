import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillContact, uniqueEmail } from './support/contact-form';
import { frameOf, framedForm } from './support/framed-form';

const computed = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Every refusal the page's policy makes: Chromium reports each on the console, the frame's included. */
function recordRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

/** What the page's own listener heard refused (`securitypolicyviolation`), from before the embed loaded. */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('under a strict CSP (nonces, strict-dynamic, Trusted Types) the styled forms show with no violation', async ({ page }) => {
  const refusals = recordRefusals(page);
  const response = await page.goto('/strict-csp.html');
  expect(response?.headers()['content-security-policy']).toMatch(
    /^style-src 'nonce-[^']+'; script-src 'nonce-[^']+' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types forms-embed forms-embed-html$/,
  );

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

  expect(await violations(page)).toEqual([]);
  expect(refusals).toEqual([]);

  // The listener does hear a refusal: markup from a plain string is one (Trusted Types).
  expect(await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<p>inline</p>');
      return 'inserted';
    } catch {
      return 'refused';
    }
  })).toBe('refused');
  await expect.poll(() => violations(page)).toEqual([
    'require-trusted-types-for trusted-types-sink',
  ]);
});

test('under strict-dynamic and Trusted Types both forms validate, submit and thank the visitor with no violation', async ({ page }) => {
  const refusals = recordRefusals(page);
  await page.goto('/strict-csp.html');

  // In the page: the description's link is the sanitiser's output, accepted as trusted HTML.
  const styled = page.locator('#styled-form form.hs-form');
  await expect(styled.locator('.hs-field-desc a')).toBeVisible();
  await styled.locator('input[type=submit]').click();
  await expect(styled.locator('.hs-error-summary')).toBeVisible();
  await styled.locator('input[name=firstname]').fill('Ada');
  await styled.locator('input[name=email]').fill(uniqueEmail('strict-csp'));
  await styled.locator('input[type=submit]').click();
  await expect(page.locator('#styled-form .submitted-message')).toBeVisible();

  // In the frame: the thank-you's markup goes through the sanitiser too.
  const framed = framedForm(page);
  await framed.locator('input[type=submit]').click();
  await expect(framed.locator('.hs-error-summary')).toBeVisible();
  await fillContact(page, uniqueEmail('strict-csp-frame'));
  await framed.locator('input[type=submit]').click();
  await expect(frameOf(page).locator('.submitted-message p')).toHaveText(/Thanks for reaching out/);

  expect(await violations(page)).toEqual([]);
  expect(refusals).toEqual([]);
});
