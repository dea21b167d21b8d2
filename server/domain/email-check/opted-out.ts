/** The opted-out addresses a host has when none are configured: demo data for the demo pages. */
export const DEMO_OPTED_OUT_EMAILS: readonly string[] = ['opted-out@example.org', 'former.subscriber@example.org'];

/** The comparable form of an address: trimmed and lower-cased. */
export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** A set to look opted-out addresses up in, whatever their case. */
export function optedOutSet(addresses: readonly string[] = DEMO_OPTED_OUT_EMAILS): ReadonlySet<string> {
  return new Set(addresses.map(normalizeAddress).filter((address) => address !== ''));
}
