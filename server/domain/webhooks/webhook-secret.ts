import { randomBytes } from 'node:crypto';

/** How long a rotated-out secret keeps signing beside the new one, so receivers can switch over. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and the base64 of 24 random bytes (the Standard Webhooks form). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** What the owner sees of a secret after it was shown once: enough to tell two apart. */
export function secretHint(secret: string): string {
  return `${SECRET_PREFIX}…${secret.slice(-4)}`;
}

/** The key bytes of a secret: the base64 after `whsec_`. */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** The secrets a delivery is signed with at `now`: the current one, and the previous one until its grace ends. */
export function signingSecrets(endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: number | null }, now: number): string[] {
  const previousLives = endpoint.previousSecret !== null && endpoint.previousSecretExpiresAt !== null && now < endpoint.previousSecretExpiresAt;
  return previousLives ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret];
}
