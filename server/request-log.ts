import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseRequestTarget } from './request-target.js';

/** Names one request in the host's logs and in its answer: sent back on every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's (a proxy's) id is kept when it is this short and plain; otherwise a new one is made. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

const requestIds = new WeakMap<IncomingMessage, string>();

/** The id `trackRequest` gave this request, if it went through it. */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return requestIds.get(req);
}

/** The request's path without its query: a query may carry a visitor's data, and is never logged. */
export function loggedPath(req: IncomingMessage): string {
  return parseRequestTarget(req.url).pathname;
}

/** One line of the request log (JSON). */
export interface RequestLogLine {
  /** When the request arrived (ISO 8601, UTC). */
  time: string;
  level: 'info';
  requestId: string;
  method: string;
  path: string;
  /** Name of the route that answered (server/router.ts); null when none did (404, preflight). */
  route: string | null;
  /** What was sent; 0 when the client went away before anything was. */
  status: number;
  /** From arrival to the end of the answer (or the client going away), 1 decimal. */
  ms: number;
  /** Body bytes of the answer, when known (its Content-Length); null otherwise. */
  bytes: number | null;
  /** The client's address (server/rate-limit/client-identity.ts). */
  client: string;
  /** Present when the client went away before the answer was complete. */
  aborted?: true;
}

export interface TrackedRequest {
  /** Names the route that took the request. */
  setRoute(name: string): void;
}

function bodyBytes(req: IncomingMessage, res: ServerResponse): number | null {
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return 0;
  const length = Number(res.getHeader('content-length'));
  return Number.isFinite(length) ? length : null;
}

/**
 * Gives the request its id (the caller's `X-Request-Id` when valid, else a new UUID), puts it on
 * the answer, and with a `sink` writes one log line once the answer ends or the client goes away.
 */
export function trackRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { sink: ((line: string) => void) | undefined; client: string },
): TrackedRequest {
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
  requestIds.set(req, requestId);
  res.setHeader(REQUEST_ID_HEADER, requestId);
  let route: string | null = null;
  const { sink } = options;
  if (sink) {
    const time = new Date().toISOString();
    const started = performance.now();
    res.once('close', () => {
      const complete = res.writableFinished;
      const line: RequestLogLine = {
        time,
        level: 'info',
        requestId,
        method: req.method ?? 'GET',
        path: loggedPath(req),
        route,
        status: complete || res.headersSent ? res.statusCode : 0,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes: complete ? bodyBytes(req, res) : null,
        client: options.client,
      };
      if (!complete) line.aborted = true;
      sink(JSON.stringify(line));
    });
  }
  return {
    setRoute(name) {
      route = name;
    },
  };
}

/** The request log's default sink: one line on stdout. */
export function writeLogLine(line: string): void {
  process.stdout.write(`${line}\n`);
}
