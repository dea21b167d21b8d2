import { proofOfWork, type ProofOfWork } from './proof-of-work.js';
import { timeTokens, type TimeTokens } from './time-token.js';

/** The host's spam checks, over its one spam secret (server/domain/spam/spam-secret.ts). */
export interface SpamChecks {
  tokens: TimeTokens;
  proofOfWork: ProofOfWork;
  /** ms since the epoch: when a time token is issued and how old it is when a submission arrives. */
  now: () => number;
}

/** `tokenMinAgeMs`: how old a time token must be to admit a submission (`SPAM_TOKEN_MIN_AGE_MS`). */
export function spamChecks(secret: Buffer, now: () => number = Date.now, tokenMinAgeMs?: number): SpamChecks {
  return { tokens: timeTokens(secret, tokenMinAgeMs), proofOfWork: proofOfWork(secret), now };
}
