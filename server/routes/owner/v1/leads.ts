import type { FastifyPluginAsync } from 'fastify';
import type { LeadFilter } from '../../../domain/leads/lead-query.js';
import type { Leads } from '../../../domain/leads/leads.js';
import type { StoredLead } from '../../../storage/lead-store.js';
import { mayReach } from '../owner-request.js';
import { leadFileUrl } from '../../../domain/leads/lead-file-url.js';
import { leadNotFound, reachableLead } from './lead-lookup.js';
import {
  deleteLeadAnswerSchema,
  eraseLeadsAnswerSchema,
  eraseLeadsBodySchema,
  leadDetailSchema,
  leadPageSchema,
  leadParamsSchema,
  listLeadsQuerySchema,
  spamBodySchema,
} from './schemas/lead-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface LeadRoutesOptions {
  leads: Leads;
}

/** The filter parameters of a lead list, an erasure or an export, as given. */
export interface LeadFilterParams {
  portalId: string;
  formId?: string;
  from?: string;
  to?: string;
  q?: string;
  spam?: boolean;
  source?: string;
  campaign?: string;
}

/** The domain's filter (server/domain/leads/lead-query.ts checks it; its `LeadQueryError` is answered 400). */
export function leadFilterOf(params: LeadFilterParams): LeadFilter {
  return {
    portalId: params.portalId,
    formId: params.formId?.toLowerCase(),
    createdFrom: params.from,
    createdTo: params.to,
    q: params.q,
    spam: params.spam,
    source: params.source,
    campaign: params.campaign,
  };
}

function leadSummary(lead: StoredLead) {
  return {
    conversionId: lead.conversionId,
    portalId: lead.portalId,
    formId: lead.formId,
    formVersion: lead.formVersion,
    createdAt: lead.createdAt,
    pageUrl: lead.pageUrl,
    spam: lead.spam,
    spamReason: lead.spamReason,
    attribution: lead.attribution,
    values: lead.values,
    // Where each file is downloaded; its place under DATA_DIR stays the host's.
    files: lead.files.map((file, index) => ({ field: file.field, name: file.name, size: file.size, contentType: file.contentType, url: leadFileUrl(lead.conversionId, index) })),
  };
}

const leadDetail = (lead: StoredLead) => ({ ...leadSummary(lead), context: lead.context, consent: lead.consent });

const TAGS = ['leads'];

/**
 * The leads of `/api/v1` (server/domain/leads/leads.ts does the work): list and search, get one,
 * mark as spam, erase one or by filter (audited under the caller's token name).
 */
export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (app, { leads }) => {
  app.get<{ Querystring: LeadFilterParams & { cursor?: string; limit: number } }>(
    '/leads',
    {
      schema: {
        tags: TAGS,
        operationId: 'listLeads',
        summary: 'List leads, newest first',
        description: 'One page of a portal\'s leads that every filter given selects; `nextCursor` gives the next.',
        querystring: listLeadsQuerySchema,
        response: { 200: leadPageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { cursor, limit, ...filter } = request.query;
      if (!mayReach(request, reply, filter.portalId, 'read')) return reply;
      const page = await leads.listLeads({ ...leadFilterOf(filter), cursor, limit });
      return { leads: page.leads.map(leadSummary), nextCursor: page.nextCursor };
    },
  );

  app.post<{ Body: LeadFilterParams & { formId: string; dryRun: boolean } }>(
    '/leads/erase',
    {
      schema: {
        tags: TAGS,
        operationId: 'eraseLeads',
        summary: "Erase a form's leads by filter",
        description: 'Their rows, search entries and uploaded files, audited. The filter must name a form; `dryRun` only counts.',
        body: eraseLeadsBodySchema,
        response: { 200: eraseLeadsAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { dryRun, ...filter } = request.body;
      if (!mayReach(request, reply, filter.portalId, 'write')) return reply;
      const result = await leads.deleteLeads(leadFilterOf(filter), { dryRun, actor: request.owner.name });
      return { dryRun, matched: result.count, erased: dryRun ? 0 : result.count, filesRemoved: result.filesRemoved, filesFailed: result.filesFailed };
    },
  );

  app.get<{ Params: { conversionId: string } }>(
    '/leads/:conversionId',
    {
      schema: {
        tags: TAGS,
        operationId: 'getLead',
        summary: 'Get a lead',
        description: 'Its values, context, files (each with its download URL), consent record, form version and spam mark.',
        params: leadParamsSchema,
        response: { 200: leadDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const lead = await reachableLead(leads, request, reply, request.params.conversionId);
      return lead === undefined ? reply : leadDetail(lead);
    },
  );

  app.patch<{ Params: { conversionId: string }; Body: { spam: boolean } }>(
    '/leads/:conversionId',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateLead',
        summary: 'Mark a lead as spam or not spam',
        params: leadParamsSchema,
        body: spamBodySchema,
        response: { 200: leadDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { conversionId } = request.params;
      const lead = await reachableLead(leads, request, reply, conversionId);
      if (lead === undefined || !mayReach(request, reply, lead.portalId, 'write')) return reply;
      // Erased meanwhile: answered as the unknown lead it now is.
      if (!(await leads.markSpam(conversionId, request.body.spam))) return leadNotFound(reply, conversionId);
      return leadDetail({ ...lead, spam: request.body.spam });
    },
  );

  app.delete<{ Params: { conversionId: string } }>(
    '/leads/:conversionId',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteLead',
        summary: 'Erase a lead',
        description: 'Its row, search entry and uploaded files, audited under the caller\'s token name.',
        params: leadParamsSchema,
        response: { 200: deleteLeadAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const lead = await reachableLead(leads, request, reply, request.params.conversionId);
      if (lead === undefined || !mayReach(request, reply, lead.portalId, 'write')) return reply;
      const result = await leads.deleteLead(lead.conversionId, request.owner.name);
      return { erased: result.count, filesRemoved: result.filesRemoved, filesFailed: result.filesFailed };
    },
  );
};
