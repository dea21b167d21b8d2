import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { fetchAgedTimeTokens } from '../../scripts/load/time-tokens';
import { SPAM_TOKEN_FIELD } from '../../src/core/spam/spam-wire';
import { SUBMIT_PATH } from '../../src/core/submission/submit-wire';
import { FORMS, portalOf } from '../../test/fixture-ids';
import { E2E_ADMIN_TOKEN } from './owner-api';

/** Forms of their own and leads as a person's browser sends them, for the console specs. */

export const CONSOLE_PORTAL = portalOf(FORMS.contact);
export const OWNER_AUTH = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const CONTEXT = JSON.stringify({ pageUrl: 'https://www.example.com/contact', pageTitle: 'Contact us' });

/** A published copy of the contact fixture under a new id and `name`, so no other spec's leads reach it; answers its id. */
export async function publishedContactCopy(request: APIRequestContext, name: string): Promise<string> {
  const fixture = JSON.parse(readFileSync(`fixtures/forms/${CONSOLE_PORTAL}/${FORMS.contact}.json`, 'utf8')) as { form: Record<string, unknown> };
  const created = await request.post(`/api/v1/portals/${CONSOLE_PORTAL}/forms`, {
    headers: OWNER_AUTH,
    data: { definition: { ...fixture, form: { ...fixture.form, guid: undefined, name } } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  const published = await request.post(`/api/v1/portals/${CONSOLE_PORTAL}/forms/${guid}/publish`, { headers: OWNER_AUTH });
  expect(published.status(), await published.text()).toBe(201);
  return guid;
}

/**
 * Sends one lead per entry of `people` to `formId` as a person's browser does: each with its own
 * time token, old enough, so the host stores them as leads, not spam.
 */
export async function sendPeopleLeads(request: APIRequestContext, formId: string, people: readonly Record<string, string>[]): Promise<void> {
  // A person takes longer than the host's minimum age to fill the form in.
  const tokens = await fetchAgedTimeTokens(`http://127.0.0.1:${E2E_PORT}`, people.length, { portalId: CONSOLE_PORTAL, formId });
  const stamp = Date.now();
  for (const [index, fields] of people.entries()) {
    await sendLead(request, formId, `person-${index}-${stamp}`, { ...fields, [SPAM_TOKEN_FIELD]: tokens[index]! });
  }
}

/** Posts one submission of `fields` under `idempotencyKey` and expects the host to answer 200 (a spam one is answered alike). */
export async function sendLead(request: APIRequestContext, formId: string, idempotencyKey: string, fields: Record<string, string>): Promise<void> {
  const sent = await request.post(`${SUBMIT_PATH}/${CONSOLE_PORTAL}/${formId}`, {
    headers: { 'Idempotency-Key': idempotencyKey },
    multipart: { ...fields, hs_context: CONTEXT },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}
