import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Starts every owner token secret, so one is recognisable in a config file or a leaked log. */
export const TOKEN_SECRET_PREFIX = 'fho_';

/** Random bytes behind a secret: 256 bits, so a hash lookup needs no salt and no slow hash. */
const SECRET_BYTES = 32;

/** A new secret: `fho_` and 32 random bytes as base64url (43 characters). */
export function newTokenSecret(): string {
  return `${TOKEN_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** What the database keeps of a secret (SHA-256, hex): enough to recognise it, useless to present. */
export function hashTokenSecret(secret: string): string {
  return sha256(secret).toString('hex');
}

/** Compares in constant time, whatever the lengths (both sides are hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}
