import { suggestDomain } from './suggest-domain.js';

/** Top-level domains reserved for tests, documentation and local networks (RFC 2606, RFC 6762). */
export const RESERVED_TLDS: ReadonlySet<string> = new Set(['invalid', 'test', 'example', 'localhost', 'local']);

/** A DNS label: letters (also non-Latin ones), digits and inner hyphens, at most 63 characters. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
/** A top-level domain: 2 letters or more, or an internationalised one (`xn--...`). */
const TLD = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u;
/** A local part without quotes: no white space, control characters or `@`. */
const UNQUOTED_LOCAL = /^[^\s\p{Cc}@]+$/u;
/** A quoted local part (`"ada lovelace"`): anything printable between the quotes. */
const QUOTED_LOCAL = /^"[^\p{Cc}]*"$/u;

/** The part after the last `@`, lower-cased; '' without one. */
export function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? '' : address.slice(at + 1).toLowerCase();
}

/**
 * Whether an address could plausibly take mail: a local part, and a domain of two labels or
 * more, each a valid label, ending in a top-level domain of 2 letters or more that is not
 * reserved. Nothing is looked up.
 */
export function isPlausibleAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at === -1) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (local === '' || local.length > 64) return false;
  if (!UNQUOTED_LOCAL.test(local) && !QUOTED_LOCAL.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  return TLD.test(tld) && !RESERVED_TLDS.has(tld);
}

/** The answer of the email check (spec section 7, call 3). */
export interface EmailCheckResult {
  email: string;
  success: boolean;
  emailShouldResubscribe: boolean;
  emailSuggestion: string | null;
  emailFree: boolean;
}

export interface EmailCheckSettings {
  freeDomains: ReadonlySet<string>;
  /** Opted-out addresses, trimmed and lower-cased. */
  optedOut: ReadonlySet<string>;
  /** `includeFreemailSuggestions=true`: free-mail domains may be suggested. */
  includeFreemailSuggestions: boolean;
}

/** Checks a trimmed address: deliverable-looking, free mail, opted out, and a typo fix. */
export function checkAddress(email: string, settings: EmailCheckSettings): EmailCheckResult {
  const domain = domainOf(email);
  const at = email.lastIndexOf('@');
  const suggested =
    at < 1 || domain === ''
      ? null
      : suggestDomain(domain, {
          freeDomains: settings.freeDomains,
          includeFreemail: settings.includeFreemailSuggestions,
        });
  return {
    email,
    success: isPlausibleAddress(email),
    emailShouldResubscribe: settings.optedOut.has(email.toLowerCase()),
    emailSuggestion: suggested === null ? null : `${email.slice(0, at)}@${suggested}`,
    emailFree: settings.freeDomains.has(domain),
  };
}
