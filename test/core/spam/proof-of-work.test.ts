import { createChallenge, verifySolution } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_NUMBER, proofOfWorkPayload, readChallenge } from '../../../src/core/spam/proof-of-work';

describe('readChallenge', () => {
  it('reads the challenge altcha-lib makes', async () => {
    const made = await createChallenge({ hmacKey: 'key', maxnumber: 1000, number: 10 });
    expect(readChallenge(JSON.parse(JSON.stringify(made)))).toEqual({ ...made, maxnumber: 1000 });
  });

  it('takes ALTCHA\'s default range without a maxnumber, and refuses what it cannot solve', () => {
    const base = { algorithm: 'SHA-256', challenge: 'ab', salt: 's', signature: 'x' };
    expect(readChallenge(base)?.maxnumber).toBe(DEFAULT_MAX_NUMBER);
    expect(readChallenge({ ...base, algorithm: 'SHA-1' })).toBeUndefined();
    expect(readChallenge({ ...base, maxnumber: -1 })).toBeUndefined();
    expect(readChallenge({ ...base, maxnumber: 1.5 })).toBeUndefined();
    expect(readChallenge({ ...base, salt: 3 })).toBeUndefined();
    expect(readChallenge('challenge')).toBeUndefined();
  });
});

describe('proofOfWorkPayload', () => {
  it('is the base64 JSON that altcha-lib verifySolution accepts, and refused with a wrong number', async () => {
    const made = await createChallenge({ hmacKey: 'key', maxnumber: 1000, number: 321 });
    const challenge = readChallenge(made)!;
    expect(await verifySolution(proofOfWorkPayload(challenge, 321), 'key')).toBe(true);
    expect(await verifySolution(proofOfWorkPayload(challenge, 322), 'key')).toBe(false);
    expect(JSON.parse(atob(proofOfWorkPayload(challenge, 321)))).toEqual({
      algorithm: 'SHA-256',
      challenge: made.challenge,
      number: 321,
      salt: made.salt,
      signature: made.signature,
    });
  });
});
