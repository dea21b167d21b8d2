import type { FastifyPluginAsync } from 'fastify';
import type { FailedAttempts } from '../../../domain/owner-access/failed-attempts.js';
import type { OwnerAccess } from '../../../domain/owner-access/owner-access.js';
import { SESSION_LIFETIME_MS, type OwnerSessions } from '../../../domain/owner-access/owner-sessions.js';
import { OWNER_API_OFF_MESSAGE, slowDownFailure } from '../owner-auth.js';
import { ownerError, ownerErrorSchema } from '../owner-request.js';
import { sessionCookieOptions, type SessionCookie } from '../session-cookie.js';
import { portalsSchema } from './access-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface SessionRoutesOptions {
  access: OwnerAccess;
  sessions: OwnerSessions;
  failures: FailedAttempts;
  cookie: SessionCookie;
  trustProxy: boolean;
}

const signedIn = {
  description: 'Signed in: the session cookie is set; send csrfToken as X-CSRF-Token with every change',
  type: 'object',
  required: ['name', 'portals', 'readOnly', 'csrfToken'],
  properties: {
    name: { type: 'string', description: "The token's name (ADMIN_TOKEN for the configured one)" },
    portals: portalsSchema,
    readOnly: { type: 'boolean' },
    csrfToken: { type: 'string' },
  },
} as const;

/**
 * `POST /api/v1/session` (`{token}`: signs in, setting an HttpOnly, SameSite=Strict cookie) and
 * `DELETE /api/v1/session` (signs out): the console's way in, so its token never sits in the
 * browser's script-readable storage.
 */
export const sessionRoutes: FastifyPluginAsync<SessionRoutesOptions> = async (app, options) => {
  const { cookie } = options;
  const cookieOptions = sessionCookieOptions(cookie);

  app.post<{ Body: { token: string } }>(
    '/session',
    {
      config: { ownerAccess: 'public' },
      schema: {
        summary: 'Sign in with a token',
        tags: ['session'],
        body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', minLength: 1 } } },
        response: {
          200: signedIn,
          400: { description: 'No token in the body', ...ownerErrorSchema },
          401: { description: 'The token is wrong or revoked', ...ownerErrorSchema },
          403: { description: 'The owner API is off', ...ownerErrorSchema },
        },
      },
    },
    async (request, reply) => {
      const started = await options.sessions.start(request.body.token);
      if (started === undefined) {
        if (!(await options.access.isOn())) return reply.code(403).send(ownerError(OWNER_API_OFF_MESSAGE));
        await slowDownFailure(request, options);
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer realm="forms-host"')
          .send(ownerError('That token is not valid: it is wrong, or it was revoked (npm run owner -- token list shows the live ones)'));
      }
      const { principal } = started;
      return reply
        .setCookie(cookie.name, started.sessionId, { ...cookieOptions, maxAge: SESSION_LIFETIME_MS / 1000 })
        .send({ name: principal.name, portals: principal.portals, readOnly: principal.readOnly, csrfToken: started.csrfToken });
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        summary: 'Sign out: the session cookie is refused from now on',
        tags: ['session'],
        response: { 204: { description: 'Signed out', type: 'null' }, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const sessionId = request.cookies[cookie.name];
      if (request.ownerVia === 'session' && sessionId !== undefined) await options.sessions.end(sessionId);
      return reply.clearCookie(cookie.name, cookieOptions).code(204).send();
    },
  );
};
