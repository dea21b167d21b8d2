import { solveChallenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_MAX_NUMBER, CHALLENGE_TTL_MS, PROOF_OF_WORK_REASONS, proofOfWork } from '../../../../server/domain/spam/proof-of-work.js';
import type { Challenge } from 'altcha-lib/types';

const work = proofOfWork(Buffer.alloc(32, 3));

/** The base64 JSON payload the embed sends for a challenge it solved (or for `number`, when given). */
async function payloadFor(challenge: Challenge, number?: number): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (solution === null) throw new Error('no solution found');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: number ?? solution.number, salt, signature })).toString('base64');
}

describe('proof of work', () => {
  it('issues SHA-256 challenges up to CHALLENGE_MAX_NUMBER that expire after CHALLENGE_TTL_MS', async () => {
    const before = Date.now();
    const challenge = await work.challenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: CHALLENGE_MAX_NUMBER, challenge: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + CHALLENGE_TTL_MS) / 1000) * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + CHALLENGE_TTL_MS);
  });

  it("admits a solved challenge, naming it by the challenge's signature", async () => {
    const challenge = await work.challenge();
    expect(await work.verify(await payloadFor(challenge))).toEqual({ ok: true, challengeId: challenge.signature });
  });

  it('refuses a missing payload, a wrong number, another host\'s challenge and garbage, saying why', async () => {
    const challenge = await work.challenge();
    const solved = await payloadFor(challenge);
    const number = (JSON.parse(Buffer.from(solved, 'base64').toString()) as { number: number }).number;
    expect(await work.verify(undefined)).toEqual({ ok: false, reason: PROOF_OF_WORK_REASONS.missing });
    expect(await work.verify('')).toEqual({ ok: false, reason: 'no proof of work' });
    const invalid = { ok: false, reason: PROOF_OF_WORK_REASONS.invalid };
    expect(await work.verify(await payloadFor(challenge, number + 1))).toEqual(invalid);
    const elsewhere = await proofOfWork(Buffer.alloc(32, 4)).challenge();
    expect(await work.verify(await payloadFor(elsewhere))).toEqual(invalid);
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const garbled = [
      'not base64 at all!',
      encoded({ signature: 7 }),
      encoded([]),
      encoded({ ...challenge, number: 1, salt: 5 }),
      encoded({ ...challenge, number: 1, algorithm: 'MD5' }),
    ];
    for (const garbage of garbled) {
      expect(await work.verify(garbage)).toEqual(invalid);
    }
  });
});
