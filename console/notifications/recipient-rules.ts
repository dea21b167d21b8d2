import { texts } from '../texts';

/** A plausible address: something, one @, a dotted domain, no spaces. The host has the last word. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why `address` cannot join `recipients` (a quick answer while typing; the host checks the whole
 * list again on save), or null when it can.
 */
export function recipientProblem(address: string, recipients: readonly string[]): string | null {
  if (!ADDRESS.test(address)) return texts.notifications.recipientInvalid(address);
  const lower = address.toLowerCase();
  if (recipients.some((recipient) => recipient.toLowerCase() === lower)) return texts.notifications.recipientTwice(address);
  return null;
}

/** Whether two lists hold the same addresses in the same order. */
export function sameRecipients(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((address, index) => address === b[index]);
}
