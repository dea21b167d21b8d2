import { expect, test } from '@playwright/test';
import config, { E2E_PORT } from '../playwright.config';
import { container, uniqueEmail } from './support/contact-form';
import { leadWithEmail } from './support/leads';
import { contactFrame, proofOfWorkForm } from './support/spam-forms';

/**
 * A page on plain http under a public name is no secure context, so the browser has no
 * `crypto.subtle`: the proof of work is solved with the embed's own JavaScript SHA-256.
 * The name resolves to the forms host; the page, embed.js and the host share that one origin.
 */
const PLAIN_HTTP_HOST = 'forms.plain-http.example';
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1`, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('on a plain-http page without crypto.subtle, a proof-of-work form is solved in JavaScript and its lead is ordinary', async ({ page, request }) => {
  test.setTimeout(60_000);
  const formId = await proofOfWorkForm(request);
  const origin = `http://${PLAIN_HTTP_HOST}:${E2E_PORT}`;
  const path = '/__test/spam-plain-http.html';
  await page.route(`${origin}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Plain http</title></head><body>${container(formId)}<script src="/embed.js"></script></body></html>`,
    }),
  );
  await page.goto(`${origin}${path}`);
  expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof crypto.subtle }))).toEqual({ secure: false, subtle: 'undefined' });
  const frame = await contactFrame(page);
  await expect(frame.getByRole('status')).toHaveText('Verified', { timeout: 30_000 });

  const email = uniqueEmail('plain-http-proof');
  await frame.locator('input[name=firstname]').fill('Ada');
  await frame.locator('input[name=email]').fill(email);
  await frame.locator('textarea[name=message]').fill('Please call me back.');
  await frame.locator('input[type=submit]').click();
  await expect(frame.locator('.submitted-message')).toBeVisible();
  const lead = await leadWithEmail(request, formId, email);
  expect({ spam: lead.spam, spamReason: lead.spamReason }).toEqual({ spam: false, spamReason: null });
});
