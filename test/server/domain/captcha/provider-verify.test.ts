import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_PROVIDERS } from '../../../../server/domain/captcha/captcha-provider-settings.js';
import { CaptchaProviderUnavailable, PASSED_TOKEN_TTL_MS, providerVerifyCaptcha, type CaptchaRefusalLog } from '../../../../server/domain/captcha/provider-verify.js';
import { portalOriginsOf } from '../../../../server/domain/submissions/portal-origins.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

const PORTAL = '123456';
const OTHER_PORTAL = '654321';
const SENDER = { portalId: PORTAL, clientIp: '203.0.113.9' };
const SECRET = 'provider-secret-0123456789';
const TOKEN = 'visitor-token-abc';

/** The verify call's stand-in: records each request, answers what the test queues. */
let provider: WebhookReceiver;
beforeAll(async () => {
  provider = await startWebhookReceiver();
});
afterAll(() => provider.close());
afterEach(() => {
  provider.received.length = 0;
  provider.answers.length = 0;
});

const json = (body: unknown) => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

function verifier(options: { origins?: Record<string, string[]>; timeoutMs?: number; provider?: (typeof CAPTCHA_PROVIDERS)[number]; now?: () => number } = {}) {
  const refusals: CaptchaRefusalLog[] = [];
  const verify = providerVerifyCaptcha({
    provider: options.provider ?? 'recaptcha',
    secret: SECRET,
    verifyUrl: provider.url,
    portalOrigins: portalOriginsOf(options.origins),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
    logRefusal: (entry) => refusals.push(entry),
  });
  return { verify, refusals };
}

