import { readFileSync } from 'node:fs';
import { expect, test, type Frame } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { formFrame } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

/** Payloads that run script if any of them reaches the DOM as markup; each sets `window.__injected`. */
const PAYLOADS = [
  '<img src=x onerror="window.__injected=1">',
  '<script>window.__injected=1</script>',
  '<svg onload="window.__injected=1"></svg>',
  '"><iframe srcdoc="<script>parent.__injected=1</script>"></iframe>',
  '<a href="javascript:window.__injected=1">link</a>',
];

/** Strings of a definition a visitor sees or the markup carries: every one gets a payload. */
const VISIBLE_KEYS = new Set(['label', 'description', 'placeholder', 'unselectedLabel', 'inlineMessage', 'submitText', 'value']);

/** The all-fields fixture with a payload appended to every visible string (option values included). */
function poisonedDefinition(): unknown {
  const raw = JSON.parse(readFileSync(`fixtures/forms/123456/${FORMS.allFields}.json`, 'utf8')) as unknown;
  let next = 0;
  const poison = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((item) => poison(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, name)]));
    }
    if (typeof value === 'string' && VISIBLE_KEYS.has(key)) return `${value}${PAYLOADS[(next += 1) % PAYLOADS.length]}`;
    return value;
  };
  return poison(raw);
}

const injected = (target: Frame | import('@playwright/test').Page) =>
  target.evaluate(() => (window as unknown as { __injected?: number }).__injected ?? 0);

test('script in every visible string of a definition never runs and shows as text', async ({ page }) => {
  const definition = poisonedDefinition();
  await page.route(`**/embed/v3/form/**/${FORMS.allFields}/json**`, (route) => route.fulfill({ json: definition }));
  const { pageErrors } = await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const frame = await formFrame(page);
  const form = frame.locator('form.hs-form');
  await expect(form).toBeVisible();
  // The error state puts labels into the summary and every field's messages.
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-error-summary')).toBeVisible();
  // A label with markup shows it as text.
  await expect(form.locator('label', { hasText: '<img src=x onerror=' }).first()).toBeVisible();
  // Descriptions and rich text may hold sanitised HTML: no handler, script, srcdoc or javascript: link survives.
  expect(await form.locator('[onerror], [onload], script, iframe[srcdoc], a[href^="javascript:" i]').count()).toBe(0);
  expect(await injected(frame)).toBe(0);
  expect(await injected(page)).toBe(0);
  expect(pageErrors).toEqual([]);
});
