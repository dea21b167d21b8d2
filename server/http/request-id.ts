import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Names one request in the host's logs and in its answer: sent back on every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's (a proxy's) id is kept when it is this short and plain; otherwise a new one is made. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

const requestIds = new WeakMap<IncomingMessage, string>();

/**
 * The request's id (the app's `genReqId`): the caller's `X-Request-Id` when valid, else a new
 * UUID. Kept beside the raw request, so code that only holds it (error lines) can name it.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
  requestIds.set(req, requestId);
  return requestId;
}

/** The id `requestIdFor` gave this request, if the app saw it. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return requestIds.get(req);
}

/** The request's path without its query: a query may carry a visitor's data, and is never logged. */
export function pathWithoutQuery(rawUrl: string | undefined): string {
  let raw = rawUrl ?? '/';
  // Absolute-form targets ("GET http://host/path") come from proxies; keep only path and query.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(raw);
  if (absolute) raw = raw.slice(absolute[0].length);
  const end = raw.search(/[?#]/);
  return (end === -1 ? raw : raw.slice(0, end)) || '/';
}
