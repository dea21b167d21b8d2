import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_MIN_TOKEN_AGE_MS, MAX_TOKEN_AGE_MS } from '../../../src/core/spam/spam-wire.js';

/** Why a time token does not admit a submission, in words the owner reads beside the lead. */
export interface TimeTokenReasons {
  missing: string;
  invalid: string;
  /** Names the host's minimum age: "sent sooner than 0.3 s after the form showed". */
  tooYoung: string;
  tooOld: string;
}

/** The reasons of a host that requires tokens `minAgeMs` old. */
export const timeTokenReasons = (minAgeMs: number): TimeTokenReasons => ({
  missing: 'no time token',
  invalid: 'the time token is not valid for this form',
  tooYoung: `sent sooner than ${minAgeMs / 1000} s after the form showed`,
  tooOld: `the time token is older than ${MAX_TOKEN_AGE_MS / 3_600_000} hours`,
});

export type TimeTokenCheck = { ok: true; tokenId: string } | { ok: false; reason: string };

export interface TimeTokens {
  /** How old a token must be to admit a submission (`SPAM_TOKEN_MIN_AGE_MS`); 0: any age. */
  minAgeMs: number;
  /** Why `verify` refuses a token, with this checker's minimum age. */
  reasons: TimeTokenReasons;
  /** A token for a form as it shows now: a random id, the form, its version and the time, signed. */
  issue(formGuid: string, formVersion: number, now: number): string;
  /** Whether `token` admits a submission to `formGuid` at `now`; its id (one use) when it does. */
  verify(token: string | undefined, formGuid: string, now: number): TimeTokenCheck;
}

/** `{id}.{form guid}.{version}.{issued at, ms}` then `.{HMAC-SHA256, base64url}`. */
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-f-]{1,64})\.(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * Time tokens signed with `key` (the host's spam secret, server/domain/spam/spam-secret.ts): a
 * token says when the form showed, so a submission sent sooner than `minAgeMs` after (a script,
 * not a person) or long after is told apart, and its id lets a token admit one lead only.
 */
export function timeTokens(key: Buffer, minAgeMs: number = DEFAULT_MIN_TOKEN_AGE_MS): TimeTokens {
  const sign = (claims: string): Buffer => createHmac('sha256', key).update(`time-token:${claims}`).digest();
  const reasons = timeTokenReasons(minAgeMs);

  return {
    minAgeMs,
    reasons,

    issue(formGuid, formVersion, now) {
      const claims = [randomBytes(16).toString('base64url'), formGuid.toLowerCase(), String(formVersion), String(Math.floor(now))].join('.');
      return `${claims}.${sign(claims).toString('base64url')}`;
    },

    verify(token, formGuid, now) {
      if (token === undefined || token.trim() === '') return { ok: false, reason: reasons.missing };
      const match = TOKEN.exec(token.trim());
      const invalid = { ok: false, reason: reasons.invalid } as const;
      if (!match) return invalid;
      const [, id = '', guid = '', , issuedAt = '', mac = ''] = match;
      const claims = token.trim().slice(0, -(mac.length + 1));
      const given = Buffer.from(mac, 'base64url');
      const expected = sign(claims);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      if (guid !== formGuid.toLowerCase()) return invalid;
      const age = now - Number(issuedAt);
      // With no minimum, not even a token from a clock ahead of this one is too young.
      if (minAgeMs > 0 && age < minAgeMs) return { ok: false, reason: reasons.tooYoung };
      if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: reasons.tooOld };
      return { ok: true, tokenId: id };
    },
  };
}
