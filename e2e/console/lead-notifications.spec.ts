import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, E2E_SMTP_PORT } from '../../playwright.config';
import { FORMS, portalOf } from '../../test/fixture-ids';
import { container, framedFormThankYou, SUBMIT_ROUTE, uniqueEmail } from '../support/contact-form';
import { publishedContactCopy } from '../support/console-forms';
import { framedForm } from '../support/framed-form';
import { signInToConsole } from '../support/owner-console';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { EMBED_SCRIPT, openTestPage } from '../support/test-page';
import { startWebhookInbox, type WebhookInbox } from '../support/webhook-inbox';

const PORTAL = portalOf(FORMS.contact);
/** A first name carrying a line break and what would be a header if the break reached one. */
const INJECTED_NAME = 'Ada\r\nBcc: victim@example.net';

let smtp: SmtpInbox;
let hooks: WebhookInbox;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtpInbox(E2E_SMTP_PORT);
  hooks = await startWebhookInbox();
});

test.afterAll(async () => {
  await smtp?.close();
  await hooks?.close();
});

/** Sets the form's recipients and a webhook endpoint for every event on its Notifications screen; answers the secret the dialog shows. */
async function setUpNotifications(page: Page, formId: string, name: string, recipient: string): Promise<string> {
  await signInToConsole(page);
  await page.goto(`/owner/forms/${PORTAL}/${formId}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: `Notifications: ${name}` })).toBeVisible();

  const email = page.getByRole('region', { name: 'E-mail' });
  await email.getByLabel('E-mail address').fill(recipient);
  await email.getByRole('button', { name: 'Add', exact: true }).click();
  await email.getByRole('button', { name: 'Save recipients' }).click();
  await expect(email.getByText('Recipients saved.')).toBeVisible();

  const webhooks = page.getByRole('region', { name: 'Webhooks' });
  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
  const form = webhooks.getByRole('form', { name: 'New webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill(hooks.url);
  for (const event of ['Lead created', 'Lead marked as spam', 'Lead deleted']) await form.getByLabel(event).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'The endpoint’s signing secret' });
  const secret = await dialog.getByLabel('Secret', { exact: true }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

/** The text an HTML part shows: tags dropped, character references read. */
function htmlText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);|&#x([0-9a-f]+);|&(amp|lt|gt|quot|apos);/gi, (_, decimal?: string, hex?: string, name?: string) =>
      decimal !== undefined ? String.fromCodePoint(Number(decimal)) : hex !== undefined ? String.fromCodePoint(parseInt(hex, 16)) : named[name!.toLowerCase()]!,
    );
}

/** The event types of the verified deliveries, in the order they arrived. */
const eventTypes = (secret: string) => hooks.verified(secret).map((delivery) => delivery.type);

test('a visitor’s lead reaches the owner by e-mail and signed webhooks, and so do marking it spam and deleting it; marking it not spam announces nothing twice', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Lead notifications ${Date.now()}`;
  const recipient = uniqueEmail('sales');
  const formId = await publishedContactCopy(page.request, name);
  const secret = await setUpNotifications(page, formId, name, recipient);

  // A visitor sends the form, with a first name that tries to add a header. A text input drops
  // line breaks as it is typed into, so a hostile visitor puts them back into the request itself.
  const visitor = await browser.newPage();
  const visitorEmail = uniqueEmail('visitor');
  const typedName = INJECTED_NAME.replace('\r\n', ' ');
  await visitor.route(SUBMIT_ROUTE, async (route) => {
    const body = route.request().postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toContain(typedName);
    await route.continue({ postData: body.replace(typedName, INJECTED_NAME) });
  });
  await openTestPage(visitor, `${container(formId)}${EMBED_SCRIPT}`);
  const form = framedForm(visitor);
  await form.locator('input[name=firstname]').fill(typedName);
  await form.locator('input[name=email]').fill(visitorEmail);
  await form.locator('textarea[name=message]').fill('Line one\nLine <b>two</b> & more');
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(visitor)).toBeVisible();
  await visitor.close();

  // One e-mail, to the recipient, about this lead.
  await expect.poll(() => smtp.to(recipient).length, { timeout: 20_000 }).toBe(1);
  const [mail] = smtp.to(recipient);
  const subject = mail!.parsed.headers.get('subject');
  expect(mail!.envelopeTo).toEqual([recipient]);
  expect(subject).toBe(`New lead on ${name}: Ada Bcc: victim@example.net`);
  expect(mail!.parsed.replyTo?.value).toEqual([{ address: visitorEmail, name: '' }]);
  // The line break stayed inside the value: no Bcc header, nobody else in the envelope.
  expect(mail!.parsed.headers.has('bcc')).toBe(false);
  expect(mail!.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^bcc:/im);
  const text = mail!.parsed.text ?? '';
  const html = typeof mail!.parsed.html === 'string' ? mail!.parsed.html : '';
  expect(text).toContain(`Email: ${visitorEmail}`);
  expect(text).toContain('Message: Line one\n    Line <b>two</b> & more');
  expect(text).toMatch(/First name: Ada\n\s*Bcc: victim@example\.net/);
  // The HTML part lists the same values, as text: the visitor's markup escaped, never markup.
  expect(html).not.toContain('<b>two</b>');
  const shown = htmlText(html);
  for (const line of [`Email${visitorEmail}`, 'MessageLine oneLine <b>two</b> & more', 'First nameAdaBcc: victim@example.net']) expect(shown).toContain(line);

  // One signed lead.created, with the values by name and by label.
  await expect.poll(() => eventTypes(secret), { timeout: 20_000 }).toEqual(['lead.created']);
  const [created] = hooks.verified(secret);
  const lead = created!.body.data as { conversionId: string; formId: string; formName: string; values: { byName: Record<string, string>; byLabel: Record<string, string> } };
  expect(lead.formId).toBe(formId);
  expect(lead.formName).toBe(name);
  expect(lead.values.byName).toMatchObject({ firstname: INJECTED_NAME, email: visitorEmail });
  expect(lead.values.byLabel).toMatchObject({ 'First name': INJECTED_NAME, Email: visitorEmail });
  const link = `http://127.0.0.1:${E2E_PORT}/owner/leads/${lead.conversionId}`;
  expect(text).toContain(link);
  expect(html).toContain(`href="${link}"`);

  // The owner follows the e-mail's link and marks the lead as spam, then not spam.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(page.getByRole('button', { name: 'Not spam' })).toBeVisible();
  await expect.poll(() => eventTypes(secret), { timeout: 20_000 }).toEqual(['lead.created', 'lead.marked_spam']);
  // Not spam again: it was announced when it was stored, so nothing is sent twice (the deletion's
  // event, written after, arrives after anything this could have sent).
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('button', { name: 'Mark as spam' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete lead' }).click();
  await page.getByRole('dialog', { name: 'Delete this lead?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/forms/${PORTAL}/${formId}$`));
  await expect.poll(() => eventTypes(secret), { timeout: 20_000 }).toEqual(['lead.created', 'lead.marked_spam', 'lead.deleted']);

  const verified = hooks.verified(secret);
  // What the owner's side received, kept with the run's results.
  await test.info().attach('e-mails.eml', { body: smtp.to(recipient).map((each) => each.raw).join('\n\n'), contentType: 'text/plain' });
  await test.info().attach('webhooks.json', { body: JSON.stringify(hooks.received, null, 2), contentType: 'application/json' });
  // Marking and deleting carry the lead's ids only; every delivery has an id of its own.
  for (const ids of [verified[1]!, verified[2]!]) expect(ids.body.data).toEqual({ portalId: PORTAL, formId, conversionId: lead.conversionId });
  expect(new Set(verified.map((delivery) => delivery.id)).size).toBe(3);

  // The endpoint's log shows the three deliveries, each delivered.
  await page.goto(`/owner/forms/${PORTAL}/${formId}/notifications`);
  await page.getByRole('region', { name: 'Webhooks' }).getByRole('button', { name: `Delivery log of ${hooks.url}` }).click();
  const log = page.getByRole('region', { name: `Delivery log: ${hooks.url}` });
  for (const delivery of verified) await expect(log.locator('li.delivery', { has: page.locator('code', { hasText: delivery.id }) })).toContainText('Delivered');
  await expect(log.locator('li.delivery')).toHaveCount(3);
  await expect(log.getByText('Delivered', { exact: true })).toHaveCount(3);

  // The e-mail came once.
  expect(smtp.to(recipient)).toHaveLength(1);
});
