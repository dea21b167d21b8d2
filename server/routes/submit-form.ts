import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FormDefinition } from '../../src/core/form-definition.js';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition.js';
import {
  CAPTCHA_RESPONSE_FIELD,
  HS_CONTEXT_FIELD,
  IDEMPOTENCY_HEADER,
  PAGE_ORIGIN_FIELD,
  type SubmitErrorWire,
  type SubmitSuccessWire,
} from '../../src/core/submission/submit-wire.js';
import type { LiveVersion, ServedForms } from '../domain/forms/served-forms.js';
import { fileFieldsOf, rulesToEnforce, versionToCheck } from '../domain/forms/submission-rules.js';
import { FORM_VERSION_META } from '../domain/forms/wire-definition.js';
import { logRequestError } from '../log.js';
import { setRetryAfter, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Route } from '../router.js';
import { errorBody, sendJson, type ErrorBody } from '../send.js';
import type { StoredFile, SubmissionStore } from '../storage/submission-store.js';
import { consentRecord } from '../submissions/consent-record.js';
import { answerNativePost, readNativePost, takeNativePost, type NativePost } from '../submissions/native-post.js';
import { originAllowed, portalOriginsOf } from '../submissions/portal-origins.js';
import { revalidate, validationErrorBody } from '../submissions/revalidate.js';
import { DEFAULT_MAX_SUBMISSION_BYTES, readMultipart, type MultipartFailure, type ReceivedFile } from '../uploads/read-multipart.js';
import { placeUploads } from '../uploads/staged-uploads.js';
import { checkFormIds } from './check-form-ids.js';

/** 1 to 200 letters, digits, '-' or '_' (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,200}$/;

export interface SubmitRouteOptions {
  /** The forms and their versions (server/domain/forms/served-forms.ts). */
  forms: ServedForms;
  dataDir: string;
  /** This host process's staging folder (`ownStagingDir`), removed when it stops. */
  stagingDir: string;
  store: SubmissionStore;
  /** Largest file part, in bytes (104857600 by default). */
  maxFileBytes?: number;
  /** Largest whole body, in bytes (`DEFAULT_MAX_SUBMISSION_BYTES` by default). */
  maxSubmissionBytes?: number;
  /** Most fields (1000 by default). */
  maxFields?: number;
  /** Counts each request against its client's limit (none when unset). */
  rateLimit?: RateLimiter;
  /** Page origins allowed per portal (FormsHostOptions.portalOrigins); unset: any. */
  portalOrigins?: Readonly<Record<string, readonly string[]>>;
  /** The clock the validators read (dates); tests may fix it. */
  now?: () => number;
  /** Checks a captcha token (`g-recaptcha-response`) of a form with `captchaEnabled`; without it every token is refused. */
  verifyCaptcha?: (token: string | undefined) => boolean;
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
  bodyTooLarge: 413,
};

/** `hs_context` as an object (readMultipart already checked it is JSON); empty when none was sent or it is not an object. */
function contextOf(contextJson: string | undefined): Readonly<Record<string, unknown>> {
  if (contextJson === undefined) return {};
  const context: unknown = JSON.parse(contextJson);
  return typeof context === 'object' && context !== null && !Array.isArray(context) ? (context as Record<string, unknown>) : {};
}

/** `pageUrl` of `hs_context`, when it is a string. */
function pageUrlOf(context: Readonly<Record<string, unknown>>): string | null {
  const { pageUrl } = context;
  return typeof pageUrl === 'string' && pageUrl !== '' ? pageUrl : null;
}

