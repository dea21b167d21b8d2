import swagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import type { Leads } from '../../../domain/leads/leads.js';
import { ownerError } from '../owner-request.js';
import { auditRoutes } from './audit.js';
import { meRoutes } from './me.js';
import { openApiRoutes } from './openapi.js';
import { OWNER_SECURITY } from './schemas/shared-schemas.js';
import { ownerResourceRoutes, type OwnerResourceOptions } from './resources.js';
import { sessionRoutes, type SessionRoutesOptions } from './session.js';


export interface OwnerApiV1Options {
  session: SessionRoutesOptions;
  leads: Leads;
  /** What the `/api/v1` resources (forms, leads, exports, files) are built on. */
  resources: OwnerResourceOptions;
}

/**
 * The `/api/v1` scope: the OpenAPI document is gathered from every route registered in it (so
 * `@fastify/swagger` comes first), each route named with how it is called (a bearer token or the
 * session cookie; none for the document and signing in). The owner access hook and the CSRF rule
 * are the owner scope's (server/routes/owner/owner-auth.ts), set before this scope is registered.
 */
export const ownerApiV1: FastifyPluginAsync<OwnerApiV1Options> = async (app, options) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Forms host owner API',
        version: '1',
        description:
          'Forms, leads, exports and files of the portals a token reaches. Call it with `Authorization: Bearer <token>` ' +
          '(npm run owner -- token create) or, from the console, with the session cookie of POST /api/v1/session, ' +
          'whose changes (POST, PUT, PATCH, DELETE) carry the X-CSRF-Token header.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A token of npm run owner -- token create, or ADMIN_TOKEN' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: options.session.cookie.name, description: 'The session of POST /api/v1/session' },
        },
      },
    },
    // A route says how it is called; one readable without credentials says so with an empty list.
    transform: ({ schema, url, route }) => {
      const isPublic = route.config?.ownerAccess === 'public';
      return { schema: { ...schema, security: schema.security ?? (isPublic ? [] : OWNER_SECURITY) }, url };
    },
  });
  // Behind the access hook like the routes: only an owner learns that a path is not one.
  app.setNotFoundHandler((request, reply) => reply.code(404).send(ownerError(`No owner API route answers ${request.method} ${request.url.split('?')[0]}`)));
  await app.register(openApiRoutes);
  await app.register(sessionRoutes, options.session);
  await app.register(meRoutes);
  await app.register(auditRoutes, { leads: options.leads });
  await app.register(ownerResourceRoutes, options.resources);
};
