import type { IncomingMessage } from 'node:http';

/** One line per failed request, with the stack, so a broken fixture is easy to find. */
export function logRequestError(req: IncomingMessage, error: unknown): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[forms-host] ${req.method ?? 'GET'} ${req.url ?? '/'} failed: ${detail}`);
}
