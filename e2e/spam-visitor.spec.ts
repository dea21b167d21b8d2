import { expect, test, type Frame } from '@playwright/test';
import { E2E_SPAM_TOKEN_MIN_AGE_MS } from '../playwright.config';
import type { SpamTokenWire } from '../src/core/spam/spam-wire';
import { draftKey } from '../src/core/submission/drafts';
import { FORMS } from '../test/fixture-ids';
import { axeViolations } from './support/axe';
import { container, fillLegacy, uniqueEmail } from './support/contact-form';
import { leadWithEmail } from './support/leads';
import { contactFrame, proofOfWorkForm } from './support/spam-forms';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * The visitor side of the spam checks (src/core/spam/spam-wire.ts): people are never caught,
 * scripts are, and a bot is answered exactly like a person.
 */

const PAGE = container(FORMS.contact) + EMBED_SCRIPT;

/** The name of every element that takes focus in the frame from now on. */
async function recordFocus(frame: Frame): Promise<() => Promise<string[]>> {
  await frame.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { focused: string[] }).focused = seen;
    document.addEventListener('focusin', (event) => {
      const target = event.target as HTMLInputElement;
      seen.push(target.name || target.type || target.tagName.toLowerCase());
    });
  });
  return () => frame.evaluate(() => (window as unknown as { focused: string[] }).focused);
}

const honeypotName = (frame: Frame) => frame.locator('.hs-form-extra input').getAttribute('name');

test('a person using the keyboard alone fills and submits: an ordinary lead; the honeypot is never focused nor announced', async ({ page, request }) => {
  await openTestPage(page, PAGE);
  const frame = await contactFrame(page);
  const honeypot = await honeypotName(frame);
  expect(honeypot).toMatch(/^website_[0-9a-f]{6}$/);
  // Assistive technology finds the form's five fields and no sixth.
  await expect(frame.getByRole('textbox')).toHaveCount(5);
  expect(await axeViolations(frame, 'form.hs-form')).toEqual([]);
  const focused = await recordFocus(frame);

  const email = uniqueEmail('keyboard-person');
  await frame.focus('input[name=firstname]');
  for (const text of ['Ada', 'Lovelace', email, 'Analytical Engines', 'Please call me back.']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  // The stop after the last field is the submit button: the honeypot (before it) is skipped.
  expect(await frame.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('submit');
  expect(await focused()).toEqual(['firstname', 'lastname', 'email', 'company', 'message', 'submit']);
  await page.keyboard.press('Enter');
  await expect(frame.locator('.submitted-message')).toBeVisible();

  const lead = await leadWithEmail(request, FORMS.contact, email);
  expect({ spam: lead.spam, spamReason: lead.spamReason }).toEqual({ spam: false, spamReason: null });
  expect(lead.values).not.toHaveProperty(honeypot!);
});

test('a script that sets every input (the honeypot too) and submits is thanked like a person, and stored as spam', async ({ page, request }) => {
  await openTestPage(page, PAGE);
  const frame = await contactFrame(page);
  const email = uniqueEmail('script-bot');
  await frame.evaluate((address) => {
    const form = document.querySelector('form.hs-form') as HTMLFormElement;
    for (const input of Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
      if (['submit', 'hidden', 'button'].includes(input.type)) continue;
      // The way scripts fill forms built with React: the native setter, then an input event.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, input.name === 'email' ? address : 'Cheap offer');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    form.requestSubmit();
  }, email);
  await expect(frame.locator('.submitted-message')).toBeVisible();
  const lead = await leadWithEmail(request, FORMS.contact, email);
  expect(lead.spam).toBe(true);
  expect(lead.spamReason).toMatch(/honeypot/);
});

test('a honeypot set by script without any event is caught all the same (the submit reads the page)', async ({ page, request }) => {
  await openTestPage(page, PAGE);
  const frame = await contactFrame(page);
  const email = uniqueEmail('silent-bot');
  await frame.locator('input[name=firstname]').fill('Bot');
  await frame.locator('input[name=email]').fill(email);
  await frame.locator('textarea[name=message]').fill('Cheap offer');
  await frame.evaluate(() => {
    (document.querySelector('.hs-form-extra input') as HTMLInputElement).value = 'https://spam.example';
  });
  await frame.locator('input[type=submit]').click();
  await expect(frame.locator('.submitted-message')).toBeVisible();
  const lead = await leadWithEmail(request, FORMS.contact, email);
  expect(lead.spam).toBe(true);
  expect(lead.spamReason).toMatch(/honeypot/);
});

test('a restored draft submitted before its time token came waits until the token is old enough, and is an ordinary lead', async ({ page, request }) => {
  const path = `/__test/spam-draft-${Math.random().toString(36).slice(2)}.html`;
  await openTestPage(page, PAGE, { path });
  let frame = await contactFrame(page);
  const email = uniqueEmail('restored-draft');
  await frame.locator('input[name=firstname]').fill('Ada');
  await frame.locator('input[name=email]').fill(email);
  await frame.locator('textarea[name=message]').fill('Please call me back.');
  // The draft as of the last field filled: one written after the email alone would lose the message.
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? '', draftKey(PORTAL_ID, FORMS.contact))).toContain('Please call me back.');
  expect(await page.evaluate((key) => sessionStorage.getItem(key) ?? '', draftKey(PORTAL_ID, FORMS.contact))).toContain(email);

  const tokenArrived: number[] = [];
  const tokenAnswers: Promise<SpamTokenWire>[] = [];
  const submitSent: number[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/spam-token')) return;
    tokenArrived.push(Date.now());
    tokenAnswers.push(response.json() as Promise<SpamTokenWire>);
  });
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/submissions/v3/')) submitSent.push(Date.now());
  });
  // The token is held back until Submit is pressed: a submit sent as soon as its token came would
  // be too young, however long the page took to show.
  let pressed!: () => void;
  const submitPressed = new Promise<void>((resolve) => (pressed = resolve));
  await page.route((url) => url.pathname.endsWith('/spam-token'), async (route) => {
    await submitPressed;
    await route.continue();
  });
  await page.reload();
  frame = await contactFrame(page);
  await expect(frame.locator('input[name=email]')).toHaveValue(email);
  await frame.locator('input[type=submit]').click();
  pressed();
  await expect(frame.locator('.submitted-message')).toBeVisible();

  // The one asked for as the form showed, and one asked for again at the submit, as it had not come.
  expect(tokenArrived.length).toBeGreaterThanOrEqual(1);
  expect(await tokenAnswers[0]).toMatchObject({ minAgeMs: E2E_SPAM_TOKEN_MIN_AGE_MS });
  expect(submitSent).toHaveLength(1);
  // Measured here after the browser had the answer: the embed's own clock started a little later still.
  expect(submitSent[0]! - Math.min(...tokenArrived)).toBeGreaterThanOrEqual(E2E_SPAM_TOKEN_MIN_AGE_MS - 100);
  const lead = await leadWithEmail(request, FORMS.contact, email);
  expect({ spam: lead.spam, spamReason: lead.spamReason }).toEqual({ spam: false, spamReason: null });
});

