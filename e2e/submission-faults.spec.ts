import { expect, test, type Page, type Route } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, failFirstSends, fillContact, framedFormThankYou, gate, SERVER_ERROR_TEXT, uniqueEmail } from './support/contact-form';
import { storedSubmissions } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

/**
 * Faults between the visitor and the forms host: whatever happens to a send, the typed values
 * stay on screen, the embed sends again under the same Idempotency-Key, and the host ends up
 * with exactly one row.
 */

async function rowsFor(page: Page, email: string) {
  return (await storedSubmissions(page.request, FORMS.contact)).filter((row) => row.values.email === email);
}

test('a 500, then another, then recovery: the message shows, the values stay, one row under one key', async ({ page }) => {
  const messageSeen = gate();
  const keys = await failFirstSends(page, 2, (route) => route.fulfill({ status: 500, json: { formSubmissionError: 'SERVER_ERROR' } }), messageSeen.opened);
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const email = uniqueEmail('faults-500');
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(SERVER_ERROR_TEXT);
  messageSeen.open();
  await expect(form.locator('input[name=email]')).toHaveValue(email);
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(await rowsFor(page, email)).toHaveLength(1);
});

test('connection resets, then recovery: the values stay and exactly one row is stored', async ({ page }) => {
  const valuesSeen = gate();
  const keys = await failFirstSends(page, 2, (route) => route.abort('connectionreset'), valuesSeen.opened);
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const email = uniqueEmail('faults-reset');
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(SERVER_ERROR_TEXT);
  await expect(form.locator('textarea[name=message]')).toHaveValue('Hello, with a comma, and "quotes"');
  valuesSeen.open();
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(new Set(keys).size).toBe(1);
  expect(await rowsFor(page, email)).toHaveLength(1);
});

test('the host stored the submission but its answer was lost: the retry under the same key stores nothing new', async ({ page }) => {
  const keys = await failFirstSends(page, 1, async (route) => {
    // The host receives and stores this send; the visitor's browser never sees the answer.
    const stored = await route.fetch();
    expect(stored.status()).toBe(200);
    await route.abort('connectionreset');
  });
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const email = uniqueEmail('faults-lost');
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await rowsFor(page, email)).toHaveLength(1);
});

test('a send the host never answers times out after 30 s and is sent again; one row', async ({ page }) => {
  await page.clock.install();
  const hanging: Route[] = [];
  const keys = await failFirstSends(page, 1, async (route) => {
    hanging.push(route);
  });
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const email = uniqueEmail('faults-timeout');
  const form = await fillContact(page, email);
  await form.locator('input[type=submit]').click();
  await expect.poll(() => hanging.length).toBe(1);
  // Nothing is shown while the send is merely slow.
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveCount(0);
  await page.clock.fastForward(30_000);
  await expect(form.locator('.hs-form-messages .hs-error-msg')).toHaveText(SERVER_ERROR_TEXT);
  await expect(form.locator('input[name=email]')).toHaveValue(email);
  // The retry waits out its backoff (at most a second for the first retry), then lands.
  await page.clock.fastForward(1_000);
  await expect(framedFormThankYou(page)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await rowsFor(page, email)).toHaveLength(1);
  await Promise.all(hanging.map((route) => route.abort().catch(() => undefined)));
});
