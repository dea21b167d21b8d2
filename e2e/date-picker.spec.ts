import { expect, test, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${formId}"></div>`;
const isPickerFile = (url: string) => new URL(url).pathname === '/embed-datepicker.js';

/** Counts the requests for the date picker's file. */
function countPickerRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isPickerFile(request.url())) count += 1;
  });
  return () => count;
}

test('a date field becomes the date picker: pick a day, see it with slashes, store YYYY-MM-DD', async ({ page }) => {
  const pickerRequests = countPickerRequests(page);
  const { pageErrors } = await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  const input = form.locator('input.hs-input[id^="start_date-"]');
  const stored = form.locator('input[type=hidden][name=start_date]');
  // The picker's file has arrived once the field is the read-only picker input.
  await expect(input).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(input).toHaveAttribute('readonly', '');
  await expect(input).toHaveAttribute('placeholder', 'YYYY/MM/DD');

  await input.click();
  const calendar = form.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAttribute('aria-controls', (await calendar.getAttribute('id')) ?? '');
  // Inside the isolated frame the calendar takes room in the flow, so the frame grows to show it.
  const frameBox = await page.locator('iframe.hs-form-iframe').boundingBox();
  const calendarBox = await calendar.boundingBox();
  expect(calendarBox!.y + calendarBox!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height + 1);
  await expect(calendar.locator('[style]')).toHaveCount(0);

  await calendar.getByRole('combobox', { name: 'Year' }).selectOption('2020');
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'February' });
  await calendar.getByRole('button', { name: 'Saturday, February 29, 2020' }).click();
  await expect(input).toHaveValue('2020/02/29');
  await expect(stored).toHaveValue('2020-02-29');
  await expect(calendar).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');

  // Backspace clears it.
  await input.press('Backspace');
  await expect(input).toHaveValue('');
  await expect(stored).toHaveValue('');

  expect(pickerRequests()).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('the calendar hides on an outside click, on Tab and on Escape', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form');
  const input = form.locator('input.hs-input[id^="start_date-"]');
  const calendar = form.getByRole('dialog');
  await expect(input).toHaveAttribute('aria-haspopup', 'dialog');

  await input.click();
  await expect(calendar).toBeVisible();
  await calendar.getByRole('button', { name: /^Next/ }).click();
  await expect(calendar).toBeVisible();
  await form.locator('label', { hasText: 'First name' }).click();
  await expect(calendar).toHaveCount(0);

  await input.click();
  await expect(calendar).toBeVisible();
  await input.press('Tab');
  await expect(calendar).toHaveCount(0);

  await input.click();
  await input.press('ArrowDown');
  await expect(calendar.locator('button.rdp-day_button:focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(input).toBeFocused();
});

test("the picker's file uses the runtime's React and carries none of its own", async ({ page, request }) => {
  const runtimeUrl = page.waitForRequest((sent) => /\/embed-runtime-[0-9a-f]{16}\.js$/.test(new URL(sent.url()).pathname)).then((sent) => sent.url());
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('input.hs-input[id^="start_date-"]')).toHaveAttribute('aria-haspopup', 'dialog');
  const shared = await page.evaluate(() => {
    const registry = (window as unknown as { __formsEmbedChunks?: Record<string, Record<string, unknown>> }).__formsEmbedChunks;
    return {
      react: typeof (registry?.react?.React as { useState?: unknown } | undefined)?.useState,
      jsxRuntime: typeof (registry?.react?.jsxRuntime as { jsx?: unknown } | undefined)?.jsx,
      datepicker: typeof registry?.datepicker?.DatePicker,
    };
  });
  expect(shared).toEqual({ react: 'function', jsxRuntime: 'function', datepicker: 'function' });

  const marker = '__CLIENT_INTERNALS_DO_NOT_USE';
  const [chunk, runtime] = await Promise.all([request.get('/embed-datepicker.js'), request.get(await runtimeUrl)]);
  const chunkText = await chunk.text();
  expect(await runtime.text()).toContain(marker);
  expect(chunkText).not.toContain(marker);
  // React DOM alone is some 180 KB minified: the picker's file is well under it.
  expect(Buffer.byteLength(chunkText)).toBeLessThan(100 * 1024);
});

test('touch devices keep the native date input and never fetch the picker', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const pickerRequests = countPickerRequests(page);
  const readyListener = `<script>addEventListener('message', (event) => {
    if (event.data && event.data.type === 'hsFormCallback' && event.data.eventName === 'onFormReady') window.formReady = true;
  });</script>`;
  await openTestPage(page, `${readyListener}${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const input = page.frameLocator('iframe.hs-form-iframe').locator('input[name=start_date]');
  await expect(input).toHaveAttribute('type', 'date');
  // Elsewhere the field asks for the picker as it mounts: an effect of the render that shows it
  // adds the picker's script to the page. Once the form has told the page it is ready and the
  // frame after that render has run, that script would be there.
  await page.waitForFunction(() => (window as { formReady?: boolean }).formReady === true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(page.locator('script[data-forms-embed-chunk]')).not.toHaveCount(0);
  await expect(page.locator('script[data-forms-embed-chunk="datepicker"]')).toHaveCount(0);
  expect(pickerRequests()).toBe(0);
  await context.close();
});