/** The form version the page loaded (`formVersion` of `hs_context`, from the definition's metaData), when it names one. */
function pageFormVersionOf(context: Readonly<Record<string, unknown>>): number | undefined {
  const named = context[FORM_VERSION_META];
  const number = typeof named === 'string' && /^\d{1,9}$/.test(named) ? Number(named) : named;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

interface NormalizedVersion {
  version: number;
  definition: FormDefinition;
}

function normalizedVersion(formId: string, live: LiveVersion): NormalizedVersion {
  const normalized = normalizeDefinition(live.definition);
  if (!normalized.ok) throw new Error(`Form ${formId} version ${live.version} cannot be read: ${normalized.error}`);
  return { version: live.version, definition: normalized.value.definition };
}

/**
 * The reference host is one portal that allows sharing the visitor's analytics values with the
 * other sites a form redirects to (spec section 4 "Redirect"), so every answer says so.
 */
function successBody(definition: FormDefinition, conversionId: string): SubmitSuccessWire {
  const body: SubmitSuccessWire = { conversionId, formGuid: definition.guid, automaticLinker: true };
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
  const portalOrigins = portalOriginsOf(options.portalOrigins);
  return {
    name: 'submit-form',
    methods: ['POST'],
    pattern: /^\/submissions\/v3\/public\/submit\/formsnext\/multipart\/([^/]+)\/([^/]+)\/?$/,
    cors: 'api',
    async handle({ req, res, params }) {
      const [portalId = '', rawFormId = ''] = params;
      const stagingDir = path.join(options.stagingDir, randomUUID());
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
    const headerKey = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const badKey = () => errorBody(`${IDEMPOTENCY_HEADER} header must be 1-200 characters of A-Z, a-z, 0-9, - and _`);
    /** A native post into the hidden frame (no header; spec section 4 "Submission") is answered with the result page. */
    let native: NativePost | undefined;
    const answer = (status: number, body: SubmitSuccessWire | SubmitErrorWire | ErrorBody, formGuid: string = rawFormId) => {
      if (native) answerNativePost(res, native, formGuid, status, body);
      else sendJson(res, status, body);
    };
    /** Refused before the body was read: a request without the header may be a native post, which the body tells. */
    const refuse = async (status: number, body: SubmitErrorWire | ErrorBody, formGuid?: string) => {
      if (headerKey === undefined) native = await readNativePost(req, stagingDir);
      answer(status, body, formGuid);
    };
    // Every send counts, a repeat under the same key too: the embed's retries are few and spaced.
    const verdict = await options.rateLimit?.(req);
    if (verdict && !verdict.allowed) {
      setRetryAfter(res, verdict);
      await refuse(429, submitError('TOO_MANY_REQUESTS'));
      return;
    }
    const ids = checkFormIds(portalId, rawFormId);
    if (!ids.ok) {
      await refuse(400, ids.error);
      return;
    }
    // A native post is a navigation: browsers send its Origin too, so both paths are checked alike.
    if (!originAllowed(portalOrigins, portalId, req.headers.origin)) {
      await refuse(403, submitError('SUBMISSION_NOT_ALLOWED'), ids.formId);
      return;
    }
    const form = await options.forms.forSubmission(portalId, ids.formId);
    if (form.kind === 'missing') {
      await refuse(404, submitError('FORM_NEVER_EXISTED'), ids.formId);
      return;
    }
    if (form.kind === 'closed') {
      // A form that cannot even be loaded (bot block, closed, ...) takes no submissions.
      await refuse(400, submitError('SUBMISSION_NOT_ALLOWED'), ids.formId);
      return;
    }
    if (form.kind === 'unpublished') {
      await refuse(400, submitError('FORM_NOT_PUBLISHED'), ids.formId);
      return;
    }
    if (headerKey !== undefined && (typeof headerKey !== 'string' || !IDEMPOTENCY_KEY.test(headerKey))) {
      sendJson(res, 400, badKey());
      return;
    }
    const latest = normalizedVersion(ids.formId, form.latest);
    const recent = form.recent.map((live) => normalizedVersion(ids.formId, live));
    // The version is named in hs_context, which may come after the files: any live version's file fields are taken.
    const fileFields = fileFieldsOf([latest, ...recent].map((version) => version.definition));

    const read = await readMultipart(req, {
      stagingDir,
      ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }),
      ...(options.maxFields === undefined ? {} : { maxFields: options.maxFields }),
      maxBodyBytes: options.maxSubmissionBytes ?? DEFAULT_MAX_SUBMISSION_BYTES,
      contextField: HS_CONTEXT_FIELD,
      acceptsFile: (field) => fileFields.has(field),
    });
    if (!read.ok) {
      if (read.failure === 'aborted') return;
      const status = FAILURE_STATUS[read.failure];
      sendJson(res, status, read.failure === 'fileTooLarge' ? submitError('FILE_TOO_LARGE') : errorBody(read.message));
      return;
    }
    const { fields, contextJson, files } = read.submission;
    const context = contextOf(contextJson);
    // What the visitor's page showed, checked under the latest version's rules.
    const shown = versionToCheck({ latest, recent }, pageFormVersionOf(context));
    const definition = shown.definition;
    const rules = rulesToEnforce(definition, latest.definition);
    // The native-post fields are never values; without the header they carry the key.
    const posted = takeNativePost(read.submission);
    if (headerKey === undefined) native = posted;
    const key = typeof headerKey === 'string' ? headerKey : native?.key;
    if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
      await rm(stagingDir, { recursive: true, force: true });
      answer(400, badKey(), definition.guid);
      return;
    }
    if (native && native.targetOrigin === undefined) {
      // Nobody could be told the outcome: store nothing (the page posts no message).
      await rm(stagingDir, { recursive: true, force: true });
      answer(400, errorBody(`${PAGE_ORIGIN_FIELD} must be the http(s) origin of the embedding page`), definition.guid);
      return;
    }
    // The token is checked, never stored (spec 7.7).
    const captchaToken = fields.get(CAPTCHA_RESPONSE_FIELD);
    fields.delete(CAPTCHA_RESPONSE_FIELD);
    if (rules.captchaEnabled && !options.verifyCaptcha?.(captchaToken)) {
      await rm(stagingDir, { recursive: true, force: true });
      answer(400, submitError('RECAPTCHA_VALIDATION_ERROR'), definition.guid);
      return;
    }

    const refused = revalidate(rules, { fields, files }, now());
    if (refused.length > 0) {
      await rm(stagingDir, { recursive: true, force: true });
      answer(400, validationErrorBody(refused), definition.guid);
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
    // One instant for the row and its consent record.
    const acceptedAt = new Date();
    const saved = await options.store.saveOnce({
      idempotencyKey: key,
      portalId,
      formId: ids.formId,
      values: Object.fromEntries(fields),
      contextJson: contextJson ?? null,
      files: storedFiles,
      pageUrl: pageUrlOf(context),
      // From the definition served, never from the request: what the visitor saw and chose.
      consent: consentRecord(definition.metaData.legalConsentOptions, fields, acceptedAt),
      acceptedAt,
      formVersion: shown.version,
    });
    answer(200, successBody(definition, saved.conversionId), definition.guid);
  }
}
