/** The request path (still percent-encoded) and query of an incoming request. */
export interface RequestTarget {
  pathname: string;
  query: URLSearchParams;
}

/**
 * Splits the raw request target by hand: `new URL('//evil/x', base)` would read `evil` as a
 * host name, so a path beginning with `//` must never go through URL resolution.
 */
export function parseRequestTarget(rawUrl: string | undefined): RequestTarget {
  let raw = rawUrl ?? '/';
  // Absolute-form targets ("GET http://host/path") come from proxies; keep only path and query.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(raw);
  if (absolute) raw = raw.slice(absolute[0].length) || '/';
  const hash = raw.indexOf('#');
  if (hash !== -1) raw = raw.slice(0, hash);
  const question = raw.indexOf('?');
  const pathname = question === -1 ? raw : raw.slice(0, question);
  const search = question === -1 ? '' : raw.slice(question + 1);
  return { pathname: pathname || '/', query: new URLSearchParams(search) };
}
