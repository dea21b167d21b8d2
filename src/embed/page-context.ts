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

function readCookie(doc: Document, name: string): string {
  try {
    for (const part of doc.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // Sandboxed documents may refuse cookie access: the form works without it.
  }
  return '';
}

export function readPageContext(win: Window): PageContext {
  const query = new URLSearchParams(win.location.search);
  return {
    url: win.location.href,
    hostname: win.location.hostname,
    title: win.document.title,
    referrer: win.document.referrer,
    queryEnv: query.get('env'),
    allowUnpublished: query.get('allowUnpublished') === 'true',
    hutkCookie: readCookie(win.document, 'hubspotutk'),
    analytics: Object.fromEntries(ANALYTICS_COOKIE_NAMES.map((name) => [name, readCookie(win.document, name)])) as AnalyticsCookies,
    canonicalUrl: win.document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ?? '',
    queryValues: queryValuesOf(query),
  };
}
