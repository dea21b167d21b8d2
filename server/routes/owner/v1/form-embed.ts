import type { FastifyPluginAsync } from 'fastify';
import { embedCode, publicOrigin, readPinnedBuild } from '../../../domain/forms/embed-code.js';
import type { FormCatalog } from '../../../domain/forms/form-catalog.js';
import { mayReach, ownerError } from '../owner-request.js';
import { refused } from './forms.js';
import { embedCodeSchema, formParamsSchema } from './schemas/form-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface FormEmbedRoutesOptions {
  catalog: FormCatalog;
  /** Where the build is: its pinned.json names the pinned embed. */
  distDir: string;
  /** PUBLIC_URL: the origin site owners' pages reach the host at. */
  publicUrl?: string | undefined;
}

/** The embed code of a published form: the script URL on this host, the pinned variant and the ids. */
export const formEmbedRoutes: FastifyPluginAsync<FormEmbedRoutesOptions> = async (app, { catalog, distDir, publicUrl }) => {
  app.get<{ Params: { portalId: string; formId: string } }>(
    '/portals/:portalId/forms/:formId/embed',
    {
      schema: {
        tags: ['forms'],
        operationId: 'getFormEmbedCode',
        summary: 'Get what a site owner pastes to embed a form',
        description:
          'The script URL of embed.js on this host, the pinned build with its integrity hash, and the ids for `hbspt.forms.create`. ' +
          '409 NOT_PUBLISHED before the first publish, 409 FORM_ARCHIVED for an archived form (neither shows anything on a page).',
        params: formParamsSchema,
        response: { 200: embedCodeSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'read')) return reply;
      const detail = await catalog.get(portalId, formId);
      if (refused(reply, detail)) return reply;
      const { summary } = detail.value;
      if (summary.publishedVersion === null) {
        return reply.code(409).send(ownerError(`form ${summary.guid} is not published yet: publish it first`, 'NOT_PUBLISHED'));
      }
      if (summary.archivedAt !== null) {
        return reply.code(409).send(ownerError(`form ${summary.guid} is archived: take it out of the archive first`, 'FORM_ARCHIVED'));
      }
      const pinned = await readPinnedBuild(distDir);
      return embedCode({ portalId, formId: summary.guid }, publicOrigin(publicUrl, request), pinned);
    },
  );
};
