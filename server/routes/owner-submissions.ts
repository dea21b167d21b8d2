import type { ServerResponse } from 'node:http';
import type { RequestTarget } from '../request-target.js';
import type { Route } from '../router.js';
import { errorBody, sendBytes, sendJson } from '../send.js';
import type { StoredSubmission, SubmissionStore } from '../storage/submission-store.js';
import { exportColumns, type ExportColumn, type HeaderStyle } from '../submissions/export-columns.js';
import { exportDefinition } from '../submissions/export-definition.js';
import { submissionsCsv } from '../submissions/submissions-csv.js';
import { submissionsXlsx } from '../submissions/submissions-xlsx.js';
import { checkFormIds } from './check-form-ids.js';
import { ownerMayRead } from './owner-access.js';
import { submissionFileUrl } from './owner-submission-files.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Rows read per query while building an export. */
const EXPORT_BATCH = 500;

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

async function allSubmissions(store: SubmissionStore, portalId: string, formId: string): Promise<StoredSubmission[]> {
  const all: StoredSubmission[] = [];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const page = await store.list({ portalId, formId, limit: EXPORT_BATCH, offset, order: 'oldest' });
    all.push(...page.submissions);
    if (page.submissions.length < EXPORT_BATCH) return all;
  }
}

const EXPORT_TYPES = {
  '.csv': { contentType: 'text/csv; charset=utf-8', write: (columns, rows) => Promise.resolve(submissionsCsv(columns, rows)) },
  '.xlsx': { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', write: submissionsXlsx },
} satisfies Record<string, { contentType: string; write: (columns: ExportColumn[], rows: StoredSubmission[]) => Promise<string | Buffer> }>;
type ExportType = keyof typeof EXPORT_TYPES;

/**
 * The site owner's read access to stored submissions:
 * `GET /api/submissions?portalId=&formId=&page=&pageSize=` (JSON, newest first), and
 * `GET /api/submissions.csv|.xlsx?portalId=&formId=[&headers=names]` (every submission, oldest
 * first, headed by the form's labels or with `headers=names` by the submitted names). All need
 * `Authorization: Bearer {ADMIN_TOKEN}`; without a configured token they are off (403).
 */
export function ownerSubmissionsRoute(options: { store: SubmissionStore; adminToken: string | undefined; formsDir: string }): Route {
  return {
    name: 'owner-submissions',
    methods: ['GET'],
    pattern: /^\/api\/submissions(\.csv|\.xlsx)?$/,
    cors: 'none',
    async handle({ req, res, target, params }) {
      if (!ownerMayRead(req, res, options.adminToken)) return;
      const ids = checkFormIds(target.query.get('portalId') ?? '', target.query.get('formId') ?? '');
      if (!ids.ok) {
        sendJson(res, 400, ids.error);
        return;
      }
      const exportType = params[0];
      if (exportType === '.csv' || exportType === '.xlsx') {
        const headers = target.query.get('headers') ?? 'labels';
        if (headers !== 'labels' && headers !== 'names') {
          sendJson(res, 400, errorBody('headers must be labels (the default) or names'));
          return;
        }
        await sendExport(res, exportType, headers, { ...options, ...ids });
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

async function sendExport(
  res: ServerResponse,
  type: ExportType,
  headers: HeaderStyle,
  form: { store: SubmissionStore; formsDir: string; portalId: string; formId: string },
): Promise<void> {
  const rows = await allSubmissions(form.store, form.portalId, form.formId);
  const columns = exportColumns(rows, await exportDefinition(form.formsDir, form.portalId, form.formId), headers);
  const { contentType, write } = EXPORT_TYPES[type];
  sendBytes(res, 200, await write(columns, rows), {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="submissions-${form.formId}${type}"`,
    'Cache-Control': 'no-store',
  });
}
