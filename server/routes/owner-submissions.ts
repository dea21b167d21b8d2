import type { ServerResponse } from 'node:http';
import type { RequestTarget } from '../request-target.js';
import type { Route } from '../router.js';
import { errorBody, sendBytes, sendJson } from '../send.js';
import type { StoredSubmission, SubmissionStore } from '../storage/submission-store.js';
import { submissionsCsv } from '../submissions/submissions-csv.js';
import { checkFormIds } from './check-form-ids.js';
import { ownerMayRead } from './owner-access.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Rows read per query while building a CSV export. */
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
    files: submission.files,
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

/**
 * The site owner's read access to stored submissions:
 * `GET /api/submissions?portalId=&formId=&page=&pageSize=` (JSON, newest first) and
 * `GET /api/submissions.csv?portalId=&formId=` (every submission, oldest first). Both need
 * `Authorization: Bearer {ADMIN_TOKEN}`; without a configured token they do not exist (404).
 */
export function ownerSubmissionsRoute(options: { store: SubmissionStore; adminToken: string | undefined }): Route {
  return {
    name: 'owner-submissions',
    methods: ['GET'],
    pattern: /^\/api\/submissions(\.csv)?$/,
    cors: 'none',
    async handle({ req, res, target, params }) {
      if (!ownerMayRead(req, res, options.adminToken)) return;
      const ids = checkFormIds(target.query.get('portalId') ?? '', target.query.get('formId') ?? '');
      if (!ids.ok) {
        sendJson(res, 400, ids.error);
        return;
      }
      if (params[0] === '.csv') {
        await sendCsv(res, options.store, ids.portalId, ids.formId);
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

async function sendCsv(res: ServerResponse, store: SubmissionStore, portalId: string, formId: string): Promise<void> {
  const csv = submissionsCsv(await allSubmissions(store, portalId, formId));
  sendBytes(res, 200, csv, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="submissions-${formId}.csv"`,
    'Cache-Control': 'no-store',
  });
}
