import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FailedAttempts } from '../../domain/owner-access/failed-attempts.js';
import type { OwnerAccess } from '../../domain/owner-access/owner-access.js';
import type { OwnerSessions } from '../../domain/owner-access/owner-sessions.js';
import { sameSecret } from '../../domain/owner-access/token-secret.js';
import { logRequestError } from '../../log.js';
import { clientAddress, rateLimitClient } from '../../http/client-identity.js';
import { ownerError } from './owner-request.js';
import { sessionCookieOptions, type SessionCookie } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** With the session cookie: the session's CSRF token (what `GET /api/v1/me` tells the console). */
    ownerCsrfToken?: string | undefined;
  }
  interface FastifyContextConfig {
    /** `public`: the owner access hook lets every caller through (the OpenAPI document, signing in). */
    ownerAccess?: 'public';
  }
}

/** The answer while neither `ADMIN_TOKEN` nor a live token exists: it says how to turn the owner API on. */
export const OWNER_API_OFF_MESSAGE =
  'The owner API is off: start the host with ADMIN_TOKEN set to a secret, or create a token with npm run owner -- token create --name NAME';

/** The versioned API, the only part of the owner routes that takes the console's session cookie. */
export const OWNER_API_V1_PREFIX = '/api/v1';

/** Where the session's CSRF token is sent back with each write. */
export const CSRF_HEADER = 'x-csrf-token';

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function bearerToken(header: string | undefined): string | undefined {
  const match = typeof header === 'string' ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  return match?.[1];
}

export interface OwnerAuthOptions {
  access: OwnerAccess;
  failures: FailedAttempts;
  sessions: OwnerSessions;
  /** The session cookie (session-cookie.ts). */
  cookie: SessionCookie;
  trustProxy: boolean;
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(401).header('WWW-Authenticate', 'Bearer realm="forms-host"').send(ownerError(message));
}

/**
 * Counts the failed attempt of the request's client and waits the delay it earned. A count that
 * fails must not lock the owner out: the caller's 401 then goes without a delay (and it is logged).
 */
export async function slowDownFailure(request: FastifyRequest, options: Pick<OwnerAuthOptions, 'failures' | 'trustProxy'>): Promise<void> {
  await options.failures
    .slowDown(rateLimitClient(clientAddress(request.raw, options.trustProxy)))
    .catch((error: unknown) => logRequestError(request.raw, error));
}

/**
 * The one access rule of the owner routes, run before anything else of theirs: a bearer token
 * (`ADMIN_TOKEN` or a stored one), or under `/api/v1/` the console's session cookie, whose writes
 * must carry its CSRF token. It sets `request.owner` and `request.ownerVia`; otherwise it answers
 * 403 while the owner API is off (whatever the request sends), else 401 (after the delay the
 * client's failed bearer attempts earned, when it tried one; a session id is 256 random bits, so a stale cookie is
 * refused at once, never slowing the owner who signs in again).
 */
export function ownerAccessHook(options: OwnerAuthOptions): onRequestAsyncHookHandler {
  return async function ownerAccess(request, reply) {
    if (request.routeOptions.config.ownerAccess === 'public') return;
    const authorization = request.headers.authorization;
    const sessionId = request.cookies[options.cookie.name];
    // The route's own path when one matched; an unknown path under `/api/v1/` is answered by that scope's 404.
    const mayUseSession = (request.routeOptions.url ?? request.url).startsWith(`${OWNER_API_V1_PREFIX}/`);

    if (authorization === undefined && mayUseSession && sessionId !== undefined && sessionId !== '') {
      const session = await options.sessions.find(sessionId);
      if (session === undefined) {
        if (!(await options.access.isOn())) return reply.code(403).send(ownerError(OWNER_API_OFF_MESSAGE));
        return refuse(reply.clearCookie(options.cookie.name, sessionCookieOptions(options.cookie)), 'The session has ended: sign in again');
      }
      if (WRITE_METHODS.has(request.method)) {
        const sent = request.headers[CSRF_HEADER];
        if (typeof sent !== 'string' || sent === '') {
          return reply.code(403).send(ownerError('A change made with the session cookie needs the X-CSRF-Token header', 'CSRF_TOKEN_MISSING'));
        }
        if (!sameSecret(sent, session.csrfToken)) {
          return reply.code(403).send(ownerError("The X-CSRF-Token header is not this session's token", 'CSRF_TOKEN_INVALID'));
        }
      }
      request.owner = session.principal;
      request.ownerVia = 'session';
      request.ownerCsrfToken = session.csrfToken;
      return;
    }

    const principal = await options.access.authenticate(bearerToken(authorization));
    if (principal !== undefined) {
      request.owner = principal;
      request.ownerVia = 'bearer';
      return;
    }
    if (!(await options.access.isOn())) return reply.code(403).send(ownerError(OWNER_API_OFF_MESSAGE));
    // Only a credential that was tried counts against the client: a call with none guesses nothing
    // (the console asks `me` with no session on every visit to its sign-in page).
    if (authorization !== undefined) await slowDownFailure(request, options);
    return refuse(reply, 'A valid bearer token is needed');
  };
}
