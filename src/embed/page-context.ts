import { ANALYTICS_COOKIE_NAMES, type AnalyticsCookies } from '../core/tracking/analytics-cookies';
import { ownValue, setEntry } from '../core/definition/wire-reader';

/** What the host page says about itself, read once per mount. */
export interface PageContext {
  url: string;
  hostname: string;
  title: string;
  referrer: string;
  queryEnv: string | null;
  /** The page's query asked for unpublished forms. */
  allowUnpublished: boolean;
  /** The visitor's tracking cookie, when the page has one. */
  hutkCookie: string;
  /** The analytics cookies, '' for each one the page does not have. */
  analytics: AnalyticsCookies;
  /** The page's `<link rel=canonical>` address, '' when it has none. */
  canonicalUrl: string;
  /** The page URL's query parameters (the first value of each): they prefill fields named after them. */
  queryValues: Record<string, string>;
}

function queryValuesOf(query: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of query) {
    // setEntry: a parameter named __proto__ stays plain data.
    if (ownValue(values, name) === undefined) setEntry(values, name, value);
  }
  return values;
}

/**
 * The page's cookies of `names`, '' for each it does not have. `document.cookie` is read once:
 * each read asks the browser's network process, which is busy while a page starts.
 */
function readCookies<Name extends string>(doc: Document, names: readonly Name[]): Record<Name, string> {
  const found = Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>;
  let cookies = '';
  try {
    cookies = doc.cookie;
  } catch {
    // Sandboxed documents may refuse cookie access: the form works without it.
  }
  const seen = new Set<string>();
  for (const part of cookies.split(';')) {
    const [key = '', ...rest] = part.trim().split('=');
    // The first of a name counts (the most specific path's, as the browser lists them).
    if (!(names as readonly string[]).includes(key) || seen.has(key)) continue;
    seen.add(key);
    try {
      found[key as Name] = decodeURIComponent(rest.join('='));
    } catch {
      // A value that is not percent-encoding: none, as a cookie the page does not have.
    }
  }
  return found;
}

export function readPageContext(win: Window): PageContext {
  const query = new URLSearchParams(win.location.search);
  const { hubspotutk, ...analytics } = readCookies(win.document, ['hubspotutk', ...ANALYTICS_COOKIE_NAMES]);
  return {
    url: win.location.href,
    hostname: win.location.hostname,
    title: win.document.title,
    referrer: win.document.referrer,
    queryEnv: query.get('env'),
    allowUnpublished: query.get('allowUnpublished') === 'true',
    hutkCookie: hubspotutk,
    analytics,
    canonicalUrl: win.document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ?? '',
    queryValues: queryValuesOf(query),
  };
}
