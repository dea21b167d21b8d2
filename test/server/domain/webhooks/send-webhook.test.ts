import { afterEach, describe, expect, it } from 'vitest';
import { retryAfterMs, sendWebhook } from '../../../../server/domain/webhooks/send-webhook.js';
import { webhookHeaders } from '../../../../server/domain/webhooks/webhook-signature.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

const BODY = '{"type":"test"}';
const HEADERS = webhookHeaders('msg_send', 1_700_000_000, BODY, ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw']);
const OPEN = { allowPrivate: true };
const never = new AbortController().signal;

let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

describe('sending one webhook', () => {
  it('POSTs the body with the signature headers; 2xx is delivered, with the first 200 bytes of the answer', async () => {
    receiver = await startWebhookReceiver();
    receiver.answers.push({ status: 204 }, { status: 200, body: 'x'.repeat(5000) });
    expect(await sendWebhook(receiver.url, HEADERS, BODY, never, OPEN)).toMatchObject({ kind: 'delivered', status: 204, responseSnippet: '' });
    const [first] = receiver.received;
    expect(first?.body).toBe(BODY);
    expect(first?.headers).toMatchObject({ ...HEADERS, 'content-type': 'application/json' });
    const long = await sendWebhook(receiver.url, HEADERS, BODY, never, OPEN);
    expect(long).toMatchObject({ kind: 'delivered', status: 200, responseSnippet: 'x'.repeat(200) });
  });

  it('retries other statuses (a redirect is not followed), with Retry-After read; 410 gives up and disables the endpoint', async () => {
    receiver = await startWebhookReceiver();
    receiver.answers.push(
      { status: 500, body: 'down', headers: { 'retry-after': '120' } },
      { status: 301, headers: { location: 'https://elsewhere.example/' } },
      { status: 410, body: 'gone' },
    );
    expect(await sendWebhook(receiver.url, HEADERS, BODY, never, OPEN)).toMatchObject({
      kind: 'retry',
      status: 500,
      responseSnippet: 'down',
      error: 'the endpoint answered 500',
      retryAfterMs: 120_000,
    });
    expect(await sendWebhook(receiver.url, HEADERS, BODY, never, OPEN)).toMatchObject({ kind: 'retry', status: 301 });
    expect(await sendWebhook(receiver.url, HEADERS, BODY, never, OPEN)).toMatchObject({ kind: 'give-up', status: 410, disableEndpoint: true });
    expect(receiver.received).toHaveLength(3);
  });

  it('gives an attempt up to the timeout, then retries it', async () => {
    receiver = await startWebhookReceiver();
    receiver.answers.push('hang');
    const outcome = await sendWebhook(receiver.url, HEADERS, BODY, never, { ...OPEN, timeoutMs: 300 });
    expect(outcome).toMatchObject({ kind: 'retry', status: null, error: 'no answer within 300 ms' });
  });

  it('refuses loopback and private addresses, by name or literally, without WEBHOOK_ALLOW_PRIVATE', async () => {
    receiver = await startWebhookReceiver();
    const port = new URL(receiver.url).port;
    const byName = await sendWebhook(`http://localhost:${port}/hook`, HEADERS, BODY, never, { allowPrivate: false });
    expect(byName).toMatchObject({ kind: 'give-up', status: null, disableEndpoint: false });
    expect(byName.kind === 'give-up' && byName.error).toMatch(/refused to connect to localhost \((127\.0\.0\.1|::1)\): a loopback address \(WEBHOOK_ALLOW_PRIVATE=1 allows it\)/);
    const literal = await sendWebhook(`http://127.0.0.1:${port}/hook`, HEADERS, BODY, never, { allowPrivate: false });
    expect(literal.kind === 'give-up' && literal.error).toMatch(/refused to connect to 127\.0\.0\.1: a loopback address/);
    const mapped = await sendWebhook(`http://[::ffff:127.0.0.1]:${port}/hook`, HEADERS, BODY, never, { allowPrivate: false });
    expect(mapped.kind === 'give-up' && mapped.error).toMatch(/a loopback address/);
    // With the flag the same address is reached: the refusals above were the guard's, not the network's.
    expect(await sendWebhook(`http://localhost:${port}/hook`, HEADERS, BODY, never, OPEN)).toMatchObject({ kind: 'delivered' });
    expect(receiver.received).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 10 Mar 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
