import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CAPTCHA_RESPONSE_FIELD,
  HS_CONTEXT_FIELD,
  IDEMPOTENCY_HEADER,
  SUBMIT_PATH,
  type SubmitErrorWire,
  type SubmitSuccessWire,
} from '../../../../src/core/submission/submit-wire.js';
import { createAcceptSubmission, type Refusal, type VerifyCaptcha } from '../../../domain/submissions/accept-submission.js';
import { acceptedFileFields, submittableForm } from '../../../domain/submissions/submittable-form.js';
import type { ServedForms } from '../../../domain/forms/served-forms.js';
import { sendJson } from '../../../http/error-answers.js';
import { logRequestError } from '../../../log.js';
import type { RouteRateLimit } from '../../../http/rate-limit.js';
import { errorBody, type ErrorBody } from '../../../http/error-body.js';
import type { SubmissionStore } from '../../../storage/submission-store.js';
import { nativePostAnswer, readNativePost, takeNativePost, type NativePost } from './native-post.js';
import { portalOriginsOf } from '../../../domain/submissions/portal-origins.js';
import { DEFAULT_MAX_SUBMISSION_BYTES, readBodiesInRoutes, receiveMultipart, type MultipartFailure } from './receive-multipart.js';
import { checkFormIds } from '../../check-form-ids.js';
import { PROOF_OF_WORK_FIELD, SPAM_TOKEN_FIELD } from '../../../../src/core/spam/spam-wire.js';
import type { SpamChecks } from '../../../domain/spam/spam-checks.js';

export interface SubmitRoutesOptions {
  /** The forms and their versions (server/domain/forms/served-forms.ts). */
  forms: ServedForms;
  store: Pick<SubmissionStore, 'saveOnce'>;
  /** Accepted uploads go to `dataDir/uploads/{key}/`. */
  dataDir: string;
  /** This host process's staging folder (`ownStagingDir`), removed when it stops. */
  stagingDir: string;
  /** Largest file part, in bytes (`DEFAULT_MAX_FILE_BYTES` when unset). */
  maxFileBytes?: number;
  /** Largest whole body, in bytes (`DEFAULT_MAX_SUBMISSION_BYTES` when unset). */
  maxSubmissionBytes?: number;
  /** Most fields (`MAX_FIELDS` when unset). */
  maxFields?: number;
  /** Checks a captcha token (`g-recaptcha-response`) of a form with `captchaEnabled`; without it every token is refused. */
  verifyCaptcha?: VerifyCaptcha;
  /** Page origins allowed per portal (FormsHostOptions.portalOrigins); unset: any. */
  portalOrigins?: Readonly<Record<string, readonly string[]>>;
  /** Each send counts against its client's limit (`routeRateLimit('submit', …)`); none when unset or false. */
  rateLimit?: RouteRateLimit | false;
  /** The clock the validators read (dates); tests may fix it. */
  now?: () => number;
  /** The host's spam checks (time token, proof of work, honeypot): a submission failing one is stored as spam. */
  spamChecks: SpamChecks;
}

type SubmitAnswer = SubmitSuccessWire | SubmitErrorWire | ErrorBody;

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

const REFUSAL_STATUS: Record<Refusal, number> = {
  originNotAllowed: 403,
  invalidKey: 400,
  unanswerable: 400,
  captchaFailed: 400,
  captchaUnavailable: 503,
  invalidValues: 400,
};

/** The answer: JSON to a `fetch`, the result page to a native post (which is told the status in its message). */
function answer(reply: FastifyReply, native: NativePost | undefined, status: number, body: SubmitAnswer, formGuid: string): FastifyReply {
  if (!native) return sendJson(reply, status, body);
  const page = nativePostAnswer(native, formGuid, status, body);
  return reply.code(200).headers(page.headers).send(page.html);
}

/** Whether the error is the rate limit's refusal (server/http/rate-limit.ts). */
const isRateLimited = (error: unknown): boolean => (error as { statusCode?: unknown } | null)?.statusCode === 429;

interface SubmitParams {
  portalId: string;
  formGuid: string;
}

/**
 * POST submissions/v3/public/submit/formsnext/multipart/{portalId}/{formGuid} (spec section 7,
 * call 7; wire shapes in src/core/submission/submit-wire.ts), by `fetch` (the `Idempotency-Key`
 * header, answered with JSON) or as a native post into the embed's hidden frame (the key as a
 * field, answered with the result page). Both read the multipart body to the staging folder
 * and hand it to `acceptSubmission`.
 */
