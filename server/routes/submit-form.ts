import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FormDefinition } from '../../src/core/form-definition.js';
import { normalizeDefinition } from '../../src/core/normalize-definition.js';
import {
  CAPTCHA_RESPONSE_FIELD,
  HS_CONTEXT_FIELD,
  IDEMPOTENCY_HEADER,
  type SubmitErrorWire,
  type SubmitSuccessWire,
} from '../../src/core/submission/submit-wire.js';
import { isUnpublished, readServableDefinition } from '../fixture-store.js';
import { logRequestError } from '../log.js';
import type { Route } from '../router.js';
import { errorBody, sendJson } from '../send.js';
import type { StoredFile, SubmissionStore } from '../storage/submission-store.js';
import { revalidate, validationErrorBody } from '../submissions/revalidate.js';
import { readMultipart, type MultipartFailure, type ReceivedFile } from '../uploads/read-multipart.js';
import { checkFormIds } from './check-form-ids.js';

/** 1 to 200 letters, digits, '-' or '_' (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,200}$/;

/** Where uploads wait until their submission is accepted; '.' keeps it apart from every key. */
const STAGING_FOLDER = '.incoming';

/** Removes uploads a stopped host left half-received (call before the host takes requests). */
export async function clearStagedUploads(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, 'uploads', STAGING_FOLDER), { recursive: true, force: true });
}

export interface SubmitRouteOptions {
  formsDir: string;
  dataDir: string;
  store: SubmissionStore;
  /** Largest file part, in bytes (104857600 by default). */
  maxFileBytes?: number;
  /** The clock the validators read (dates); tests may fix it. */
  now?: () => number;
}

const submitError = (code: string): SubmitErrorWire => ({ formSubmissionError: code });

const FAILURE_STATUS: Record<Exclude<MultipartFailure, 'aborted'>, number> = {
  notMultipart: 415,
  malformed: 400,
  invalidContext: 400,
  tooManyFields: 413,
  fieldTooLarge: 413,
  tooManyFiles: 413,
  fileTooLarge: 413,
};

/** `pageUrl` of `hs_context`, when it is a string. */
function pageUrlOf(contextJson: string | undefined): string | null {
  if (contextJson === undefined) return null;
  const context: unknown = JSON.parse(contextJson);
  if (typeof context !== 'object' || context === null || Array.isArray(context)) return null;
  const pageUrl = (context as { pageUrl?: unknown }).pageUrl;
  return typeof pageUrl === 'string' && pageUrl !== '' ? pageUrl : null;
}

/**
 * Moves the accepted uploads to `uploads/{key}`. A folder already there came from an earlier
 * send of the same submission (same key): it is kept and this copy is dropped.
 */
async function placeUploads(stagingDir: string, finalDir: string): Promise<void> {
  await mkdir(path.dirname(finalDir), { recursive: true });
  try {
    await rename(stagingDir, finalDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    await rm(stagingDir, { recursive: true, force: true });
  }
}

function successBody(definition: FormDefinition, conversionId: string): SubmitSuccessWire {
  const body: SubmitSuccessWire = { conversionId, formGuid: definition.guid };
  const redirectUrl = definition.redirectUrl.trim();
  if (redirectUrl !== '') body.redirectUrl = redirectUrl;
  else body.inlineMessage = definition.inlineMessage;
  return body;
}

/**
 * POST submissions/v3/public/submit/formsnext/multipart/{portalId}/{formGuid} (spec section 7,
 * call 7; wire shapes in src/core/submission/submit-wire.ts). Checks the form, reads the
 * multipart body, checks the values again with the embed's rules and stores the submission
 * once per `Idempotency-Key`: a repeat answers the first conversion id and stores nothing.
 */
export function submitFormRoute(options: SubmitRouteOptions): Route {
  const now = options.now ?? Date.now;
  return {
    name: 'submit-form',
    methods: ['POST'],
    pattern: /^\/submissions\/v3\/public\/submit\/formsnext\/multipart\/([^/]+)\/([^/]+)\/?$/,
    cors: 'api',
    async handle({ req, res, params }) {
      const [portalId = '', rawFormId = ''] = params;
      const stagingDir = path.join(options.dataDir, 'uploads', STAGING_FOLDER, randomUUID());
      try {
        await submit(req, res, portalId, rawFormId, stagingDir);
      } catch (error) {
        logRequestError(req, error);
        await rm(stagingDir, { recursive: true, force: true }).catch(() => undefined);
        if (!res.headersSent) sendJson(res, 500, submitError('SERVER_ERROR'));
        else res.destroy();
      }
    },
  };

  async function submit(req: IncomingMessage, res: ServerResponse, portalId: string, rawFormId: string, stagingDir: string) {
    const ids = checkFormIds(portalId, rawFormId);
    if (!ids.ok) {
      sendJson(res, 400, ids.error);
      return;
    }
    const fixture = await readServableDefinition(options.formsDir, portalId, [`${ids.formId}.json`], true);
    if (fixture.kind === 'missing') {
      sendJson(res, 404, submitError('FORM_NEVER_EXISTED'));
      return;
    }
    if (fixture.kind === 'directive') {
      // A form that cannot even be loaded (bot block, closed, ...) takes no submissions.
      sendJson(res, 400, submitError('SUBMISSION_NOT_ALLOWED'));
      return;
    }
    if (isUnpublished(fixture.definition)) {
      sendJson(res, 400, submitError('FORM_NOT_PUBLISHED'));
      return;
    }
    const key = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      sendJson(res, 400, errorBody(`${IDEMPOTENCY_HEADER} header must be 1-200 characters of A-Z, a-z, 0-9, - and _`));
      return;
    }
    const normalized = normalizeDefinition(fixture.definition);
    if (!normalized.ok) throw new Error(`Form ${ids.formId} cannot be read: ${normalized.error}`);
    const definition = normalized.value.definition;
    const fileFields = new Set(
      Object.values(definition.fields)
        .filter((field) => field.inputKind === 'file')
        .map((field) => field.id),
    );

    const read = await readMultipart(req, {
      stagingDir,
      ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }),
      contextField: HS_CONTEXT_FIELD,
      droppedFields: [CAPTCHA_RESPONSE_FIELD],
      acceptsFile: (field) => fileFields.has(field),
    });
    if (!read.ok) {
      if (read.failure === 'aborted') return;
      const status = FAILURE_STATUS[read.failure];
      sendJson(res, status, read.failure === 'fileTooLarge' ? submitError('FILE_TOO_LARGE') : errorBody(read.message));
      return;
    }
    const { fields, contextJson, files } = read.submission;

    const refused = revalidate(definition, { fields, files }, now());
    if (refused.length > 0) {
      await rm(stagingDir, { recursive: true, force: true });
      sendJson(res, 400, validationErrorBody(refused));
      return;
    }

    const storedFiles = files.map((file: ReceivedFile): StoredFile => ({
      field: file.field,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      path: `uploads/${key}/${file.storedName}`,
    }));
    // Files first: a crash between the two leaves files without a row, which the retry of
    // the same submission (same key) then stores, rather than a row without its files.
    if (files.length > 0) await placeUploads(stagingDir, path.join(options.dataDir, 'uploads', key));
    const saved = await options.store.saveOnce({
      idempotencyKey: key,
      portalId,
      formId: ids.formId,
      values: Object.fromEntries(fields),
      contextJson: contextJson ?? null,
      files: storedFiles,
      pageUrl: pageUrlOf(contextJson),
    });
    sendJson(res, 200, successBody(definition, saved.conversionId));
  }
}
