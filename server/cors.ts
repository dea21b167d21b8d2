import type { IncomingMessage, ServerResponse } from 'node:http';

/** How a route is shared with other origins. */
export type CorsPolicy = 'api' | 'asset';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type';

/** Lets a site owner's page read resource timings of every response. */
export function applyTimingAllowOrigin(res: ServerResponse): void {
  res.setHeader('Timing-Allow-Origin', '*');
}

/**
 * API answers reflect the caller's origin (with `Vary: Origin`, so a cache keeps one copy
 * per origin); static assets are public to every origin.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy): void {
  if (policy === 'asset') {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // Lets pages that isolate themselves (COEP) still load the embed and its chunks.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    return;
  }
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin === undefined || origin === '' ? '*' : origin);
  res.setHeader('Vary', 'Origin');
}

/** Answers a CORS preflight; later POST routes (email check, submissions) rely on it. */
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
