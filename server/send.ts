import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The error body shape a real forms host answers with. */
export interface ErrorBody {
  status: 'error';
  message: string;
  errorType?: string;
}

export function errorBody(message: string, errorType?: string): ErrorBody {
  return errorType === undefined ? { status: 'error', message } : { status: 'error', message, errorType };
}

export function sendBytes(
  res: ServerResponse,
  status: number,
  body: Buffer | string,
  headers: OutgoingHttpHeaders,
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { ...headers, 'Content-Length': bytes.length });
  res.end(bytes);
}

/** JSON answers are never cached: fixtures change while the host runs. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/** For bodies that are already JSON text (a fixture file sent byte for byte). */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  json: string,
  headers: OutgoingHttpHeaders = {},
): void {
  sendBytes(res, status, json, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  sendBytes(res, status, text, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}
