import type { ServerResponse } from 'node:http';
import type { RequestTarget } from '../request-target.js';
import type { Route } from '../router.js';
import { errorBody, sendJson } from '../send.js';
import type { StoredSubmission, SubmissionStore } from '../storage/submission-store.js';
import { exportLeads, type ExportFormat } from '../domain/leads/export-leads.js';
import { createLeadStore } from '../storage/lead-store.js';
import type { HeaderStyle } from '../submissions/export-columns.js';
import { exportDefinition } from '../submissions/export-definition.js';
import { ExportAbortedError } from '../submissions/export-output.js';
import { checkFormIds } from './check-form-ids.js';
import { refusePortal, type OwnerGate } from './owner-access.js';
import { submissionFileUrl } from './owner-submission-files.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** A positive whole number from the query, `fallback` when absent, undefined when unusable. */
function positiveInteger(target: RequestTarget, name: string, fallback: number): number | undefined {
  const raw = target.query.get(name);
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
 * The site owner's read access to stored submissions:
 * `GET /api/submissions?portalId=&formId=&page=&pageSize=` (JSON, newest first), and
 * `GET /api/submissions.csv|.xlsx?portalId=&formId=[&headers=names]` (every submission, oldest
 * first, headed by the form's labels or with `headers=names` by the submitted names). All need
 * `Authorization: Bearer {token}` of a token that reaches the portal (server/routes/owner-access.ts).
 */
export function ownerSubmissionsRoute(options: { store: SubmissionStore; ownerGate: OwnerGate }): Route {
  return {
    name: 'owner-submissions',
    methods: ['GET'],
    pattern: /^\/api\/submissions(\.csv|\.xlsx)?$/,
    cors: 'none',
    async handle({ req, res, target, params }) {
      const principal = await options.ownerGate(req, res);
      if (!principal) return;
      const ids = checkFormIds(target.query.get('portalId') ?? '', target.query.get('formId') ?? '');
      if (!ids.ok) {
        sendJson(res, 400, ids.error);
        return;
      }
      if (!principal.mayRead(ids.portalId)) {
        refusePortal(res, principal, ids.portalId);
        return;
      }
      const exportType = params[0];
      if (exportType === '.csv' || exportType === '.xlsx') {
        const headers = target.query.get('headers') ?? 'labels';
        if (headers !== 'labels' && headers !== 'names') {
          sendJson(res, 400, errorBody('headers must be labels (the default) or names'));
          return;
        }
        await sendExport(res, exportType === '.csv' ? 'csv' : 'xlsx', headers, { ...options, ...ids });
        return;
      }
      const page = positiveInteger(target, 'page', 1);
      const requestedSize = positiveInteger(target, 'pageSize', DEFAULT_PAGE_SIZE);
      if (page === undefined || requestedSize === undefined) {
        sendJson(res, 400, errorBody('page and pageSize must be whole numbers from 1'));
        return;
      }
      const pageSize = Math.min(requestedSize, MAX_PAGE_SIZE);
      const result = await options.store.list({
        portalId: ids.portalId,
        formId: ids.formId,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      sendJson(res, 200, { total: result.total, page, pageSize, submissions: result.submissions.map(jsonSubmission) });
    },
  };
}

/**
 * Streams the export: the columns are decided (a first pass over the rows, a batch at a time)
 * before the answer starts, then the rows are written as they are read. A client that goes
 * away ends it quietly; a failure once the answer started cuts the connection.
 */
async function sendExport(
  res: ServerResponse,
  format: ExportFormat,
  headers: HeaderStyle,
  form: { store: SubmissionStore; portalId: string; formId: string },
): Promise<void> {
  const definition = await exportDefinition(form.store.db, form.portalId, form.formId);
  const leads = createLeadStore(form.store.db, form.store.dialect);
  const prepared = await exportLeads(leads, { portalId: form.portalId, formId: form.formId }, { format, headers, definition });
  res.writeHead(200, {
    'Content-Type': prepared.contentType,
    'Content-Disposition': `attachment; filename="${prepared.fileName}"`,
    'Cache-Control': 'no-store',
  });
  try {
    await prepared.writeTo(res);
  } catch (error) {
    if (!(error instanceof ExportAbortedError)) throw error;
  }
}
