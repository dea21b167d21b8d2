import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as wait } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { createOwnerAccess, type OwnerAccess } from '../domain/owner-access/owner-access.js';
import type { OwnerPrincipal } from '../domain/owner-access/owner-principal.js';
import { failedAttempts, type FailedAttempts } from '../domain/owner-access/failed-attempts.js';
import { logRequestError } from '../log.js';
import { clientAddress, rateLimitClient } from '../rate-limit/client-identity.js';
import { rateLimitCounter } from '../rate-limit/rate-limit-counter.js';
import { errorBody, sendJson } from '../send.js';
import type { HostDatabase } from '../storage/open-database.js';
import { createOwnerTokenStore } from '../storage/owner-token-store.js';

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

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  return match?.[1];
}

/** The answer while neither `ADMIN_TOKEN` nor a live token exists: it says how to turn the owner API on. */
export const OWNER_API_OFF_MESSAGE =
  'The owner API is off: start the host with ADMIN_TOKEN set to a secret, or create a token with npm run owner -- token create --name NAME';

/**
 * Lets an owner call through, answering the principal; otherwise it has answered: 403 while the
 * owner API is off (whatever the request sends), else 401 after the delay the client's failed
 * attempts have earned.
 */
export type OwnerGate = (req: IncomingMessage, res: ServerResponse) => Promise<OwnerPrincipal | undefined>;

export function ownerGate(options: { access: OwnerAccess; failures: FailedAttempts; trustProxy: boolean }): OwnerGate {
  return async (req, res) => {
    const principal = await options.access.authenticate(bearerToken(req));
    if (principal !== undefined) return principal;
    if (!(await options.access.isOn())) {
      sendJson(res, 403, errorBody(OWNER_API_OFF_MESSAGE));
      return undefined;
    }
    // A count that fails must not lock the owner out: the 401 goes without a delay.
    await options.failures.slowDown(rateLimitClient(clientAddress(req, options.trustProxy))).catch((error: unknown) => logRequestError(req, error));
    sendJson(res, 401, errorBody('A valid bearer token is needed'), { 'WWW-Authenticate': 'Bearer realm="forms-host"' });
    return undefined;
  };
}

export interface OwnerGateSettings {
  /** The host's open database: the tokens and the failed attempts' counters. */
  db: Kysely<HostDatabase>;
  adminToken: string | undefined;
  trustProxy: boolean;
  /** ms since the epoch. */
  now: () => number;
  /** Default: a timer. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/** The owner gate over the host's database. */
export function createOwnerGate(settings: OwnerGateSettings): OwnerGate {
  const access = createOwnerAccess({ tokens: createOwnerTokenStore(settings.db), adminToken: settings.adminToken, now: settings.now });
  const failures = failedAttempts({ counter: rateLimitCounter(settings.db), now: settings.now, sleep: settings.sleep ?? ((ms) => wait(ms)) });
  return ownerGate({ access, failures, trustProxy: settings.trustProxy });
}

/** The 403 for a portal the caller's token does not reach. */
export function refusePortal(res: ServerResponse, principal: OwnerPrincipal, portalId: string): void {
  sendJson(res, 403, errorBody(`The token "${principal.name}" may not read portal ${portalId}`, 'PORTAL_NOT_ALLOWED'));
}
