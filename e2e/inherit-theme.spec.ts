import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_SITE_PORT } from '../playwright.config';
import { FORMS } from '../test/fixture-ids';
import { axeViolations } from './support/axe';
import { container } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** The bakery page's own colours (`public/site/site.css`). */
const BAKERY = { text: 'rgb(59, 47, 47)', background: 'rgb(251, 246, 239)', link: 'rgb(138, 74, 31)' };

/** The colours and font Chromium computes for the parts of a form a visitor reads. */
function lookOf(form: Locator) {
  return form.evaluate((element) => {
    const style = (selector: string) => getComputedStyle(selector ? element.querySelector(selector)! : element);
    const input = style('input.hs-input[type=text], input.hs-input[type=email]');
    const button = style('input[type=submit]');
    return {
      className: element.className,
      fontFamily: style('').fontFamily,
      background: style('').backgroundColor,
      label: style('.hs-form-field > label').color,
      help: style(element.querySelector('.hs-field-desc') ? '.hs-field-desc' : '.hs-form-field > label').color,
      inputText: input.color,
      inputBackground: input.backgroundColor,
      button: button.backgroundColor,
      buttonText: button.color,
      colorScheme: style('').colorScheme,
      links: Array.from(element.querySelectorAll('a[href]'), (link) => getComputedStyle(link).color),
    };
  });
}

/** WCAG 2 contrast of two computed `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (/\(([^)]*)\)/.exec(colour)?.[1] ?? '').split(/[\s,/]+/).map(Number);
    const linear = (channel: number) => (channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function expectReadable(look: Awaited<ReturnType<typeof lookOf>>) {
  expect(contrast(look.label, look.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(look.help, look.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(look.inputText, look.inputBackground)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(look.buttonText, look.button)).toBeGreaterThanOrEqual(4.5);
  // The accent is also the focus ring (3:1 for a control's outline); links in the form read as text.
  expect(contrast(look.button, look.background)).toBeGreaterThanOrEqual(3);
  for (const link of look.links) expect(contrast(link, look.background)).toBeGreaterThanOrEqual(4.5);
}

/** The form a container shows, in the page or in its isolated frame. */
async function formIn(page: Page, selector: string): Promise<Locator> {
  const frame = page.locator(`${selector} iframe.hs-form-iframe`);
  const inPage = page.locator(`${selector} form.hs-form`);
  await expect(frame.or(inPage)).toBeVisible();
  const form = (await frame.count()) ? page.frameLocator(`${selector} iframe.hs-form-iframe`).locator('form.hs-form') : inPage;
  await expect(form).toBeVisible();
  return form;
}

test("on the bakery's page, the framed and the page form wear the site's type, colours and link colour", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_SITE_PORT}/`);
  for (const selector of ['.site-forms .hs-form-frame', '#site-contact-form']) {
    const look = await lookOf(await formIn(page, selector));
    expect(look.className, selector).toContain('hs-form-look-inherit');
    expect(look.fontFamily, selector).toMatch(/^Georgia/);
    expect([look.label, look.help, look.inputText], selector).toEqual([BAKERY.text, BAKERY.text, BAKERY.text]);
    expect(look.background, selector).toBe(BAKERY.background);
    expect(look.button, selector).toBe(BAKERY.link);
    expect(look.buttonText, selector).toBe('rgb(255, 255, 255)');
    expectReadable(look);
  }
  // The framed one sits in the page's flow as in its own: the definition's theme css is not applied.
  const framed = await formIn(page, '.site-forms .hs-form-frame');
  expect(await framed.locator('.hs-form-field').first().evaluate((field) => getComputedStyle(field).marginBottom)).toBe('16px');
});

test("the bakery's dark section gets dark fields, light text and a link colour that reads on it", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_SITE_PORT}/`);
  const look = await lookOf(await formIn(page, '#evening'));
  expect(look.className).toContain('hs-form-look-dark');
  expect(look.background).toBe('rgb(43, 29, 22)');
  expect(contrast(look.inputBackground, 'rgb(0, 0, 0)')).toBeLessThan(contrast(look.inputBackground, 'rgb(255, 255, 255)'));
  expect(look.button).toBe('rgb(240, 178, 122)');
  expect(look.buttonText).toBe('rgb(0, 0, 0)');
  expectReadable(look);
});

