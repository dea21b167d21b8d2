import { expect, test } from '@playwright/test';
import { framedForm } from './support/framed-form';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${formId}"></div>`;

/** The error text under the field named `name` (the `.hs_{name}` wrapper of COMPAT.md). */
const errorOf = (form: ReturnType<typeof framedForm>, name: string) => form.locator(`.hs_${name} .hs-error-msg`);

test('an empty submit on the all-fields form shows every required message and the summary takes focus', async ({ page }) => {
  const { pageErrors } = await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[type=submit]').click();

  await expect(errorOf(form, 'firstname')).toHaveText('Please complete this required field.');
  await expect(errorOf(form, 'email')).toHaveText('Please complete this required field.');
  await expect(errorOf(form, 'industry')).toHaveText('Please select an option from the dropdown menu.');
  await expect(errorOf(form, 'contact_method')).toHaveText('Please select at least one option.');
  await expect(errorOf(form, 'accepts_terms')).toHaveText('Please complete this required field.');
  await expect(errorOf(form, 'nps_score')).toHaveText('Please select at least one option.');
  // Optional fields say nothing.
  await expect(errorOf(form, 'lastname')).toHaveCount(0);
  await expect(form.locator('.hs-error-msg')).toHaveCount(6);

  const summary = form.locator('.hs-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.locator('h2')).toHaveText('There is a problem');
  await expect(summary.locator('li')).toHaveCount(6);
  await expect(summary.locator('li').first()).toHaveText('First name – Please complete this required field.');

  // Each entry links to its field: following it moves focus there.
  await summary.getByRole('link', { name: /^Industry – / }).click();
  await expect(form.locator('select[name=industry]')).toBeFocused();
  await form.locator('select[name=industry]').selectOption({ index: 1 });
  await expect(errorOf(form, 'industry')).toHaveCount(0);
  await expect(summary.locator('li')).toHaveCount(5);

  const email = form.locator('input[name=email]');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  await expect(form.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText('Please complete this required field.');
  expect(pageErrors).toEqual([]);
});

test('an address like not-an-email is refused once the visitor leaves the field, not while typing', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const email = form.locator('input[name=email]');
  await email.fill('not-an-email');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(errorOf(form, 'email')).toHaveCount(0);
  await email.blur();
  await expect(errorOf(form, 'email')).toHaveText('Email must be formatted correctly.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveClass(/invalid error/);

  // The 1000 ms stale event shows it while the field still has focus too.
  await email.fill('still-not-an-email');
  await expect(errorOf(form, 'email')).toHaveCount(0);
  await expect(errorOf(form, 'email')).toHaveText('Email must be formatted correctly.');
  await expect(email).toBeFocused();
});

test('Next refuses an incomplete page and names what is missing; a complete page moves on', async ({ page }) => {
  const events: string[] = [];
  await page.exposeFunction('recordEvent', (name: string) => events.push(name));
  await openTestPage(
    page,
    `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.multiPage}', target: '#t',
      onBeforeValidationInit: () => recordEvent('onBeforeValidationInit'),
      onFormFailedValidation: () => recordEvent('onFormFailedValidation'),
      onPageChange: () => recordEvent('onPageChange') });</script>`,
  );
  const form = framedForm(page);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 1 of 3');
  await expect(errorOf(form, 'firstname')).toHaveText('Please complete this required field.');
  const summary = form.locator('.hs-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.locator('li')).toHaveText([
    'First name – Please complete this required field.',
    'Last name – Please complete this required field.',
    'Email – Please complete this required field.',
  ]);
  await expect.poll(() => events).toEqual(['onBeforeValidationInit', 'onFormFailedValidation']);

  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  await form.locator('input[name=email]').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 2 of 3');
  await expect(form.locator('.hs-error-summary')).toHaveCount(0);
  await expect.poll(() => events.at(-1)).toBe('onPageChange');

  // Values typed on other pages stay.
  await form.getByRole('button', { name: 'Previous' }).click();
  await expect(form.locator('input[name=firstname]')).toHaveValue('Ada');
});

test('a failed submit points to a field on another step; its link opens the step and focuses the field', async ({ page }) => {
  // Hold the live email check open until the visitor has moved past page 1, then answer that the
  // address does not exist: the problem is on a page the visitor is no longer on.
  let answerCheck!: () => void;
  const checkHeld = new Promise<void>((resolve) => (answerCheck = resolve));
  await page.route('**/emailcheck/v1/json-ext**', async (route) => {
    await checkHeld;
    await route.fulfill({ json: { email: 'ada@example.com', success: false, emailShouldResubscribe: false, emailSuggestion: null, emailFree: false } });
  });
  await openTestPage(page, `${container(FORMS.multiPage)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  const checkSent = page.waitForRequest('**/emailcheck/v1/json-ext**');
  await form.locator('input[name=email]').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 2 of 3');
  await checkSent;
  answerCheck();

  await form.locator('input[name=company]').fill('Analytical Engines');
  await form.locator('select[name=numemployees]').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 3 of 3');
  await form.locator('textarea[name=message]').fill('Hello');
  await form.locator('input[name="LEGAL_CONSENT.processing"]').check();
  await form.locator('input[type=submit]').click();

  const summary = form.locator('.hs-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.locator('li')).toHaveText(["Please fix 'Email' on Step 1"]);
  await summary.getByRole('link', { name: 'Step 1' }).click();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 1 of 3');
  await expect(form.locator('input[name=email]')).toBeFocused();
  await expect(errorOf(form, 'email')).toHaveText('Please enter a valid email address.');
});

test('a date is picked with the keyboard alone', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const picker = form.locator('input.hs-input[id^="start_date-"]');
  await expect(picker).toHaveAttribute('aria-haspopup', 'dialog');

  // Keyboard alone: Tab into the field from the options before it, ArrowDown into the calendar,
  // arrows to a day, Enter.
  await form.locator('input[name=plan]').last().focus();
  await page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const calendar = form.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(form.locator('input[type=hidden][name=start_date]')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(errorOf(form, 'start_date')).toHaveCount(0);
});

test('without the picker file the date is typed as YYYY-MM-DD and checked as a real calendar day', async ({ page }) => {
  await page.route('**/embed-datepicker.js**', (route) => route.abort());
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const date = form.locator('input[name=start_date]');
  await expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await date.fill('2023-02-29');
  await date.blur();
  await expect(errorOf(form, 'start_date')).toHaveText('Please enter a valid date.');
  await date.fill('2024-02-29');
  await date.blur();
  await expect(errorOf(form, 'start_date')).toHaveCount(0);
  await date.fill('1899-12-31');
  await date.blur();
  await expect(errorOf(form, 'start_date')).toHaveText('Please enter a valid date.');
});

test('a dependent field appears and disappears with its parent, and only counts while shown', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.dependentFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const parent = form.locator('select[name=how_did_you_hear]');
  const dependent = form.locator('input[name=how_did_you_hear_other]');
  await expect(dependent).toHaveCount(0);
  await parent.selectOption('Other');
  await expect(dependent).toBeVisible();
  await parent.selectOption('Search');
  await expect(dependent).toHaveCount(0);
  // Shown and empty, the required dependent blocks a submit; hidden, it does not count.
  await parent.selectOption('Other');
  await form.locator('input[type=submit]').click();
  const summary = form.locator('.hs-error-summary');
  await expect(summary).toContainText('Where did you hear about us? Please complete this required field.');
  await parent.selectOption('Search');
  await form.locator('input[type=submit]').click();
  await expect(summary).toBeFocused();
  await expect(summary).not.toContainText('Where did you hear about us?');
});

test('pressing Submit while leaving a field with an error still submits: the error never moves the button away', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const submit = form.locator('input[type=submit]');
  await form.locator('input[name=email]').fill('not-an-email');
  const before = await submit.boundingBox();
  // The press blurs the email field; its error may only show once the click has landed.
  await submit.click();
  await expect(form.locator('.hs-error-summary')).toBeFocused();
  await expect(form.locator('.hs_email .hs-error-msg')).toHaveText('Email must be formatted correctly.');
  expect((await submit.boundingBox())!.y).toBeGreaterThan(before!.y);
});

test('an empty submit at the bottom of the 200-field form brings the summary of every required field into view', async ({ page }) => {
  await page.goto('/large-form.html');
  const form = framedForm(page);
  const submit = form.locator('input[type=submit]');
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const summary = form.locator('.hs-error-summary');
  await expect(summary).toBeFocused();
  // The email field and every seventh field are required (scripts/generate-large-fixture.ts).
  await expect(summary.locator('li')).toHaveCount(1 + Math.floor(200 / 7));
  await expect(summary).toBeInViewport();
});
