import type { Lead } from '../api/owner-api';
import { texts } from '../texts';

/** A reason as the host words it ("the honeypot field was filled"), starting with a capital. */
export const spamReasonText = (reason: string): string => reason.charAt(0).toUpperCase() + reason.slice(1);

/**
 * Why a lead is where it is, for the owner: stored as spam by the host's checks (with their
 * reason), marked as spam by an owner, or taken back out of spam by an owner; null for a lead
 * that was never spam.
 */
export function spamStatus(lead: Pick<Lead, 'spam' | 'spamReason'>): string | null {
  const reason = lead.spamReason ?? null;
  if (lead.spam) return reason === null ? texts.lead.markedAsSpam : texts.lead.storedAsSpam(reason);
  return reason === null ? null : texts.lead.markedNotSpam(reason);
}

/** The Spam tab's short answer to "why spam": the host's reason, or that an owner marked it. */
export function whySpam(lead: Pick<Lead, 'spamReason'>): string {
  return lead.spamReason == null ? texts.lead.markedAsSpam : spamReasonText(lead.spamReason);
}