describe('providerVerifyCaptcha', () => {
  it.each(CAPTCHA_PROVIDERS)('%s: posts secret, response and remoteip form-encoded, and passes a successful answer', async (name) => {
    provider.answers.push(json({ success: true, challenge_ts: '2026-11-27T10:00:00Z', hostname: 'www.site-owner.example' }));
    const { verify, refusals } = verifier({ provider: name });
    expect(await verify(TOKEN, SENDER)).toBe(true);
    const [request] = provider.received;
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ secret: SECRET, response: TOKEN, remoteip: '203.0.113.9' });
    expect(refusals).toEqual([]);
  });

  it('passes a token it passed again without asking, for that portal, until PASSED_TOKEN_TTL_MS: a resent submission', async () => {
    let now = 1_000_000;
    provider.answers.push(json({ success: true }), json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    const { verify } = verifier({ now: () => now });
    expect(await verify(TOKEN, SENDER)).toBe(true);
    now += PASSED_TOKEN_TTL_MS - 1;
    expect(await verify(TOKEN, SENDER)).toBe(true);
    expect(provider.received).toHaveLength(1);
    now += 1;
    // Expired here: the provider is asked, and says it saw the token already.
    expect(await verify(TOKEN, SENDER)).toBe(false);
    expect(provider.received).toHaveLength(2);
  });

  it('asks again for the same token sent to another portal, and for a token it refused', async () => {
    provider.answers.push(json({ success: true }), json({ success: true }), json({ success: false }), json({ success: true }));
    const { verify } = verifier();
    expect(await verify(TOKEN, SENDER)).toBe(true);
    expect(await verify(TOKEN, { portalId: OTHER_PORTAL, clientIp: undefined })).toBe(true);
    expect(await verify('refused-token', SENDER)).toBe(false);
    expect(await verify('refused-token', SENDER)).toBe(true);
    expect(provider.received).toHaveLength(4);
  });

  it('leaves remoteip out when the address is unknown', async () => {
    provider.answers.push(json({ success: true }));
    expect(await verifier().verify(TOKEN, { portalId: PORTAL, clientIp: undefined })).toBe(true);
    expect(new URLSearchParams(provider.received[0]?.body).has('remoteip')).toBe(false);
  });

  it('refuses an answer with success false and logs its error codes, never the token or the secret', async () => {
    provider.answers.push(json({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    const { verify, refusals } = verifier();
    expect(await verify(TOKEN, SENDER)).toBe(false);
    expect(refusals).toEqual([{ provider: 'recaptcha', portalId: PORTAL, reason: 'the provider refused the token', errorCodes: ['timeout-or-duplicate'] }]);
  });

  it('logs a refusal as one JSON line on stderr by default, without the token or the secret', async () => {
    provider.answers.push(json({ success: false, 'error-codes': ['invalid-input-response'] }));
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const verify = providerVerifyCaptcha({ provider: 'hcaptcha', secret: SECRET, verifyUrl: provider.url, portalOrigins: portalOriginsOf(undefined) });
      expect(await verify(TOKEN, SENDER)).toBe(false);
      const line = String(stderr.mock.calls[0]?.[0]);
      expect(JSON.parse(line)).toMatchObject({ level: 'warn', event: 'captcha-refused', provider: 'hcaptcha', errorCodes: ['invalid-input-response'] });
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain(SECRET);
    } finally {
      stderr.mockRestore();
    }
  });

  it('refuses a missing token without asking the provider', async () => {
    const { verify, refusals } = verifier();
    expect(await verify(undefined, SENDER)).toBe(false);
    expect(await verify('', SENDER)).toBe(false);
    expect(provider.received).toHaveLength(0);
    expect(refusals.map((entry) => entry.reason)).toEqual(['no captcha token was sent', 'no captcha token was sent']);
  });

  it("refuses a token solved on a host outside the portal's origins, when the portal lists origins", async () => {
    const origins = { [PORTAL]: ['https://www.site-owner.example', 'http://localhost:8080'] };
    provider.answers.push(json({ success: true, hostname: 'evil.example' }), json({ success: true, hostname: 'localhost' }), json({ success: true }));
    const { verify, refusals } = verifier({ origins });
    expect(await verify('token-1', SENDER)).toBe(false);
    expect(await verify('token-2', SENDER)).toBe(true);
    // An answer that names no host cannot be matched to an allowed one.
    expect(await verify('token-3', SENDER)).toBe(false);
    expect(refusals.map((entry) => entry.reason)).toEqual([
      'the token was solved on "evil.example", not on one of the portal\'s origins',
      "the token was solved on an unnamed host, not on one of the portal's origins",
    ]);
  });

  it('does not check the hostname for a portal without origins', async () => {
    provider.answers.push(json({ success: true, hostname: 'anywhere.example' }));
    const { verify } = verifier({ origins: { [OTHER_PORTAL]: ['https://www.site-owner.example'] } });
    expect(await verify(TOKEN, SENDER)).toBe(true);
  });

  it("refuses a token made for a named action (the embed's widget names none)", async () => {
    provider.answers.push(json({ success: true, action: 'login' }), json({ success: true, action: '' }));
    const { verify, refusals } = verifier({ provider: 'turnstile' });
    expect(await verify(TOKEN, SENDER)).toBe(false);
    expect(await verify(TOKEN, SENDER)).toBe(true);
    expect(refusals.map((entry) => entry.reason)).toEqual(['the token was made for the action "login", not the form\'s']);
  });

  it.each([
    ['an answer that is not JSON', { status: 200, body: '<html>busy</html>' }],
    ['JSON without success', json({ hostname: 'www.site-owner.example' })],
    ['an error status', { status: 502, body: '{"success":false}' }],
  ])('throws CaptchaProviderUnavailable for %s', async (_label, answer) => {
    provider.answers.push(answer);
    await expect(verifier().verify(TOKEN, SENDER)).rejects.toBeInstanceOf(CaptchaProviderUnavailable);
  });

  it('throws CaptchaProviderUnavailable when the provider does not answer in time', async () => {
    provider.answers.push('hang');
    await expect(verifier({ timeoutMs: 200 }).verify(TOKEN, SENDER)).rejects.toThrow(/no answer within 200 ms/);
  });

  it('throws CaptchaProviderUnavailable when the provider cannot be reached', async () => {
    const gone = await startWebhookReceiver();
    await gone.close();
    const verify = providerVerifyCaptcha({ provider: 'hcaptcha', secret: SECRET, verifyUrl: gone.url, portalOrigins: portalOriginsOf(undefined) });
    await expect(verify(TOKEN, SENDER)).rejects.toThrow(/could not be made/);
  });
});
