import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_SMTP_PORT } from '../../playwright.config';
import { honeypotFieldName } from '../../src/core/spam/spam-wire';
import { SUBMIT_PATH } from '../../src/core/submission/submit-wire';
import { FORMS, portalOf } from '../../test/fixture-ids';
import { uniqueEmail } from '../support/contact-form';
import { publishedContactCopy } from '../support/console-forms';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';
import { signInToConsole } from '../support/owner-console';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { startWebhookInbox, type WebhookInbox } from '../support/webhook-inbox';

/**
 * A lead the host stored as spam tells nobody; the owner taking it out of spam in the console
 * announces it then, by webhook and e-mail, as if it had just arrived.
 */

const PORTAL = portalOf(FORMS.contact);
const AUTH = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const HONEYPOT_REASON = 'the honeypot field was filled';

let smtp: SmtpInbox;
let hooks: WebhookInbox;

test.beforeAll(async () => {
  smtp = await startSmtpInbox(E2E_SMTP_PORT);
  hooks = await startWebhookInbox();
});

test.afterAll(async () => {
  await smtp?.close();
  await hooks?.close();
});

/** A published copy of the contact fixture under a name of its own, with `recipient` and a webhook endpoint for every event; answers its id and the endpoint's. */
async function notifiedContactCopy(request: APIRequestContext, name: string, recipient: string): Promise<{ formId: string; endpointId: number; secret: string }> {
  const formId = await publishedContactCopy(request, name);
  const recipients = await request.put(`/api/v1/portals/${PORTAL}/forms/${formId}/notifications`, { headers: AUTH, data: { recipients: [recipient] } });
  expect(recipients.status(), await recipients.text()).toBe(200);
  const endpoint = await request.post(`/api/v1/portals/${PORTAL}/webhooks`, {
    headers: AUTH,
    data: { url: hooks.url, formId, events: ['lead.created', 'lead.marked_spam', 'lead.deleted'] },
  });
  expect(endpoint.status(), await endpoint.text()).toBe(201);
  const { id: endpointId, secret } = (await endpoint.json()) as { id: number; secret: string };
  return { formId, endpointId, secret };
}

test('a lead stored as spam sends nothing; marking it not spam in the console sends lead.created and the e-mail', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = `Not spam ${Date.now()}`;
  const recipient = uniqueEmail('owner');
  const { formId, endpointId, secret } = await notifiedContactCopy(request, name, recipient);

  // A bot fills every input it finds, the one people never see too: answered like a success, stored as spam.
  const botEmail = uniqueEmail('bot');
  const sent = await request.post(`${SUBMIT_PATH}/${PORTAL}/${formId}`, {
    headers: { 'Idempotency-Key': `not-spam-${Date.now()}` },
    multipart: {
      firstname: 'Bot',
      email: botEmail,
      message: 'Cheap watches',
      [honeypotFieldName(formId, '')]: 'https://spam.example',
      hs_context: JSON.stringify({ pageUrl: 'https://www.example.com/contact', pageTitle: 'Contact us' }),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const listed = await request.get(`/api/v1/leads?portalId=${PORTAL}&formId=${formId}&spam=true`, { headers: AUTH });
  const [stored] = ((await listed.json()) as { leads: { conversionId: string; spam: boolean; spamReason: string | null }[] }).leads;
  expect(stored).toMatchObject({ spam: true, spamReason: HONEYPOT_REASON });

  // Whatever the spam lead could have sent was queued before this test event, so it would have come first.
  const queuedTest = await request.post(`/api/v1/webhooks/${endpointId}/test`, { headers: AUTH });
  expect(queuedTest.status(), await queuedTest.text()).toBe(202);
  await expect.poll(() => hooks.verified(secret).map((delivery) => delivery.type), { timeout: 20_000 }).toEqual(['test']);
  expect(smtp.to(recipient)).toHaveLength(0);

  // The owner finds it on the Spam tab, with why it is there, and opens it.
  await signInToConsole(page);
  await page.goto(`/owner/forms/${PORTAL}/${formId}?tab=spam`);
  const table = page.getByRole('region', { name: /lead/ });
  await expect(table.getByRole('columnheader', { name: 'Why spam' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: botEmail });
  await expect(row).toContainText('The honeypot field was filled');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Lead/ })).toBeVisible();
  await expect(page.getByText(`Stored as spam: ${HONEYPOT_REASON}`)).toBeVisible();

  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('button', { name: 'Mark as spam' })).toBeVisible();
  await expect(page.getByText(`Marked as not spam by an owner (the host had stored it as spam: ${HONEYPOT_REASON})`)).toBeVisible();

  // Announced now, once: the signed lead.created with its values, and the e-mail about it.
  await expect.poll(() => hooks.verified(secret).map((delivery) => delivery.type), { timeout: 20_000 }).toEqual(['test', 'lead.created']);
  const created = hooks.verified(secret)[1]!.body.data as { conversionId: string; values: { byName: Record<string, string> } };
  expect(created.conversionId).toBe(stored!.conversionId);
  expect(created.values.byName).toMatchObject({ firstname: 'Bot', email: botEmail });
  await expect.poll(() => smtp.to(recipient).length, { timeout: 20_000 }).toBe(1);
  expect(smtp.to(recipient)[0]!.parsed.headers.get('subject')).toBe(`New lead on ${name}: Bot`);
});
