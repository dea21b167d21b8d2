import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmailDeliverer, snippet } from '../../../../server/domain/email/email-deliverer.js';
import { formCatalog } from '../../../../server/domain/forms/form-catalog.js';
import type { Deliverer, OutboxEvent } from '../../../../server/domain/outbox/outbox-types.js';
import { openLeadsFixture, storeLead, type LeadsFixture } from '../../helpers/leads.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../helpers/smtp-receiver.js';
import { PORTAL_ID } from '../../helpers/test-host.js';

const GUID = 'a1b2c3d4-ea11-4000-8000-000000000001';
const FORM = {
  name: 'Contact & sales',
  fields: [
    { name: 'firstname', label: 'First name', type: 'text' },
    { name: 'lastname', label: 'Last name', type: 'text' },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'message', label: 'Your <message>', type: 'textarea' },
  ],
};
const CONSOLE_ORIGIN = 'https://forms.example.com';
const MAIL_FROM = 'Forms <forms@example.com>';
const RECIPIENTS = ['sales@example.com', 'owner@example.org'];

/** The headers nodemailer writes for a lead's message: nothing a visitor sends adds one. */
const MESSAGE_HEADERS = ['content-type', 'from', 'to', 'subject', 'message-id', 'date', 'mime-version'];

function emailEvent(conversionId: string | null, payload: unknown = { recipients: RECIPIENTS }): OutboxEvent {
  return { id: 'msg_test', kind: 'email', endpointId: null, conversionId, portalId: PORTAL_ID, formGuid: GUID, event: 'lead.created', payload, attempts: 0 };
}

const running = () => new AbortController().signal;