export const submitRoutes: FastifyPluginAsync<SubmitRoutesOptions> = async (app, options) => {
  const acceptSubmission = createAcceptSubmission({
    store: options.store,
    dataDir: options.dataDir,
    portalOrigins: portalOriginsOf(options.portalOrigins),
    now: options.now ?? Date.now,
    spamChecks: options.spamChecks,
    ...(options.verifyCaptcha === undefined ? {} : { verifyCaptcha: options.verifyCaptcha }),
  });
  // The body is read by the route, as it comes: files go to disk, never to memory.
  await readBodiesInRoutes(app);

  // The limit counts every send, a repeat under the same key too: the embed's retries are few and
  // spaced. It runs once the body is known to be multipart, so a native post's refusal is a result page.
  const rateLimit = options.rateLimit ? { ...options.rateLimit, hook: 'preHandler' as const } : false;

  app.setErrorHandler(async (error, request: FastifyRequest<{ Params: Partial<SubmitParams> }>, reply) => {
    if (isRateLimited(error) && !reply.sent) {
      return refuseUnread(request, reply, 429, submitError('TOO_MANY_REQUESTS'), request.params.formGuid ?? '');
    }
    logRequestError(request.raw, error);
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    return sendJson(reply, 500, submitError('SERVER_ERROR'));
  });

  const route = `${SUBMIT_PATH}/:portalId/:formGuid`;
  for (const url of [route, `${route}/`]) {
    app.post<{ Params: SubmitParams }>(url, { config: { name: 'submit-form', rateLimit } }, (request, reply) => submit(request, reply));
  }

  const maxBodyBytes = options.maxSubmissionBytes ?? DEFAULT_MAX_SUBMISSION_BYTES;
  /** A folder of its own per request, in this process's staging folder. */
  const newStagingDir = (): string => path.join(options.stagingDir, randomUUID());

  /** Refused before the body was read: a request without the header may be a native post, which the body tells. */
  async function refuseUnread(request: FastifyRequest, reply: FastifyReply, status: number, body: SubmitErrorWire | ErrorBody, formGuid: string): Promise<FastifyReply> {
    const native = request.headers[IDEMPOTENCY_HEADER.toLowerCase()] === undefined ? await readNativePost(request, { stagingDir: newStagingDir(), maxBodyBytes }) : undefined;
    return answer(reply, native, status, body, formGuid);
  }

  async function submit(request: FastifyRequest<{ Params: SubmitParams }>, reply: FastifyReply): Promise<FastifyReply> {
    const { portalId, formGuid: rawFormId } = request.params;
    const headerKey = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const ids = checkFormIds(portalId, rawFormId);
    if (!ids.ok) return refuseUnread(request, reply, 400, ids.error, rawFormId);
    const live = await options.forms.forSubmission(portalId, ids.formId);
    // A form that cannot even be loaded (bot block, closed, ...) takes no submissions.
    if (live.kind === 'closed') return refuseUnread(request, reply, 400, submitError('SUBMISSION_NOT_ALLOWED'), ids.formId);
    if (live.kind === 'missing') return refuseUnread(request, reply, 404, submitError('FORM_NEVER_EXISTED'), ids.formId);
    if (live.kind === 'unpublished') return refuseUnread(request, reply, 400, submitError('FORM_NOT_PUBLISHED'), ids.formId);
    const form = submittableForm(portalId, ids.formId, live);
    const fileFields = acceptedFileFields(form);

    const stagingDir = newStagingDir();
    const read = await receiveMultipart(request, {
      stagingDir,
      ...(options.maxFileBytes === undefined ? {} : { maxFileBytes: options.maxFileBytes }),
      ...(options.maxFields === undefined ? {} : { maxFields: options.maxFields }),
      maxBodyBytes,
      contextField: HS_CONTEXT_FIELD,
      acceptsFile: (field) => fileFields.has(field),
    });
    if (!read.ok) {
      if (read.failure === 'aborted') {
        // Nobody is left to answer.
        reply.hijack();
        reply.raw.destroy();
        return reply;
      }
      // Answered as JSON: whether it was a native post is only known from a whole body.
      return sendJson(reply, FAILURE_STATUS[read.failure], read.failure === 'fileTooLarge' ? submitError('FILE_TOO_LARGE') : errorBody(read.message));
    }
    const { fields, contextJson, files } = read.submission;
    // The native-post fields are never values; without the header they carry the key.
    const posted = takeNativePost(read.submission);
    const native = headerKey === undefined ? posted : undefined;
    const captchaToken = fields.get(CAPTCHA_RESPONSE_FIELD);
    fields.delete(CAPTCHA_RESPONSE_FIELD);
    // The spam checks' parts, like the captcha's: checked, never stored.
    const timeToken = fields.get(SPAM_TOKEN_FIELD);
    const proofOfWork = fields.get(PROOF_OF_WORK_FIELD);
    fields.delete(SPAM_TOKEN_FIELD);
    fields.delete(PROOF_OF_WORK_FIELD);
    const outcome = await acceptSubmission(form, {
      fields,
      contextJson,
      files,
      stagingDir,
      idempotencyKey: typeof headerKey === 'string' ? headerKey : native?.key,
      pageOrigin: request.headers.origin,
      // Nobody could be told the outcome of a native post without a page to post it to.
      answerable: native === undefined || native.targetOrigin !== undefined,
      captchaToken,
      timeToken,
      proofOfWork,
      clientIp: request.ip,
    });
    const status = outcome.accepted ? 200 : REFUSAL_STATUS[outcome.refusal];
    return answer(reply, native, status, outcome.answer, form.latest.definition.guid);
  }
};
