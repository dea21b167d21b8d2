import { expect, test } from '@playwright/test';
import { FORMS, UNSCOPED_PORTAL_ID } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${formId}"></div>`;

test("a focused full-width field's focus ring lies wholly inside the form's frame, at a desktop and a phone width", async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
    const email = page.frameLocator('iframe.hs-form-iframe').locator('input[name=email]');
    await email.focus();
    const ring = await email.evaluate((input) => {
      const style = getComputedStyle(input);
      const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const box = input.getBoundingClientRect();
      return { reach, left: box.left - reach, right: box.right + reach, viewport: input.ownerDocument.documentElement.clientWidth };
    });
    expect(ring.reach, `${width} px: the ring is drawn outside the field`).toBeGreaterThan(0);
    expect(ring.left, `${width} px`).toBeGreaterThanOrEqual(0);
    expect(ring.right, `${width} px`).toBeLessThanOrEqual(ring.viewport);
  }
});

test('a themed form renders in a same-origin frame without src that wrappers can read', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const frame = page.locator('iframe.hs-form-iframe');
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  expect(await frame.getAttribute('src')).toBeNull();
  // Screen readers announce the frame by its title: words, not the form's guid.
  expect(await frame.getAttribute('title')).toBe('Form');
  const formIdInFrame = await frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument?.querySelector('form')?.id);
  expect(formIdInFrame).toMatch(new RegExp(`^hsForm_${FORMS.contact}_`));
  // The page itself holds no form: the frame isolates it.
  await expect(page.locator('form.hs-form')).toHaveCount(0);
});

test('a legacy-theme form renders in the page, in the well-known markup', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.legacyTheme)}${EMBED_SCRIPT}`);
  const form = page.locator('form.hs-form');
  await expect(form).toBeVisible();
  await expect(page.locator('iframe.hs-form-iframe')).toHaveCount(0);
  await expect(form).toHaveClass(/hs-form-private/);
  await expect(form.locator('.hs_submit.hs-submit .actions input[type=submit].hs-button.primary.large')).toHaveCount(1);
  await expect(form.locator('input[type=hidden][name=hs_context]')).toHaveCount(1);
  const hiddenFrameName = await form.locator('iframe[name^="target_iframe_"]').getAttribute('name');
  expect(await form.getAttribute('target')).toBe(hiddenFrameName);
  // Labels are tied to inputs.
  const firstInput = form.locator('.hs-form-field input.hs-input').first();
  const inputId = await firstInput.getAttribute('id');
  await expect(form.locator(`label[for="${inputId}"]`)).toHaveCount(1);
});

test('the frame grows with its content', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.dependentFields)}${EMBED_SCRIPT}`);
  const frame = page.locator('iframe.hs-form-iframe');
  const form = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  await expect(form).toBeVisible();
  const frameHeight = async () => (await frame.boundingBox())?.height ?? 0;
  const contentHeight = () => frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument!.querySelector('.hs-form-frame-root')!.getBoundingClientRect().height);
  await expect.poll(async () => Math.abs((await frameHeight()) - (await contentHeight()))).toBeLessThan(2);
  const before = await frameHeight();

  await form.locator('select[name=how_did_you_hear]').selectOption('Other');
  await expect(form.locator('input[name=how_did_you_hear_other]')).toBeVisible();
  await expect.poll(frameHeight).toBeGreaterThan(before + 20);
  await expect.poll(async () => Math.abs((await frameHeight()) - (await contentHeight()))).toBeLessThan(2);

  await form.locator('select[name=how_did_you_hear]').selectOption('Search');
  await expect(form.locator('input[name=how_did_you_hear_other]')).toHaveCount(0);
  await expect.poll(frameHeight).toBeLessThan(before + 2);
});

