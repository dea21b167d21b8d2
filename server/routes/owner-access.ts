import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, sendJson } from '../send.js';

/**
 * Paths of the owner API (submissions, their CSV, tracking hits): for same-origin tools only,
 * so no answer of theirs carries a CORS header.
 */
export function isOwnerApiPath(pathname: string): boolean {
  return (
    pathname === '/api/submissions' ||
    pathname.startsWith('/api/submissions.') ||
    pathname.startsWith('/api/submissions/') ||
    pathname === '/api/tracking'
  );
}

/** Compares in constant time, whatever the lengths (both sides are hashed first). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  return match?.[1];
}

/** The answer while no owner token is configured: it says how to turn the owner API on. */
export const OWNER_API_OFF_MESSAGE = 'The owner API is off: start the host with ADMIN_TOKEN set to a secret';

/**
 * The owner API's gate: without a configured `ADMIN_TOKEN` it is off (403, naming the setting,
 * whatever the request sends); otherwise the request needs `Authorization: Bearer {ADMIN_TOKEN}`
 * (401). Answers true when the call may go on; otherwise it has answered.
 */
export function ownerMayRead(req: IncomingMessage, res: ServerResponse, adminToken: string | undefined): boolean {
  if (adminToken === undefined) {
    sendJson(res, 403, errorBody(OWNER_API_OFF_MESSAGE));
    return false;
  }
  const token = bearerToken(req);
  if (token === undefined || !sameToken(token, adminToken)) {
    sendJson(res, 401, errorBody('A valid bearer token is needed'), { 'WWW-Authenticate': 'Bearer realm="forms-host"' });
    return false;
  }
  return true;
}
