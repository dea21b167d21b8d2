/**
 * The standard shape of an address (spec section 5, Email format): a local part of the
 * characters RFC 5322 allows unquoted, '@', and dot-separated domain labels ending in a
 * top-level domain of at least two letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Longest address a mail system delivers (RFC 5321); longer input is not an address. */
const MAX_EMAIL_LENGTH = 254;

export function isEmailFormat(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** The lower-cased domain of an address ('' without an '@'). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** A host name as a domain field takes it: labels of letters, digits and hyphens, a TLD of letters. */
const DOMAIN_PATTERN = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A domain as visitors type it: an optional scheme, 'www.' and a trailing path are allowed. */
export function isDomainName(value: string): boolean {
  const host = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[/?#].*$/, '');
  return host.length <= 253 && DOMAIN_PATTERN.test(host);
}

/**
 * Entries of the blocked-domain lists (spec section 5, Email live check): the field's
 * `blockedEmailAddresses`, the embed context's `blockedDomains` and `manuallyBlockedEmailDomain`,
 * each possibly a comma-separated list, with or without '@', in any case.
 */
export function normalizeBlockedDomains(lists: readonly (string | readonly string[])[]): string[] {
  const domains = new Set<string>();
  for (const list of lists) {
    for (const entry of typeof list === 'string' ? [list] : list) {
      for (const part of entry.split(',')) {
        const domain = part.trim().toLowerCase().replace(/^.*@/, '');
        if (domain !== '') domains.add(domain);
      }
    }
  }
  return [...domains];
}

/** The blocked entry matching an address's domain (the domain itself or a parent of it). */
export function blockedDomainOf(email: string, blockedDomains: readonly string[]): string | undefined {
  const domain = emailDomain(email);
  if (domain === '') return undefined;
  return blockedDomains.find((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}
