import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { Leads } from '../../../domain/leads/leads.js';
import { downloadHeaders } from '../download-headers.js';
import { storedFilePath } from '../../../domain/uploads/stored-file-path.js';
import { ownerError } from '../owner-request.js';
import { reachableLead } from './lead-lookup.js';
import { fileAnswerSchema, leadFileParamsSchema } from './schemas/lead-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface LeadFileRoutesOptions {
  leads: Leads;
  /** Where the uploads are (each lead records its files relative to it). */
  dataDir: string;
}

/**
 * `GET /api/v1/leads/{conversionId}/files/{n}`: an uploaded file, streamed from DATA_DIR (never
 * from outside it) as an attachment with the safe headers of server/routes/owner/download-headers.ts.
 */
export const leadFileRoutes: FastifyPluginAsync<LeadFileRoutesOptions> = async (app, { leads, dataDir }) => {
  app.get<{ Params: { conversionId: string; n: number } }>(
    '/leads/:conversionId/files/:n',
    {
      schema: {
        tags: ['leads'],
        operationId: 'downloadLeadFile',
        summary: "Download a lead's uploaded file",
        params: leadFileParamsSchema,
        response: { 200: fileAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { conversionId, n } = request.params;
      const lead = await reachableLead(leads, request, reply, conversionId);
      if (lead === undefined) return reply;
      const file = lead.files[n];
      if (file === undefined) return reply.code(404).send(ownerError(`lead "${conversionId}" has no file ${n} (it has ${lead.files.length})`, 'FILE_NOT_FOUND'));
      const located = await storedFilePath(dataDir, file.path);
      const size = located.ok ? await stat(located.path).then((info) => (info.isFile() ? info.size : undefined), () => undefined) : undefined;
      if (!located.ok || size === undefined) {
        // A path that leaves DATA_DIR is answered like a missing file: nothing is read either way.
        return reply.code(404).send(ownerError(`file ${n} ("${file.name}") of lead "${conversionId}" is missing from the host's storage`, 'FILE_NOT_FOUND'));
      }
      return reply.headers(downloadHeaders(file, size)).send(createReadStream(located.path));
    },
  );
};
