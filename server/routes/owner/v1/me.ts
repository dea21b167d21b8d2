import type { FastifyPluginAsync } from 'fastify';
import { portalsSchema } from './access-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

/** `GET /api/v1/me`: who the caller is, what it reaches, and (with the session cookie) its CSRF token. */
export const meRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        summary: 'The caller: its name, portals and rights',
        tags: ['session'],
        response: {
          200: {
            type: 'object',
            required: ['name', 'portals', 'readOnly', 'via'],
            properties: {
              name: { type: 'string' },
              portals: portalsSchema,
              readOnly: { type: 'boolean' },
              via: { type: 'string', enum: ['bearer', 'session'] },
              csrfToken: { type: 'string', description: 'With the session cookie only: what X-CSRF-Token must carry' },
            },
          },
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const { owner, ownerVia, ownerCsrfToken } = request;
      return { name: owner.name, portals: owner.portals, readOnly: owner.readOnly, via: ownerVia, ...(ownerCsrfToken === undefined ? {} : { csrfToken: ownerCsrfToken }) };
    },
  );
};
