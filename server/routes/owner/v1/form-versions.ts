import type { FastifyPluginAsync } from 'fastify';
import type { FormCatalog } from '../../../domain/forms/form-catalog.js';
import { mayReach, ownerError } from '../owner-request.js';
import { refused } from './forms.js';
import { versionDetailSchema, versionParamsSchema } from './schemas/form-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface FormVersionRoutesOptions {
  catalog: FormCatalog;
}

/** One published version of a form with its definition: what "restore as draft" starts from. */
export const formVersionRoutes: FastifyPluginAsync<FormVersionRoutesOptions> = async (app, { catalog }) => {
  app.get<{ Params: { portalId: string; formId: string; version: number } }>(
    '/portals/:portalId/forms/:formId/versions/:version',
    {
      schema: {
        tags: ['forms'],
        operationId: 'getFormVersion',
        summary: 'Get one published version of a form and its definition',
        description: '404 FORM_NOT_FOUND for a form the portal does not have, 404 VERSION_NOT_FOUND for a version the form does not have.',
        params: versionParamsSchema,
        response: { 200: versionDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { portalId, formId, version } = request.params;
      if (!mayReach(request, reply, portalId, 'read')) return reply;
      const found = await catalog.getVersion(portalId, formId, version);
      if (refused(reply, found)) return reply;
      if (found.value === undefined) return reply.code(404).send(ownerError(`form ${formId.toLowerCase()} has no version ${version}`, 'VERSION_NOT_FOUND'));
      return found.value;
    },
  );
};
