import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token of the stand-in captcha is good for this long after it was issued. */
export const CAPTCHA_TOKEN_TTL_MS = 120_000;

export interface CaptchaTokens {
  /** A new token: `{expiry}.{nonce}.{signature}`, signed with the host's secret. */
  issue(): string;
  /** Whether `token` was issued by this host and has not expired. */
  verify(token: string | undefined): boolean;
}

/**
 * The reference host's stand-in for the captcha provider's verification: tokens are
 * HMAC-SHA256-signed with a secret made for each host process, and short-lived. A token may be
 * sent again until it expires, so a retried send of one submission (same idempotency key)
 * passes as the first one did.
 */
export function captchaTokens(options: { now?: () => number; secret?: Buffer } = {}): CaptchaTokens {
  const now = options.now ?? Date.now;
  const secret = options.secret ?? randomBytes(32);
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue() {
      const payload = `${now() + CAPTCHA_TOKEN_TTL_MS}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token) {
      const parts = token?.split('.') ?? [];
      if (parts.length !== 3) return false;
      const [expiry = '', nonce = '', signature = ''] = parts;
      const expected = Buffer.from(sign(`${expiry}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return /^\d+$/.test(expiry) && Number(expiry) >= now();
    },
  };
}
