import { HONEYPOT_REASON } from './honeypot.js';
import type { SpamChecks } from './spam-checks.js';

/** What a submission brought for the spam checks (taken out of its fields, never stored as values). */
export interface SpamEvidence {
  formGuid: string;
  /** Whether the honeypot input was filled (`takeHoneypot`). */
  honeypotFilled: boolean;
  /** `hs_form_token` as sent. */
  timeToken: string | undefined;
  /** Whether the form asks for proof of work (`proofOfWorkRequired` of its latest version). */
  proofOfWorkRequired: boolean;
  /** `hs_altcha` as sent. */
  proofOfWork: string | undefined;
}

export interface SpamVerdict {
  /** Why the submission is stored as spam, in the owner's words; null: it passed. */
  spamReason: string | null;
  /** The one-use proofs that admit it (`saveOnce` stores it as spam when one admitted another key's lead). */
  spamTokenIds: string[];
}

/**
 * The host's own spam checks, in order: the honeypot, the time token, then proof of work when the
 * form asks for it. The first that fails names the reason; a submission that fails one is still
 * answered as a success and stored, as spam.
 */
export async function spamVerdict(checks: SpamChecks, evidence: SpamEvidence): Promise<SpamVerdict> {
  const spam = (reason: string): SpamVerdict => ({ spamReason: reason, spamTokenIds: [] });
  if (evidence.honeypotFilled) return spam(HONEYPOT_REASON);
  const token = checks.tokens.verify(evidence.timeToken, evidence.formGuid, checks.now());
  if (!token.ok) return spam(token.reason);
  const spamTokenIds = [`time:${token.tokenId}`];
  if (evidence.proofOfWorkRequired) {
    const work = await checks.proofOfWork.verify(evidence.proofOfWork);
    if (!work.ok) return spam(work.reason);
    spamTokenIds.push(`altcha:${work.challengeId}`);
  }
  return { spamReason: null, spamTokenIds };
}
