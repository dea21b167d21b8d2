import { isOtherRegistrableDomain } from './registrable-domain';

/**
 * The redirect target carrying the visitor's analytics values (spec section 4 "Redirect"): when
 * it is on another registrable domain than the page, each given value of `values` (the analytics
 * cookies and `hutk`) is appended as a query parameter, after the target's own query and before
 * its fragment; a parameter the target already has keeps its own value. On the same site the
 * target is returned as it is (the cookies are already there). The caller decides whether
 * sharing is allowed at all.
 */
export function withAnalyticsValues(target: string, pageUrl: string, values: Readonly<Record<string, string>>): string {
  if (!isOtherRegistrableDomain(pageUrl, target)) return target;
  const url = new URL(target);
  const added = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== '' && !url.searchParams.has(name)) added.append(name, value);
  }
  const extra = added.toString();
  if (extra === '') return target;
  // Appending text keeps the target's own query byte for byte (searchParams.set would re-encode it).
  url.search = url.search ? `${url.search}&${extra}` : extra;
  return url.href;
}
