import { describe, expect, it } from 'vitest';
import { TOKEN_SECRET_PREFIX, hashTokenSecret, newTokenSecret, sameSecret } from '../../../../server/domain/owner-access/token-secret.js';

describe('owner token secrets', () => {
  it('are fho_ and 32 random bytes in base64url, never twice the same', () => {
    const secrets = Array.from({ length: 20 }, () => newTokenSecret());
    for (const secret of secrets) {
      expect(secret).toMatch(/^fho_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret.slice(TOKEN_SECRET_PREFIX.length), 'base64url')).toHaveLength(32);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('are kept as their SHA-256 (hex), the same for the same secret', () => {
    const secret = newTokenSecret();
    expect(hashTokenSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTokenSecret(secret)).toBe(hashTokenSecret(secret));
    expect(hashTokenSecret(secret)).not.toContain(secret.slice(4));
    expect(hashTokenSecret(`${secret}x`)).not.toBe(hashTokenSecret(secret));
  });

  it('compare equal only when equal, whatever the lengths', () => {
    expect(sameSecret('s3cret-token', 's3cret-token')).toBe(true);
    expect(sameSecret('s3cret-token', 's3cret-tokem')).toBe(false);
    expect(sameSecret('s3cret-token', 's3cret-token-longer')).toBe(false);
    expect(sameSecret('', 's3cret-token')).toBe(false);
  });
});