test('a raw-HTML form posted natively into its hidden frame carries its time token and honeypot: an ordinary lead', async ({ page, request }) => {
  const posted: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/submissions/v3/') && sent.isNavigationRequest()) posted.push(sent.postData() ?? '');
  });
  await openTestPage(page, container(FORMS.legacyTheme) + EMBED_SCRIPT);
  const email = uniqueEmail('native-post');
  const form = await fillLegacy(page, email);
  const honeypot = await form.locator('.hs-form-extra input').getAttribute('name');
  await form.locator('input[type=submit]').click();
  await expect(page.locator('.submitted-message')).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0]).toContain('name="hs_form_token"');
  expect(posted[0]).toContain(`name="${honeypot}"`);
  const lead = await leadWithEmail(request, FORMS.legacyTheme, email);
  expect({ spam: lead.spam, spamReason: lead.spamReason }).toEqual({ spam: false, spamReason: null });
});

const NONCE = 'spam-visitor-nonce';
const STRICT_CSP = `style-src 'nonce-${NONCE}'; script-src 'nonce-${NONCE}' 'strict-dynamic'; require-trusted-types-for 'script'; trusted-types forms-embed forms-embed-html`;

test('a proof-of-work form on a strict-CSP page solves invisibly, says so politely, and submits with no violation', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const formId = await proofOfWorkForm(request);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) refusals.push(message.text());
  });
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL!) && !sent.url().startsWith('about:')) elsewhere.push(sent.url());
  });
  const path = '/__test/spam-proof-of-work.html';
  await page.route((url) => url.pathname === path, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': STRICT_CSP },
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Proof of work</title>
<script nonce="${NONCE}">window.cspViolations = []; document.addEventListener('securitypolicyviolation', function (event) { window.cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline')); });</script>
</head><body>${container(formId)}<script src="/embed.js" nonce="${NONCE}"></script></body></html>`,
    }),
  );
  await page.goto(path);
  const frame = await contactFrame(page);
  const status = frame.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('Verified');
  expect(await page.evaluate(() => Array.from(document.scripts, (script) => script.src).some((src) => src.endsWith('/embed-proof-of-work.js')))).toBe(true);

  const email = uniqueEmail('proof-of-work');
  await frame.locator('input[name=firstname]').fill('Ada');
  await frame.locator('input[name=email]').fill(email);
  await frame.locator('textarea[name=message]').fill('Please call me back.');
  await frame.locator('input[type=submit]').click();
  await expect(frame.locator('.submitted-message')).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(refusals).toEqual([]);
  expect(elsewhere).toEqual([]);
  const lead = await leadWithEmail(request, formId, email);
  expect({ spam: lead.spam, spamReason: lead.spamReason }).toEqual({ spam: false, spamReason: null });
});

// The honeypot sits out of sight above the form, never beside it: an offset to either side
// would widen the page in one of the two writing directions.
for (const { name, pageDir, formId } of [
  { name: 'a right-to-left form on a left-to-right page', pageDir: 'ltr', formId: FORMS.rightToLeft },
  { name: 'a left-to-right form on a right-to-left page', pageDir: 'rtl', formId: FORMS.contact },
]) {
  test(`the honeypot adds no sideways scrolling: ${name}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openTestPage(
      page,
      `<div dir="${pageDir}" id="target"></div>${EMBED_SCRIPT}
      <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${formId}', target: '#target', renderFrame: false });</script>`,
    );
    await page.evaluate((dir) => document.documentElement.setAttribute('dir', dir), pageDir);
    await expect(page.locator('.hs-form-extra input')).toHaveCount(1);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBe(widths.client);
  });
}
