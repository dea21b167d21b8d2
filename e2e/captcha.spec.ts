import { expect, test, type Route } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { storedSubmissions } from './support/owner-api';
import { openTestPage } from './support/test-page';

/** The embed's script tag pointing the captcha at the reference host's stand-in provider. */
const embedWithCaptcha = (scriptUrl = '/captcha/api.js') => `<script src="/embed.js" data-captcha-script-url="${scriptUrl}"></script>`;

const CAPTCHA_ERROR_TEXT = 'Failed to validate Captcha. Please try again.';
const STAND_IN_SCRIPT = '**/captcha/api.js?*';

async function fillCaptchaForm(page: Parameters<typeof framedForm>[0], email: string) {
  const form = framedForm(page);
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill(email);
  return form;
}

test('a captcha form shows its badge at once, passes the captcha and lands as one row, its token verified by the host', async ({ page, request }) => {
  const sent: (string | null)[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.method() === 'POST' && sentRequest.url().includes('/submissions/')) sent.push(sentRequest.postData());
  });
  const { pageErrors } = await openTestPage(page, `${container(FORMS.captcha)}${embedWithCaptcha()}`);
  // The inline badge shows with the form, before the visitor submits.
  await expect(framedForm(page).locator('.hs_recaptcha .grecaptcha-badge')).toBeVisible();
  const email = uniqueEmail('captcha');
  const form = await fillCaptchaForm(page, email);
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('name="g-recaptcha-response"');

  const rows = (await storedSubmissions(request, FORMS.captcha)).filter((row) => row.values.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.values).not.toHaveProperty('g-recaptcha-response');
  expect(rows[0]!.context).toMatchObject({ captchaStatus: 'PASSED' });
  expect(pageErrors).toEqual([]);
});

test('a captcha that fails shows its message, keeps the values, stores nothing, and shows the inline badge in the form', async ({ page, request }) => {
  await openTestPage(page, `${container(FORMS.captcha)}${embedWithCaptcha('/captcha/api.js?fail=1')}`);
  const email = uniqueEmail('captcha-fails');
  const form = await fillCaptchaForm(page, email);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(CAPTCHA_ERROR_TEXT);
  await expect(form.locator('input[name=email]')).toHaveValue(email);
  await expect(form.locator('input[name=firstname]')).toHaveValue('Ada');
  await expect(form.locator('.hs_recaptcha .grecaptcha-badge')).toBeVisible();
  expect((await storedSubmissions(request, FORMS.captcha)).filter((row) => row.values.email === email)).toHaveLength(0);
});

test('a captcha script that never loads gives up after 15 s with the message; a later submit loads it again and lands', async ({ page, request }) => {
  await page.clock.install();
  const held: Route[] = [];
  await page.route(STAND_IN_SCRIPT, (route) => void held.push(route));
  // The script is asked for as the form shows (for its badge); the submit waits for the same load.
  const scriptAsked = page.waitForRequest(STAND_IN_SCRIPT);
  await openTestPage(page, `${container(FORMS.captcha)}${embedWithCaptcha()}`);
  const email = uniqueEmail('captcha-timeout');
  const form = await fillCaptchaForm(page, email);
  await scriptAsked;
  await form.locator('input[type=submit]').click();
  await page.clock.runFor(15_000);
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(CAPTCHA_ERROR_TEXT);
  await expect(form.locator('input[name=email]')).toHaveValue(email);

  await page.unroute(STAND_IN_SCRIPT);
  for (const route of held) await route.abort();
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  expect((await storedSubmissions(request, FORMS.captcha)).filter((row) => row.values.email === email)).toHaveLength(1);
});