describe.each(STORAGE_BACKENDS)('the e-mail deliverer on $name', (backend) => {
  let fixture: LeadsFixture;
  let receiver: SmtpReceiver;
  let deliver: Deliverer;
  const lead = (values: Record<string, string>) => storeLead(fixture, values, { formId: GUID });

  beforeEach(async () => {
    fixture = await openLeadsFixture(backend);
    receiver = await startSmtpReceiver();
    const catalog = formCatalog({ db: fixture.submissions.db });
    expect((await catalog.create(PORTAL_ID, { minimal: FORM }, GUID)).ok).toBe(true);
    expect((await catalog.publish(PORTAL_ID, GUID, null)).ok).toBe(true);
    deliver = createEmailDeliverer({
      db: fixture.submissions.db,
      dialect: fixture.submissions.dialect,
      email: { smtpUrl: receiver.url, mailFrom: MAIL_FROM },
      consoleOrigin: () => CONSOLE_ORIGIN,
    });
  });
  afterEach(() => receiver.close());

  it('sends the lead to the recipients: subject, from, reply-to, both parts with every value escaped, the console link', async () => {
    const conversionId = await lead({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', message: 'Hello <b>there</b> & "bye"\nsecond line' });
    const outcome = await deliver(emailEvent(conversionId), running());
    expect(outcome).toMatchObject({ kind: 'delivered', status: 250, responseSnippet: expect.stringContaining('OK: queued') as unknown });

    expect(receiver.received).toHaveLength(1);
    const [mail] = receiver.received;
    expect(mail?.envelopeFrom).toBe('forms@example.com');
    expect(mail?.envelopeTo).toEqual(RECIPIENTS);
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe('New lead on Contact & sales: Ada Lovelace');
    expect(parsed.from?.value).toEqual([{ name: 'Forms', address: 'forms@example.com' }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'ada@example.com' }]);
    const link = `${CONSOLE_ORIGIN}/owner/leads/${conversionId}`;
    expect(parsed.text).toContain('First name: Ada\nLast name: Lovelace\nEmail: ada@example.com\nYour <message>: Hello <b>there</b> & "bye"\n    second line\n');
    expect(parsed.text).toContain(`Open the lead in the console: ${link}`);
    const html = parsed.html as string;
    expect(html).toContain('<th scope="row" align="left" valign="top">Your &#60;message&#62;</th><td>Hello &#60;b&#62;there&#60;/b&#62; &#38; &#34;bye&#34;<br>second line</td>');
    expect(html).not.toContain('<b>there');
    expect(html).toContain(`<a href="${link}">Open the lead in the console</a>`);
    expect(html).toContain('<h1>New lead on Contact &#38; sales</h1>');
  });

  it('lets no CR, LF or other control character in a value, the name or the e-mail add a header or a recipient', async () => {
    const injected = (header: string) => `x\r\n${header}\r\n\r\nbody`;
    const conversionId = await lead({
      firstname: `Eve${injected('Bcc: victim@example.net')}`,
      lastname: `Smith\nX-Injected: yes\u0085Cc: other@example.net\u2028Reply-To: eve@evil.example`,
      email: 'eve@example.com\r\nBcc: victim@example.net',
      message: `${injected('Content-Type: text/html')}\u0000\u0007\u001b[31m`,
    });
    expect(await deliver(emailEvent(conversionId), running())).toMatchObject({ kind: 'delivered' });

    const mail = receiver.received[0]!;
    expect(mail.envelopeTo).toEqual(RECIPIENTS);
    expect([...mail.parsed.headers.keys()].sort()).toEqual([...MESSAGE_HEADERS].sort());
    expect(mail.parsed.headerLines.map((line) => line.key).sort()).toEqual([...MESSAGE_HEADERS].sort());
    // The name stays on the subject line; the address with a line break is no valid one, so no Reply-To.
    expect(mail.parsed.subject).toBe('New lead on Contact & sales: Evex Bcc: victim@example.net body Smith X-Injected: yes Cc: other@example.net Reply-To: eve@evil.example');
    expect(mail.parsed.replyTo).toBeUndefined();
    // In the body a line break stays a line break inside its value, and the other control characters go.
    expect(mail.parsed.text).toContain('Your <message>: x\n    Content-Type: text/html\n    \n    body[31m\n');
    expect(mail.raw).not.toMatch(/[\u0000\u0007\u001b]/);
  });

  it('names the lead by its e-mail without a name, and by nothing without either', async () => {
    const byEmail = await lead({ email: 'grace@example.com' });
    const anonymous = await lead({ message: 'no name' });
    await deliver(emailEvent(byEmail), running());
    await deliver(emailEvent(anonymous), running());
    expect(receiver.received.map((mail) => mail.parsed.subject)).toEqual(['New lead on Contact & sales: grace@example.com', 'New lead on Contact & sales']);
    expect(receiver.received[1]?.parsed.replyTo).toBeUndefined();
  });

  it('retries on a temporary refusal (4xx) and gives up on a permanent one (5xx), the endpoint left alone', async () => {
    const conversionId = await lead({ email: 'ada@example.com' });
    receiver.answer = { code: 451, message: 'mailbox busy, try later' };
    expect(await deliver(emailEvent(conversionId), running())).toMatchObject({
      kind: 'retry',
      status: 451,
      responseSnippet: expect.stringContaining('451 mailbox busy, try later') as unknown,
      error: expect.stringContaining('mailbox busy') as unknown,
    });
    receiver.answer = { code: 550, message: 'no such mailbox' };
    expect(await deliver(emailEvent(conversionId), running())).toMatchObject({
      kind: 'give-up',
      status: 550,
      responseSnippet: expect.stringContaining('550 no such mailbox') as unknown,
      disableEndpoint: false,
    });
    expect(receiver.received).toEqual([]);
  });

  it('retries when the SMTP server cannot be reached', async () => {
    const conversionId = await lead({ email: 'ada@example.com' });
    await receiver.close();
    expect(await deliver(emailEvent(conversionId), running())).toMatchObject({ kind: 'retry', status: null, error: expect.any(String) as unknown });
  });

  it('is done, sending nothing, for a lead erased or marked as spam since, and says so', async () => {
    const erased = await lead({ email: 'gone@example.com' });
    await fixture.store.eraseBatch({ conversionId: erased }, 10, { actor: 'test', action: 'delete', filter: {}, createdAt: new Date().toISOString() });
    const spam = await lead({ email: 'spam@example.com' });
    expect(await fixture.store.setSpam(spam, true)).toBe(true);
    const kept = await lead({ email: 'kept@example.com' });

    expect(await deliver(emailEvent(erased), running())).toEqual({ kind: 'delivered', status: null, durationMs: 0, responseSnippet: 'the lead was erased before it was sent: nothing to send' });
    expect(await deliver(emailEvent(spam), running())).toEqual({ kind: 'delivered', status: null, durationMs: 0, responseSnippet: 'the lead is marked as spam: nothing sent' });
    // The next message is the only one that arrives.
    expect(await deliver(emailEvent(kept), running())).toMatchObject({ kind: 'delivered', status: 250 });
    expect(receiver.received.map((mail) => mail.parsed.replyTo?.text)).toEqual(['kept@example.com']);
  });

  it('is tried again when its time is up while the server has not answered, or before it started', async () => {
    const conversionId = await lead({ email: 'ada@example.com' });
    const controller = new AbortController();
    const stalled = createEmailDeliverer({
      db: fixture.submissions.db,
      dialect: fixture.submissions.dialect,
      email: { smtpUrl: receiver.url, mailFrom: MAIL_FROM },
      consoleOrigin: () => CONSOLE_ORIGIN,
      // A server that takes the connection and never answers: the outbox's timeout aborts the attempt.
      send: () => {
        controller.abort();
        return new Promise(() => undefined);
      },
    });
    expect(await stalled(emailEvent(conversionId), controller.signal)).toMatchObject({ kind: 'retry', status: null, error: 'the SMTP server took too long: tried again later' });
    expect(await deliver(emailEvent(conversionId), controller.signal)).toMatchObject({ kind: 'retry', error: 'stopped before sending' });
    expect(receiver.received).toEqual([]);
  });

  it('gives up on a row without valid recipients or without a lead', async () => {
    const conversionId = await lead({ email: 'ada@example.com' });
    expect(await deliver(emailEvent(conversionId, { recipients: ['bad\r\nBcc: x@example.com'] }), running())).toMatchObject({ kind: 'give-up', disableEndpoint: false });
    expect(await deliver(emailEvent(conversionId, {}), running())).toMatchObject({ kind: 'give-up', error: 'the e-mail row names no valid recipients' });
    expect(await deliver(emailEvent(null), running())).toMatchObject({ kind: 'give-up', error: 'an e-mail is about a lead, and this row names none' });
    // A row that is fine goes out: the refusals above were the rows', not the server's.
    expect(await deliver(emailEvent(conversionId), running())).toMatchObject({ kind: 'delivered' });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('snippet', () => {
  it('keeps the first 200 bytes of an answer, never half a character', () => {
    expect(snippet('250 OK')).toBe('250 OK');
    expect(Buffer.byteLength(snippet('a'.repeat(300)))).toBe(200);
    const cut = snippet(`${'a'.repeat(199)}é and more`);
    expect(cut).toBe('a'.repeat(199));
  });
});
