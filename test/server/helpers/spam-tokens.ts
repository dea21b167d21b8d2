import { SPAM_TOKEN_FIELD } from '../../../src/core/spam/spam-wire.js';
import { timeTokens } from '../../../server/domain/spam/time-token.js';

/** What test hosts sign their time tokens with (`startTestHost`), so a test can make one without asking. */
export const TEST_SPAM_TOKEN_SECRET = 'test-spam-token-secret-of-32-chars-or-more';

const tokens = timeTokens(Buffer.from(TEST_SPAM_TOKEN_SECRET, 'utf8'));

/**
 * A time token a test host (of the default minimum age) accepts for `formId` now: issued a second
 * past the youngest age allowed (real time, the test hosts' `spamClock`).
 */
export function agedTimeToken(formId: string, issuedAt: number = Date.now() - tokens.minAgeMs - 1_000): string {
  return tokens.issue(formId, 1, issuedAt);
}

/**
 * The body with a fresh aged time token for `formId` when it carries none, as the embed sends
 * it; a copy, so posting one body twice never sends one token under two keys.
 */
export function withTimeToken(body: FormData, formId: string): FormData {
  if (body.has(SPAM_TOKEN_FIELD)) return body;
  const copy = new FormData();
  for (const [name, value] of body.entries()) copy.append(name, value);
  copy.append(SPAM_TOKEN_FIELD, agedTimeToken(formId));
  return copy;
}
