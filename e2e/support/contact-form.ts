import type { Locator, Page, Route } from '@playwright/test';
import { framedForm } from './framed-form';
import { portalOf } from '../../test/fixture-ids';
import { PORTAL_ID } from './test-page';

/** An embed container for one of the fixture forms, in its portal. */
export const container = (formId: string) => `<div class="hs-form-frame" data-portal-id="${portalOf(formId)}" data-form-id="${formId}"></div>`;

/** Every send of a submission of the test portal, whatever the form. */
export const SUBMIT_ROUTE = `**/submissions/v3/public/submit/formsnext/multipart/${PORTAL_ID}/**`;

/** A unique address per test, to find its row among the others of the run. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Fills the framed contact form's three fields; answers the form's locator. */
export async function fillContact(page: Page, email: string) {
  const form = framedForm(page);
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill(email);
  await form.locator('textarea[name=message]').fill('Hello, with a comma, and "quotes"');
  return form;
}

/** Fills the all-fields form's required fields: name, email, industry, contact method, terms and the recommendation score. */
export async function fillAllFieldsRequired(form: Locator, email: string) {
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=email]').fill(email);
  await form.locator('select[name=industry]').selectOption('software');
  await form.locator('input[name=contact_method][value=email]').check();
  await form.locator('input[name=accepts_terms]').check();
  await form.locator('input[name=nps_score][value="9"]').check({ force: true });
}

/** Fills the raw-HTML legacy form (in the page): its required email, company name and ticket subject, and a priority. */
export async function fillLegacy(page: Page, email: string) {
  const form = page.locator('form.hs-form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name="0-2/name"]').fill('Analytical Engines');
  await form.locator('input[name="TICKET.subject"]').fill('Raw HTML ticket');
  await form.locator('select[name="TICKET.hs_ticket_priority"]').selectOption('HIGH');
  return form;
}

/**
 * Fills the three steps of the multi-page fixtures (names, then company, then the message), moving
 * on with Next; `onCompanyStep` does more on the second step (a form with a file field there).
 */
export async function fillEveryStep(form: Locator, email: string, message: string, onCompanyStep?: () => Promise<void>) {
  await form.locator('input[name=firstname]').fill('Ada');
  await form.locator('input[name=lastname]').fill('Lovelace');
  await form.locator('input[name=email]').fill(email);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.locator('input[name=company]').fill('Analytical Engines');
  await form.locator('select[name=numemployees]').selectOption({ index: 1 });
  await onCompanyStep?.();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.locator('textarea[name=message]').fill(message);
}

/** The thank-you that replaces a framed form once the host stored its submission. */
export const framedFormThankYou = (page: Page) => page.frameLocator('iframe.hs-form-iframe').locator('.submitted-message');

/** The form-level message the visitor sees (SERVER_ERROR and its siblings). */
export const SERVER_ERROR_TEXT = 'Sorry, something went wrong and the form was not submitted. Please try again later.';

/** A gate a spec opens once it has seen what it waits for (`failFirstSends`' `recoverAfter`). */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Lets the first `faults` sends of a submission fail in the given way, then passes every later
 * send to the real host: once `recoverAfter` has settled, when given. The embed tries again a
 * second after a failure, so a spec that checks the message a failure shows holds the recovery
 * back until it has seen it (on a busy machine the thank-you could replace it first). Answers the
 * Idempotency-Key of every send, in order.
 */
export async function failFirstSends(page: Page, faults: number, fail: (route: Route) => Promise<void>, recoverAfter?: Promise<void>): Promise<string[]> {
  const keys: string[] = [];
  await page.route(SUBMIT_ROUTE, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length <= faults) await fail(route);
    else {
      await recoverAfter;
      await route.continue();
    }
  });
  return keys;
}
