import type { Browser, BrowserContext, Frame, Page } from '@playwright/test';
import { IDEMPOTENCY_HEADER, submitUrl } from '../../src/core/submission/submit-wire';
import { CONTACT_FORM, LOAD_PORTAL_ID } from '../submission-body';

/**
 * The form every kind of sender of the spam proof fills: the contact form of the fixtures
 * (firstname, email, message; shown in its isolated frame), on a page of the forms host.
 */
export { CONTACT_FORM as PROOF_FORM_ID, LOAD_PORTAL_ID as PROOF_PORTAL_ID } from '../submission-body';

/** Who sent a submission: the address it carries starts with `spam-proof-{kind}-`, which is how the tally finds it. */
export type SenderKind = 'direct' | 'replay' | 'scripted' | 'human';

export const proofEmail = (run: string, kind: SenderKind, n: number) => `spam-proof-${kind}-${run}-${n}@example.com`;

const PAGE_PATH = '/spam-proof/contact.html';
const PAGE_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Contact us</title></head><body>
<h1>Contact us</h1>
<div class="hs-form-frame" data-portal-id="${LOAD_PORTAL_ID}" data-form-id="${CONTACT_FORM}"></div>
<script src="/embed.js"></script></body></html>`;

/** A fresh browser context on the forms host whose proof page is served by route, as a site owner's page would be. */
export async function proofContext(browser: Browser, hostUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: hostUrl });
  await context.route((url) => url.pathname === PAGE_PATH, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE_HTML }));
  return context;
}

/** Opens the proof page in `context` and answers the contact form's frame once its fields are there. */
export async function openProofForm(context: BrowserContext): Promise<{ page: Page; form: Frame }> {
  const page = await context.newPage();
  await page.goto(PAGE_PATH);
  const frameElement = await page.waitForSelector('iframe.hs-form-iframe');
  const form = await frameElement.contentFrame();
  if (!form) throw new Error('the contact form has no frame');
  await form.waitForSelector('form.hs-form input[name=email]');
  return { page, form };
}

/** Resolves once the framed form thanked the visitor (the host stored the submission, as spam or not). */
export async function thanked(form: Frame): Promise<void> {
  await form.waitForSelector('.submitted-message', { timeout: 30_000 });
}

/** The submit address of the proof form on `hostUrl`. */
export const proofSubmitUrl = (hostUrl: string) => submitUrl(hostUrl, LOAD_PORTAL_ID, CONTACT_FORM);

/** Posts a multipart body to the proof form under a fresh idempotency key; answers the HTTP status. */
export async function postSubmission(hostUrl: string, body: FormData | { bytes: Buffer; contentType: string }, key: string): Promise<number> {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key, Origin: hostUrl } }
      : { method: 'POST', body: new Uint8Array(body.bytes), headers: { [IDEMPOTENCY_HEADER]: key, Origin: hostUrl, 'Content-Type': body.contentType } };
  const response = await fetch(proofSubmitUrl(hostUrl), init);
  await response.arrayBuffer();
  return response.status;
}

