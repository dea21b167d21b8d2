import { expect, test } from '@playwright/test';
import { framedForm } from './support/framed-form';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${formId}"></div>`;
const CHECK_ROUTE = '**/emailcheck/v1/json-ext**';

test('a typo in the domain gets a suggestion that one click applies', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = form.locator('input[name=email]');
  const checked = page.waitForRequest(CHECK_ROUTE);
  await email.fill('  ada@gmial.com ');
  const request = await checked;
  const url = new URL(request.url());
  expect(request.method()).toBe('POST');
  expect(request.postData()).toBe('ada@gmial.com');
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  expect(url.searchParams.get('portalId')).toBe(PORTAL_ID);
  expect(url.searchParams.get('formId')).toBe(FORMS.contact);
  // No default block list on this form: free-mail suggestions are welcome.
  expect(url.searchParams.get('includeFreemailSuggestions')).toBe('true');

  const suggestion = form.getByRole('button', { name: 'Did you mean ada@gmail.com?' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(email).toHaveValue('ada@gmail.com');
  await expect(form.locator('.hs_email .hs-info-msg')).toHaveCount(0);
});

test('the suggestion is applied from the keyboard too', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = form.locator('input[name=email]');
  await email.fill('ada@hotnail.com');
  const suggestion = form.getByRole('button', { name: 'Did you mean ada@hotmail.com?' });
  await expect(suggestion).toBeVisible();
  await email.focus();
  await page.keyboard.press('Tab');
  await expect(suggestion).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('ada@hotmail.com');
});

test('a free-mail address is refused where the form uses the default block list', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const workEmail = form.locator('input[name=work_email]');
  const checked = page.waitForRequest(CHECK_ROUTE);
  await workEmail.fill('someone@gmail.com');
  expect(new URL((await checked).url()).searchParams.get('includeFreemailSuggestions')).toBe('false');
  await workEmail.blur();
  await expect(form.locator('.hs_work_email .hs-error-msg')).toHaveText(
    'Please enter your business email address. This form does not accept addresses from gmail.com.',
  );
  await workEmail.fill('someone@analytical-engines.example.com');
  await workEmail.blur();
  await expect(form.locator('.hs_work_email .hs-error-msg')).toHaveCount(0);
});

test("a domain the site owner blocked gets the blocked-domain message", async ({ page }) => {
  await openTestPage(
    page,
    `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t',
      blockedDomains: ['competitor.example'], manuallyBlockedEmailDomain: ['rival.example'] });</script>`,
  );
  const form = framedForm(page);
  const email = form.locator('input[name=email]');
  await email.fill('spy@competitor.example');
  await email.blur();
  await expect(form.locator('.hs_email .hs-error-msg')).toHaveText(
    'Please enter a different email address. This form does not accept addresses from competitor.example.',
  );
  await email.fill('spy@sales.rival.example');
  await email.blur();
  await expect(form.locator('.hs_email .hs-error-msg')).toHaveText(
    'Please enter a different email address. This form does not accept addresses from rival.example.',
  );
});

test('an opted-out address is offered to resubscribe; the click is sent and confirmed', async ({ page, request }) => {
  const analytics: string[] = [];
  await page.exposeFunction('recordAnalytic', (name: string) => analytics.push(name));
  await openTestPage(
    page,
    `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t',
      onAnalyticEvent: (event) => recordAnalytic(event.eventName) });</script>`,
  );
  const form = framedForm(page);
  await form.locator('input[name=email]').fill('Opted-Out@example.org');
  const offer = form.getByRole('button', {
    name: "It looks like you've opted out of email communication. Click here to get an email and opt back in.",
  });
  await expect(offer).toBeVisible();
  await expect.poll(() => analytics).toEqual(['DEFINITION_SUCCESS', 'RENDER_SUCCESS', 'RESUBSCRIBE_SHOWN']);

  const sent = page.waitForRequest('**/emailcheck/v1/form-resubscribe**');
  await offer.click();
  const resubscribe = await sent;
  const url = new URL(resubscribe.url());
  expect(resubscribe.postData()).toBe('Opted-Out@example.org');
  expect(url.searchParams.get('portalId')).toBe(PORTAL_ID);
  expect(url.searchParams.get('formId')).toBe(FORMS.contact);
  expect(url.searchParams.get('resub_form_name')).toBe('Test page');
  expect(url.searchParams.get('resub_form_address')).toBe(page.url());

  await expect(form.locator('.hs_email .hs-info-msg')).toHaveText('Please check your email to opt back in.');
  await expect.poll(() => analytics).toEqual(['DEFINITION_SUCCESS', 'RENDER_SUCCESS', 'RESUBSCRIBE_SHOWN', 'RESUBSCRIBE_CLICKED', 'RESUBSCRIBE_SUCESS']);
  const log = (await (await request.get('/emailcheck/v1/form-resubscribe/requests')).json()) as Array<{ email: string; formAddress: string }>;
  expect(log.some((entry) => entry.email.toLowerCase() === 'opted-out@example.org' && entry.formAddress === page.url())).toBe(true);
});

test('a failing email check never blocks the visitor', async ({ page }) => {
  await page.route(CHECK_ROUTE, (route) => route.abort('connectionreset'));
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const failed = page.waitForEvent('requestfailed', (failedRequest) => failedRequest.url().includes('/emailcheck/v1/json-ext'));
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill('ada@example.com');
  await form.locator('textarea[name=message]').fill('Hello');
  await failed;
  await expect(form.locator('input[name=email]')).not.toHaveAttribute('aria-invalid', 'true');
  // Typing goes on as before.
  await form.locator('input[name=email]').pressSequentially('x');
  await expect(form.locator('input[name=email]')).toHaveValue('ada@example.comx');
  // And the submission goes through.
  await form.locator('input[type=submit]').click();
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('.submitted-message')).toBeVisible();
});
