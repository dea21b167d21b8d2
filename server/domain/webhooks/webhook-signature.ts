import { createHmac } from 'node:crypto';
import { secretKey } from './webhook-secret.js';

/** The three headers of a Standard Webhooks delivery. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs a delivery as the Standard Webhooks specification says: `v1,` and the base64 HMAC-SHA256
 * of `{id}.{timestamp}.{body}` keyed by each secret's bytes, space-separated (two during a
 * rotation's grace, so a receiver holding either secret accepts it).
 */
export function webhookHeaders(id: string, timestampSeconds: number, body: string, secrets: readonly string[]): WebhookHeaders {
  const signed = `${id}.${timestampSeconds}.${body}`;
  const signatures = secrets.map((secret) => `v1,${createHmac('sha256', secretKey(secret)).update(signed).digest('base64')}`);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': signatures.join(' ') };
}