test('on a page whose color-scheme is dark, a default form in the page and in its frame turns dark and stays readable', async ({ page }) => {
  await openTestPage(
    page,
    `<style>:root{color-scheme:dark}</style><div id="in-page"></div>${container(FORMS.contact)}
    <script src="/embed.js"></script>
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.richText}', target: '#in-page', renderFrame: false });</script>`,
  );
  // The rich text's links, in the accent, arrive with the sanitiser.
  await expect(page.locator('#in-page form.hs-form a[href]').first()).toBeVisible();
  for (const selector of ['#in-page', '.hs-form-frame']) {
    const look = await lookOf(await formIn(page, selector));
    if (selector === '#in-page') expect(look.links.length).toBeGreaterThan(0);
    expect(look.className, selector).toContain('hs-form-look-dark');
    expect(look.colorScheme, selector).toBe('dark');
    // Chromium's dark canvas behind the form; fields darker still.
    expect(look.background, selector).toBe('rgb(18, 18, 18)');
    expect(contrast(look.inputBackground, 'rgb(0, 0, 0)'), selector).toBeLessThan(2);
    expectReadable(look);
  }
  // The frame's document takes the page's scheme, so no light canvas is painted behind it.
  expect(await page.locator('.hs-form-frame iframe').evaluate((frame) => getComputedStyle((frame as HTMLIFrameElement).contentDocument!.documentElement).colorScheme)).toBe('dark');
});

test('a default form on a light page keeps its own look', async ({ page }) => {
  await openTestPage(page, `<div id="in-page"></div><script src="/embed.js"></script>
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.allFields}', target: '#in-page', renderFrame: false });</script>`);
  const look = await lookOf(await formIn(page, '#in-page'));
  expect(look.className).not.toMatch(/hs-form-look/);
  expect(look.inputBackground).toBe('rgb(245, 248, 250)');
});

test("a form in the site's look, in its isolated frame, has the site's own web font there too", async ({ page }) => {
  // The page's @font-face (a relative URL, as a site's stylesheet has) names a family no system has.
  const { pageErrors } = await openTestPage(
    page,
    `<style>@font-face{font-family:"Bakery Serif";src:url(/fonts/inter-latin-400-normal.woff2) format("woff2")}body{font-family:"Bakery Serif",serif}</style>
    <div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${FORMS.contact}" data-theme="inherit"></div>${EMBED_SCRIPT}`,
  );
  const form = await formIn(page, '.hs-form-frame');
  await expect(page.locator('.hs-form-frame iframe.hs-form-iframe')).toHaveCount(1);
  expect((await lookOf(form)).fontFamily).toMatch(/^"Bakery Serif"/);
  // The frame's document has the face and loads it (without the page's rule it has none, and the text falls back to serif).
  const faces = await form.evaluate(async (element) => {
    const found = [...element.ownerDocument.fonts].filter((face) => face.family.replace(/"/g, '') === 'Bakery Serif');
    await Promise.all(found.map((face) => face.load()));
    return found.map((face) => face.status);
  });
  expect(faces).toEqual(['loaded']);
  expect(pageErrors).toEqual([]);
});

test("under a strict CSP, the inherit theme reads the site's look and sets it with no violation", async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) refusals.push(message.text());
  });
  const nonce = 'c2l0ZS1sb29r';
  await page.route('**/__test/strict-inherit.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: {
        'Content-Security-Policy': `style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types forms-embed forms-embed-html`,
      },
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Strict inherit</title>
        <style nonce="${nonce}">body{font-family:Georgia,serif;color:${BAKERY.text};background:${BAKERY.background}}a{color:${BAKERY.link}}</style>
        <script nonce="${nonce}">window.violations=[];document.addEventListener('securitypolicyviolation',(e)=>window.violations.push(e.violatedDirective));</script>
        </head><body><div id="in-page"></div>
        <div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${FORMS.contact}" data-theme="inherit"></div>
        <script nonce="${nonce}" src="/embed.js"></script>
        <script nonce="${nonce}">hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.allFields}', target: '#in-page', renderFrame: false, theme: 'inherit' });</script>
        </body></html>`,
    }),
  );
  await page.goto('/__test/strict-inherit.html');
  for (const selector of ['#in-page', '.hs-form-frame']) {
    const look = await lookOf(await formIn(page, selector));
    expect(look.className, selector).toContain('hs-form-look-inherit');
    expect(look.background, selector).toBe(BAKERY.background);
    expect(look.button, selector).toBe(BAKERY.link);
  }
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(refusals).toEqual([]);
});

test("in their error state, the bakery's light and dark forms have no axe violations (contrast included)", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_SITE_PORT}/`);
  for (const selector of ['.site-forms .hs-form-frame', '#evening']) {
    const form = await formIn(page, selector);
    await form.locator('input[type=submit]').click();
    await expect(form.locator('.hs-error-summary')).toBeVisible();
    const frame = await page.locator(`${selector} iframe.hs-form-iframe`).elementHandle().then((handle) => handle?.contentFrame());
    expect(await axeViolations(frame ?? page, 'form.hs-form'), selector).toEqual([]);
    const look = await lookOf(form);
    const error = await form.locator('.hs-error-msg').first().evaluate((message) => getComputedStyle(message).color);
    expect(contrast(error, look.background), selector).toBeGreaterThanOrEqual(4.5);
  }
});
