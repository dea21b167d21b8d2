import { describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_TTL_MS, captchaTokens } from '../../../../server/domain/captcha/captcha-tokens.js';

describe('captchaTokens', () => {
  it('verifies the tokens it issued until they expire', () => {
    let now = 1_000_000;
    const tokens = captchaTokens({ now: () => now });
    const token = tokens.issue();
    expect(tokens.verify(token)).toBe(true);
    // Sent again by a retry of the same submission: still good.
    expect(tokens.verify(token)).toBe(true);
    now += CAPTCHA_TOKEN_TTL_MS;
    expect(tokens.verify(token)).toBe(true);
    now += 1;
    expect(tokens.verify(token)).toBe(false);
  });

  it('refuses a missing, malformed, tampered or foreign token', () => {
    const tokens = captchaTokens();
    const token = tokens.issue();
    const [expiry, nonce, signature] = token.split('.');
    expect(tokens.verify(undefined)).toBe(false);
    expect(tokens.verify('')).toBe(false);
    expect(tokens.verify('not-a-token')).toBe(false);
    expect(tokens.verify(`${Number(expiry) + 1_000_000}.${nonce}.${signature}`)).toBe(false);
    // One character of the signature changed (to another character whatever the last one was).
    const last = signature!.slice(-1);
    expect(tokens.verify(`${expiry}.${nonce}.${signature!.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`)).toBe(false);
    expect(captchaTokens().verify(token)).toBe(false);
  });
});
