import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { latestDefinition } from '../../../domain/forms/served-forms.js';
import { formNameOf } from '../../../domain/forms/wire-definition.js';
import { exportDefinition } from '../../../domain/leads/exports/export-definition.js';
import { exportFileName, type ExportFormat } from '../../../domain/leads/exports/export-leads.js';
import type { Leads } from '../../../domain/leads/leads.js';
import type { HostDatabase } from '../../../storage/open-database.js';
import type { HeaderStyle } from '../../../domain/leads/exports/export-columns.js';
import { ExportAbortedError } from '../../../domain/leads/exports/export-output.js';
import { attachmentDisposition } from '../download-headers.js';
import { mayReach } from '../owner-request.js';
import { leadFilterOf, type LeadFilterParams } from './leads.js';
import { exportAnswerSchema, exportLeadsQuerySchema } from './schemas/lead-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface LeadExportRoutesOptions {
  leads: Leads;
  /** The host's database: the form's name comes from its latest published version, the labels from all of them. */
  db: Kysely<HostDatabase>;
  /** ms since the epoch: the day in the file name. */
  now: () => number;
}

/**
 * `GET /api/v1/leads/export`: a form's leads that the filters select, oldest first, as CSV or
 * XLSX (server/domain/leads/exports/export-leads.ts), streamed a batch at a time. The columns are decided
 * before the answer starts, so bad input is still a 400; once it has started, a failure cuts the
 * connection and a client that goes away ends the export.
 */
export const leadExportRoutes: FastifyPluginAsync<LeadExportRoutesOptions> = async (app, { leads, db, now }) => {
  app.get<{ Querystring: LeadFilterParams & { formId: string; format: ExportFormat; headers: HeaderStyle } }>(
    '/leads/export',
    {
      schema: {
        tags: ['leads'],
        operationId: 'exportLeads',
        summary: "Export a form's leads as CSV or XLSX",
        description:
          "Every lead the filters select, oldest first, streamed. Columns: the time (UTC), the conversion id, the page, one per field (headed by the labels of the form's versions, the latest's first; a label two columns share gets the field name in brackets), then the consent record, then one per attribution key the leads hold (UTM source, …, Referrer, Landing page).",
        querystring: exportLeadsQuerySchema,
        response: { 200: exportAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { format, headers, ...params } = request.query;
      if (!mayReach(request, reply, params.portalId, 'read')) return reply;
      const filter = leadFilterOf(params);
      const formId = params.formId.toLowerCase();
      const [wire, definition] = await Promise.all([latestDefinition(db, params.portalId, formId), exportDefinition(db, params.portalId, formId)]);
      const prepared = await leads.prepareExport(filter, { format, headers, definition });
      const body = new PassThrough();
      prepared.writeTo(body).catch((error: unknown) => {
        if (error instanceof ExportAbortedError) return;
        request.log.error({ err: error }, 'lead export failed part way');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const fileName = exportFileName(wire === undefined ? formId : formNameOf(wire, formId), new Date(now()), format);
      return reply
        .header('Content-Type', prepared.contentType)
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
