import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';

/**
 * The highest secret number of a challenge. The embed tries 0, 1, 2, … with one SHA-256 each;
 * through the browser's `crypto.subtle` every try is an async call of some 10-30 µs, so a number
 * drawn up to 20,000 is found after 10,000 tries on average: a quarter of a second or less on a
 * laptop, well under a second on a slow phone or with the embed's JavaScript SHA-256 (plain-http
 * pages), while a script posting thousands of submissions pays that for every one of them.
 */
export const CHALLENGE_MAX_NUMBER = 20_000;

/** How long a challenge may be solved and sent: a visitor may fill a long form slowly. */
export const CHALLENGE_TTL_MS = 20 * 60 * 1000;

/** Why a proof of work does not admit a submission, in words the owner reads beside the lead. */
export const PROOF_OF_WORK_REASONS = {
  missing: 'no proof of work',
  invalid: 'the proof of work is wrong, not from this host, or its challenge expired',
} as const;

export type ProofOfWorkCheck = { ok: true; challengeId: string } | { ok: false; reason: string };

export interface ProofOfWork {
  /** A new ALTCHA challenge (SHA-256), signed, expiring `CHALLENGE_TTL_MS` from now. */
  challenge(): Promise<Challenge>;
  /** Whether `payload` (base64 of the ALTCHA JSON) solves a live challenge of this host; its signature (one use) when it does. */
  verify(payload: string | undefined): Promise<ProofOfWorkCheck>;
}

/** The challenge's signature: it names one challenge, so one solution admits one lead. */
function signatureOf(payload: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const signature = typeof parsed === 'object' && parsed !== null ? (parsed as { signature?: unknown }).signature : undefined;
    return typeof signature === 'string' && signature !== '' ? signature : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA challenges signed with a key derived from the host's spam secret (never the secret
 * itself, which also signs the time tokens). Expiry follows the real clock: altcha-lib reads
 * `Date.now` when it verifies.
 */
export function proofOfWork(secret: Buffer): ProofOfWork {
  const hmacKey = createHmac('sha256', secret).update('altcha-challenge').digest('hex');
  // altcha-lib throws on some malformed payloads (a salt that is no string, an unknown algorithm): they solve nothing.
  const solves = (payload: string): Promise<boolean> => verifySolution(payload, hmacKey, true).catch(() => false);
  return {
    challenge: () => createChallenge({ hmacKey, maxNumber: CHALLENGE_MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),

    async verify(payload) {
      if (payload === undefined || payload.trim() === '') return { ok: false, reason: PROOF_OF_WORK_REASONS.missing };
      const signature = signatureOf(payload.trim());
      if (signature === undefined || !(await solves(payload.trim()))) return { ok: false, reason: PROOF_OF_WORK_REASONS.invalid };
      return { ok: true, challengeId: signature };
    },
  };
}
