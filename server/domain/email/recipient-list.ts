import { isEmailFormat } from '../../../src/core/validation/email-address.js';

/** Addresses a form may notify at most. */
export const MAX_NOTIFICATION_RECIPIENTS = 20;

export type RecipientListCheck = { ok: true; addresses: string[] } | { ok: false; error: string };

/**
 * A form's notification recipients as the owner gave them, trimmed: each a plain address (the
 * embed's own e-mail format, so nothing that could break a mail header), at most
 * `MAX_NOTIFICATION_RECIPIENTS`, none twice (compared without case). The error names the bad one.
 */
export function checkRecipientList(given: readonly string[]): RecipientListCheck {
  if (given.length > MAX_NOTIFICATION_RECIPIENTS) {
    return { ok: false, error: `recipients: at most ${MAX_NOTIFICATION_RECIPIENTS} addresses, not ${given.length}` };
  }
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const [index, raw] of given.entries()) {
    const address = raw.trim();
    if (!isEmailFormat(address)) return { ok: false, error: `recipients[${index}]: ${JSON.stringify(raw)} is not an e-mail address` };
    const key = address.toLowerCase();
    if (seen.has(key)) return { ok: false, error: `recipients[${index}]: ${address} is listed twice` };
    seen.add(key);
    addresses.push(address);
  }
  return { ok: true, addresses };
}
