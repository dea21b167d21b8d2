import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postSubmission, storedRows, submissionBody, NATIVE_PAGE_ORIGIN } from '../../helpers/submissions.js';
import { FORMS, PORTAL_ID, startTestHost, type TestHost } from '../../helpers/test-host.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

/** A host whose captcha provider's verify call is a stand-in on 127.0.0.1 that records what it is sent. */
let provider: WebhookReceiver;
let testHost: TestHost;
beforeAll(async () => {
  provider = await startWebhookReceiver();
  testHost = await startTestHost({
    sitePort: undefined,
    captchaProvider: { provider: 'turnstile', secret: 'turnstile-secret', verifyUrl: provider.url },
    portalOrigins: { [PORTAL_ID]: [NATIVE_PAGE_ORIGIN] },
  });
});
afterAll(async () => {
  await testHost.stop();
  await provider.close();
});
afterEach(() => {
  provider.received.length = 0;
  provider.answers.length = 0;
});

const CAPTCHA_VALUES = { firstname: 'Ada', email: 'ada@analytical-engines.co.uk', message: 'Hello' };
const json = (body: unknown) => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const rowsWithKey = (key: string) => storedRows(testHost.dataDir).filter((row) => row.idempotency_key === key);

async function sendCaptchaForm(token: string, key = randomUUID()) {
  const res = await postSubmission(testHost.host.url, submissionBody({ ...CAPTCHA_VALUES, 'g-recaptcha-response': token }), {
    key,
    formId: FORMS.captcha,
    headers: { Origin: NATIVE_PAGE_ORIGIN },
  });
  return { key, res, body: (await res.json()) as Record<string, unknown> };
}

describe('a host with CAPTCHA_PROVIDER set', () => {
  it("verifies the token with the provider, telling it the visitor's address, and takes the submission", async () => {
    provider.answers.push(json({ success: true, hostname: 'www.site-owner.example', action: '' }));
    const { key, res } = await sendCaptchaForm('provider-token-1');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(new URLSearchParams(provider.received[0]?.body))).toEqual({
      secret: 'turnstile-secret',
      response: 'provider-token-1',
      remoteip: '127.0.0.1',
    });
    expect(rowsWithKey(key)).toHaveLength(1);
  });

  it('answers a resent submission (same key, same token) as the first, though the provider would call the token used', async () => {
    provider.answers.push(json({ success: true, hostname: 'www.site-owner.example' }), json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    const first = await sendCaptchaForm('provider-token-5');
    expect(first.res.status).toBe(200);
    const again = await sendCaptchaForm('provider-token-5', first.key);
    expect(again.res.status).toBe(200);
    expect(again.body.conversionId).toBe(first.body.conversionId);
    expect(provider.received).toHaveLength(1);
    expect(rowsWithKey(first.key)).toHaveLength(1);
  });

  it('answers 400 RECAPTCHA_VALIDATION_ERROR and stores nothing when the provider refuses the token', async () => {
    provider.answers.push(json({ success: false, 'error-codes': ['invalid-input-response'] }));
    const { key, res, body } = await sendCaptchaForm('provider-token-2');
    expect(res.status).toBe(400);
    expect(body).toEqual({ formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' });
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it("refuses a token solved on a host outside the portal's origins", async () => {
    provider.answers.push(json({ success: true, hostname: 'copycat.example' }));
    const { key, res, body } = await sendCaptchaForm('provider-token-3');
    expect(res.status).toBe(400);
    expect(body).toEqual({ formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' });
    expect(rowsWithKey(key)).toHaveLength(0);
  });

  it('answers a retryable 503 that says why, and stores nothing, when the provider gives no usable answer', async () => {
    provider.answers.push({ status: 500, body: 'upstream down' });
    const { key, res, body } = await sendCaptchaForm('provider-token-4');
    expect(res.status).toBe(503);
    expect(body).toMatchObject({ status: 'error', errorType: 'CAPTCHA_UNAVAILABLE' });
    expect(String(body.message)).toMatch(/captcha provider did not answer/);
    expect(rowsWithKey(key)).toHaveLength(0);
  });
});
