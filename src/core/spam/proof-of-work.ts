import { isRecord } from '../definition/wire-reader';

/** An ALTCHA challenge as the host's challenge route answers it (SHA-256 only). */
export interface ProofOfWorkChallenge {
  algorithm: 'SHA-256';
  /** Hex SHA-256 of `salt + number` for the number to find. */
  challenge: string;
  /** The highest number to try. */
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Without a `maxnumber`, ALTCHA's own default. */
export const DEFAULT_MAX_NUMBER = 1_000_000;

/** The challenge, or undefined when the answer is not one this embed can solve. */
export function readChallenge(json: unknown): ProofOfWorkChallenge | undefined {
  if (!isRecord(json)) return undefined;
  const { algorithm, challenge, salt, signature } = json;
  const maxnumber = json.maxnumber ?? DEFAULT_MAX_NUMBER;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return undefined;
  if (typeof maxnumber !== 'number' || !Number.isSafeInteger(maxnumber) || maxnumber < 0) return undefined;
  return { algorithm, challenge: challenge.toLowerCase(), maxnumber, salt, signature };
}

/**
 * The `hs_altcha` part: base64 of the JSON payload ALTCHA's `verifySolution` reads
 * (`{ algorithm, challenge, number, salt, signature }`). The JSON is ASCII (hex, a number, the
 * host's salt and signature), so `btoa` takes it as it is.
 */
export const proofOfWorkPayload = (challenge: ProofOfWorkChallenge, number: number): string =>
  btoa(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }));
