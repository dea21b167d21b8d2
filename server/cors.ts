import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * How a route is shared with other origins. 'none' shares nothing: the owner API is for
 * same-origin tools only, so its answers carry no CORS header at all.
 */
export type CorsPolicy = 'api' | 'asset' | 'none';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
/** The submit call sends `Idempotency-Key` (see src/core/submission/submit-wire.ts). */
const ALLOWED_HEADERS = 'Content-Type, Idempotency-Key';
/** Lets the embed read how long a 429 or 503 asks it to wait. */
const EXPOSED_HEADERS = 'Retry-After';

/** Lets a site owner's page read resource timings of every response. */
export function applyTimingAllowOrigin(res: ServerResponse): void {
  res.setHeader('Timing-Allow-Origin', '*');
}

/**
 * API answers reflect the caller's origin (with `Vary: Origin`, so a cache keeps one copy
 * per origin); static assets are public to every origin.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy): void {
  if (policy === 'none') return;
  if (policy === 'asset') {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // Lets pages that isolate themselves (COEP) still load the embed and its chunks.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    return;
  }
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin === undefined || origin === '' ? '*' : origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  res.setHeader('Vary', 'Origin');
}

/** Answers a CORS preflight for the API routes (the email check and the submit call rely on it). */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  applyCors(req, res, 'api');
  res.writeHead(204, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
    'Content-Length': 0,
  });
  res.end();
}

/** A preflight for a same-origin-only route: no CORS header, so a browser refuses the cross-origin call. */
export function answerSameOriginPreflight(res: ServerResponse): void {
  res.writeHead(204, { Allow: 'GET, HEAD', 'Content-Length': 0 });
  res.end();
}
