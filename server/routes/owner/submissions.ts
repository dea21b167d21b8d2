import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { exportLeads, type ExportFormat } from '../../domain/leads/exports/export-leads.js';
import { createLeadStore } from '../../storage/lead-store.js';
import type { StoredSubmission, SubmissionStore } from '../../storage/submission-store.js';
import type { HeaderStyle } from '../../domain/leads/exports/export-columns.js';
import { exportDefinition } from '../../domain/leads/exports/export-definition.js';
import { ExportAbortedError } from '../../domain/leads/exports/export-output.js';
import { checkFormIds } from '../check-form-ids.js';
import { mayReach, ownerError, queryParam } from './owner-request.js';
import { submissionFileUrl } from './submission-files.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** A positive whole number from the query, `fallback` when absent, undefined when unusable. */
function positiveInteger(request: FastifyRequest, name: string, fallback: number): number | undefined {
  const raw = queryParam(request, name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

function jsonSubmission(submission: StoredSubmission) {
  return {
    conversionId: submission.conversionId,
    createdAt: submission.createdAt,
    pageUrl: submission.pageUrl,
    values: submission.values,
    context: submission.context,
    // Where the owner downloads each file (`files/{n}`, n its place in this list).
    files: submission.files.map((file, index) => ({ ...file, url: submissionFileUrl(submission.conversionId, index) })),
    consent: submission.consent,
  };
}

/**
 * Streams the export: the columns are decided (a first pass over the rows, a batch at a time)
 * before the answer starts, then the rows are written as they are read. A client that goes away
 * ends it quietly; a failure once the answer started cuts the connection.
 */
async function sendExport(reply: FastifyReply, store: SubmissionStore, format: ExportFormat, headers: HeaderStyle, ids: { portalId: string; formId: string }) {
  const definition = await exportDefinition(store.db, ids.portalId, ids.formId);
  const leads = createLeadStore(store.db, store.dialect);
  const prepared = await exportLeads(leads, ids, { format, headers, definition });
  const body = new PassThrough();
  prepared.writeTo(body).catch((error: unknown) => body.destroy(error instanceof ExportAbortedError ? undefined : (error as Error)));
  return reply
    .header('Content-Type', prepared.contentType)
    .header('Content-Disposition', `attachment; filename="${prepared.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/**
 * The site owner's read access to stored submissions, as documented before `/api/v1/`:
 * `GET /api/submissions?portalId=&formId=&page=&pageSize=` (JSON, newest first), and
 * `GET /api/submissions.csv|.xlsx?portalId=&formId=[&headers=names]` (every submission, oldest
 * first, headed by the form's labels or with `headers=names` by the submitted names). The owner
 * access hook (owner-auth.ts) has let a bearer token through; it must reach the portal.
 */
export const ownerSubmissionsRoutes: FastifyPluginAsync<{ store: SubmissionStore }> = async (app, { store }) => {
  const handle = (exportFormat: ExportFormat | undefined) => async (request: FastifyRequest, reply: FastifyReply) => {
    const ids = checkFormIds(queryParam(request, 'portalId') ?? '', queryParam(request, 'formId') ?? '');
    if (!ids.ok) return reply.code(400).send(ids.error);
    if (!mayReach(request, reply, ids.portalId, 'read')) return reply;
    if (exportFormat !== undefined) {
      const headers = queryParam(request, 'headers') ?? 'labels';
      if (headers !== 'labels' && headers !== 'names') return reply.code(400).send(ownerError('headers must be labels (the default) or names'));
      return sendExport(reply, store, exportFormat, headers, ids);
    }
    const page = positiveInteger(request, 'page', 1);
    const requestedSize = positiveInteger(request, 'pageSize', DEFAULT_PAGE_SIZE);
    if (page === undefined || requestedSize === undefined) return reply.code(400).send(ownerError('page and pageSize must be whole numbers from 1'));
    const pageSize = Math.min(requestedSize, MAX_PAGE_SIZE);
    const result = await store.list({ portalId: ids.portalId, formId: ids.formId, limit: pageSize, offset: (page - 1) * pageSize });
    return reply.send({ total: result.total, page, pageSize, submissions: result.submissions.map(jsonSubmission) });
  };
  app.get('/api/submissions', handle(undefined));
  app.get('/api/submissions.csv', handle('csv'));
  app.get('/api/submissions.xlsx', handle('xlsx'));
};
