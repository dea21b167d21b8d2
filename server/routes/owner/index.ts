import { setTimeout as wait } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createLeads } from '../../domain/leads/leads.js';
import { failedAttempts } from '../../domain/owner-access/failed-attempts.js';
import { createOwnerAccess } from '../../domain/owner-access/owner-access.js';
import { createOwnerSessions } from '../../domain/owner-access/owner-sessions.js';
import type { OwnerPrincipal } from '../../domain/owner-access/owner-principal.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { logRequestError } from '../../log.js';
import { rateLimitCounter } from '../../storage/rate-limit-counter.js';
import { createLeadStore } from '../../storage/lead-store.js';
import { createOwnerSessionStore } from '../../storage/owner-session-store.js';
import { createOwnerTokenStore } from '../../storage/owner-token-store.js';
import { OWNER_API_V1_PREFIX, ownerAccessHook } from './owner-auth.js';
import { ownerError } from './owner-request.js';
import { sessionCookie } from './session-cookie.js';
import { ownerSubmissionFilesRoutes } from './submission-files.js';
import { ownerSubmissionsRoutes } from './submissions.js';
import { ownerTrackingRoutes } from './tracking.js';
import { ownerApiV1 } from './v1/index.js';

export type OwnerRoutesOptions = HostPluginOptions;

/** Errors of the owner routes in their own shape: a schema's or a parser's 4xx says what is wrong; anything else is a logged 500. */
function ownerErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(ownerError(error.message));
  logRequestError(request.raw, error);
  return reply.code(500).send(ownerError('Internal server error'));
}

/**
 * Everything site owners call: the versioned API under `/api/v1/` and the older `/api/submissions`
 * and `/api/tracking` routes. One access hook guards them all (owner-auth.ts); their answers
 * carry helmet's security headers (the public routes keep their own, which other origins' pages
 * need). Preflights and CORS headers of owner paths are the app's (server/http/cors.ts: none).
 */
export const ownerRoutes: FastifyPluginAsync<OwnerRoutesOptions> = async (app, { host }) => {
  const { options, store } = host;
  const trustProxy = options.trustProxy === true;
  const access = createOwnerAccess({ tokens: createOwnerTokenStore(store.db), adminToken: options.adminToken, now: host.clock });
  const failures = failedAttempts({ counter: rateLimitCounter(store.db), now: host.clock, sleep: options.sleep ?? ((ms) => wait(ms)) });
  const sessions = createOwnerSessions({ store: createOwnerSessionStore(store.db), access, adminToken: options.adminToken, now: host.clock });
  const cookieSettings = sessionCookie(options.publicUrl);

  app.decorateRequest('owner', null as unknown as OwnerPrincipal);
  app.decorateRequest('ownerVia', null as unknown as 'bearer');
  app.decorateRequest('ownerCsrfToken', undefined);
  await app.register(cookie);
  await app.register(helmet);
  app.addHook('onRequest', ownerAccessHook({ access, failures, sessions, cookie: cookieSettings, trustProxy }));
  app.setErrorHandler(ownerErrorHandler);

  await app.register(ownerSubmissionsRoutes, { store });
  await app.register(ownerSubmissionFilesRoutes, { store, dataDir: host.dataDir });
  await app.register(ownerTrackingRoutes, { tracking: host.tracking });
  await app.register(ownerApiV1, {
    prefix: OWNER_API_V1_PREFIX,
    session: { access, sessions, failures, cookie: cookieSettings, trustProxy },
    leads: createLeads({ store: createLeadStore(store.db, store.dialect, host.leadEvents), dataDir: host.dataDir, now: host.clock }),
    resources: {
      db: store.db,
      dialect: store.dialect,
      dataDir: host.dataDir,
      now: host.clock,
      distDir: options.distDir,
      publicUrl: options.publicUrl,
      leadEvents: host.leadEvents,
    },
  });
};
