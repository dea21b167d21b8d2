import type { IncomingMessage } from 'node:http';
import { pathWithoutQuery, requestIdOf } from './http/request-id.js';

/**
 * One JSON line on stderr per failed request, with its request id (as in the request log and
 * the answer's `X-Request-Id`) and the stack, so a broken fixture is easy to find.
 */
export function logRequestError(req: IncomingMessage, error: unknown): void {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      requestId: requestIdOf(req) ?? null,
      method: req.method ?? 'GET',
      path: pathWithoutQuery(req.url),
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? (error.stack ?? null) : null,
    }),
  );
}