test('definition HTML is sanitised: no script, handler or javascript: link runs', async ({ page }) => {
  const { pageErrors } = await openTestPage(page, `${container(FORMS.richText)}${EMBED_SCRIPT}`);
  const form = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  await expect(form.locator('.hs-richtext strong').first()).toBeVisible();
  const link = form.locator('a', { hasText: 'Do not follow this link' });
  await expect(link).not.toHaveAttribute('href', /^\s*javascript:/i);
  await link.click();
  // An onerror handler would have run by the time every image of the form has settled.
  await expect
    .poll(() => form.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  const ran = await page.evaluate(() => {
    const frameWindow = document.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe')?.contentWindow as unknown as Record<string, unknown>;
    const pageWindow = window as unknown as Record<string, unknown>;
    const keys = ['__richTextScriptRan', '__richTextOnErrorRan', '__richTextLinkRan'];
    return keys.filter((key) => pageWindow[key] !== undefined || frameWindow?.[key] !== undefined);
  });
  expect(ran).toEqual([]);
  await expect(form.locator('script')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('multi-page forms show one page at a time with a step indicator', async ({ page }) => {
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>
      window.pageChanges = [];
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.multiPage}', target: '#target',
        onPageChange: (current, previous) => pageChanges.push(previous + '->' + current) });
    </script>`,
  );
  const form = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 1 of 3');
  await expect(form.locator('input[type=submit]')).toHaveCount(0);
  // Next checks the page first: every required field of page 1 is filled.
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  await form.locator('input[name=email]').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 2 of 3');
  await form.getByRole('button', { name: 'Previous' }).click();
  // The visitor's typed value survives moving between pages.
  await expect(form.locator('input[name=firstname]')).toHaveValue('Ada');
  expect(await page.evaluate(() => (window as unknown as { pageChanges: string[] }).pageChanges)).toEqual(['1->2', '2->1']);
});

test('each legal-consent type renders its block', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.consentImplicit)}${container(FORMS.consentSeparate)}${container(FORMS.consentLegitimateInterest)}${EMBED_SCRIPT}`);
  const frames = page.locator('.hs-form-frame');
  const consent = (index: number) => frames.nth(index).frameLocator('iframe.hs-form-iframe').locator('.legal-consent-container');
  await expect(consent(0)).toHaveAttribute('data-consent-type', 'implicit');
  await expect(consent(1)).toHaveAttribute('data-consent-type', 'separate');
  await expect(consent(2)).toHaveAttribute('data-consent-type', 'legitimateInterest');
  await expect(consent(1).locator('input[name="LEGAL_CONSENT.processing"]')).toHaveAttribute('required', '');
  await expect(consent(1).locator('input[name^="LEGAL_CONSENT.subscription_type_"]')).toHaveCount(2);
  await expect(consent(2).locator('input[type=checkbox]')).toHaveCount(0);
  await consent(1).locator('input[name="LEGAL_CONSENT.processing"]').check();
  await expect(consent(1).locator('input[name="LEGAL_CONSENT.processing"]')).toBeChecked();
});

test('typing into a 200-field form keeps every value', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.large)}${EMBED_SCRIPT}`);
  const form = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  await expect(form.locator('.hs-form-field')).toHaveCount(200);
  const inputs = form.locator('input.hs-input[type=text]');
  await inputs.nth(0).fill('first');
  await inputs.nth(40).fill('later');
  await expect(inputs.nth(0)).toHaveValue('first');
  await expect(inputs.nth(40)).toHaveValue('later');
});

test("the site owner's css and translations reach a framed form", async ({ page }) => {
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.multiPage}', target: '#target',
        css: '.hs-form .hs-button { background: rgb(1, 2, 3); }',
        locale: 'en', translations: { en: { nextText: 'Continue', stepIndicator: 'Step {currentPage} of {numberOfPages}' } } });
    </script>`,
  );
  // The shell scope frames this form whatever its css; the css must reach inside the frame.
  const form = page.frameLocator('#target iframe.hs-form-iframe').locator('form.hs-form');
  const next = form.getByRole('button', { name: 'Continue' });
  await expect(next).toBeVisible();
  await expect(form.locator('.hs-form-progress')).toHaveText('Step 1 of 3');
  expect(await next.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(1, 2, 3)');
});

test('custom css keeps a themed form without the shell scope in the page, styled', async ({ page }) => {
  await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>
      hbspt.forms.create({ portalId: '${UNSCOPED_PORTAL_ID}', formId: '${FORMS.oldShape}', target: '#target',
        css: '.hs-form input[type=submit] { background: rgb(4, 5, 6); }' });
    </script>`,
  );
  const form = page.locator('#target form.hs-form');
  await expect(form).toBeVisible();
  await expect(page.locator('iframe.hs-form-iframe')).toHaveCount(0);
  expect(await form.locator('input[type=submit]').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(4, 5, 6)');
});
