import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, PREVIOUS_SECRET_GRACE_MS, secretHint, signingSecrets } from '../../../../server/domain/webhooks/webhook-secret.js';
import { webhookHeaders } from '../../../../server/domain/webhooks/webhook-signature.js';

const BODY = JSON.stringify({ type: 'lead.created', data: { values: { byName: { email: 'ada@analytical.example' } } } });

describe('webhook signatures', () => {
  it('makes secrets of whsec_ and 24 random bytes, and hints at them by their last 4 characters', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(secretHint(secret)).toBe(`whsec_…${secret.slice(-4)}`);
  });

  it('signs so that the standardwebhooks package verifies the delivery', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders('msg_abc', Math.floor(Date.now() / 1000), BODY, [secret]);
    expect(headers['webhook-id']).toBe('msg_abc');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(new Webhook(secret).verify(BODY, { ...headers })).toEqual(JSON.parse(BODY));
    // Another secret, or a changed body, fails.
    expect(() => new Webhook(newWebhookSecret()).verify(BODY, { ...headers })).toThrow(/No matching signature/);
    expect(() => new Webhook(secret).verify(`${BODY} `, { ...headers })).toThrow(/No matching signature/);
  });

  it('signs with both secrets during a rotation, so a receiver holding either accepts, then with the new one only', () => {
    const old = newWebhookSecret();
    const current = newWebhookSecret();
    const rotatedAt = Date.now();
    const endpoint = { secret: current, previousSecret: old, previousSecretExpiresAt: rotatedAt + PREVIOUS_SECRET_GRACE_MS };
    const during = webhookHeaders('msg_rot', Math.floor(rotatedAt / 1000), BODY, signingSecrets(endpoint, rotatedAt + 1000));
    expect(during['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(old).verify(BODY, { ...during })).toBeTruthy();
    expect(new Webhook(current).verify(BODY, { ...during })).toBeTruthy();

    const after = signingSecrets(endpoint, rotatedAt + PREVIOUS_SECRET_GRACE_MS);
    expect(after).toEqual([current]);
    const headers = webhookHeaders('msg_rot', Math.floor(Date.now() / 1000), BODY, after);
    expect(() => new Webhook(old).verify(BODY, { ...headers })).toThrow(/No matching signature/);
    expect(new Webhook(current).verify(BODY, { ...headers })).toBeTruthy();
  });
});
