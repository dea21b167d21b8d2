import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FormDefinition } from '../../../src/core/form-definition.js';
import { IDEMPOTENCY_HEADER, PAGE_ORIGIN_FIELD, type SubmitErrorWire, type SubmitSuccessWire } from '../../../src/core/submission/submit-wire.js';
import { errorBody, type ErrorBody } from '../../http/error-body.js';
import { CAPTCHA_UNAVAILABLE_ANSWER, captchaVerdict } from '../captcha/captcha-verdict.js';
import type { StoredFile, SubmissionStore } from '../../storage/submission-store.js';
import { consentRecord } from './consent-record.js';
import { originAllowed, type PortalOrigins } from './portal-origins.js';
import { revalidate, validationErrorBody } from './revalidate.js';
import { placeUploads } from '../uploads/staged-uploads.js';
import { FORM_VERSION_META } from '../forms/wire-definition.js';
import { rulesToEnforce, versionToCheck } from '../forms/submission-rules.js';
import type { SubmittableForm } from './submittable-form.js';
import { proofOfWorkRequired } from '../../../src/core/spam/spam-wire.js';
import { takeHoneypot } from '../spam/honeypot.js';
import type { SpamChecks } from '../spam/spam-checks.js';
import { spamVerdict } from '../spam/spam-verdict.js';
import { contextWithoutAttribution, submittedAttribution } from '../attribution/clean-attribution.js';

/** 1 to 200 letters, digits, '-' or '_' (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,200}$/;

/** A file of the submission, written to its staging folder. */
export interface StagedFile {
  /** The form field it was sent for. */
  field: string;
  /** The file name the visitor's browser gave. */
  name: string;
  /** Its name in the staging folder (and, once placed, in `uploads/{key}/`). */
  storedName: string;
  size: number;
  contentType: string;
}

/** What a visitor sent, as received. */
export interface SubmissionParts {
  /** The values by field name (repeated names joined with ';'), without the captcha token or any wire field. */
  fields: ReadonlyMap<string, string>;
  /** `hs_context` as sent (already checked to be JSON); undefined when none was sent. */
  contextJson: string | undefined;
  files: readonly StagedFile[];
  /** Where `files` are; removed unless they were placed. */
  stagingDir: string;
  /** The idempotency key as sent (header or field); undefined when none was. */
  idempotencyKey: string | undefined;
  /** The request's `Origin`: the page that submits. */
  pageOrigin: string | undefined;
  /**
   * False when the outcome could reach nobody (a hidden-frame post without a page origin to post
   * its result to): then nothing is stored.
   */
  answerable: boolean;
  /** `g-recaptcha-response`: checked, never stored (spec 7.7). */
  captchaToken: string | undefined;
  /** The visitor's address as the host saw it (for a captcha provider's verify call). */
  clientIp?: string | undefined;
  /** `hs_form_token`: the time token (server/domain/spam/time-token.ts), never stored. */
  timeToken?: string | undefined;
  /** `hs_altcha`: the proof of work (server/domain/spam/proof-of-work.ts), never stored. */
  proofOfWork?: string | undefined;
}

export type Refusal = 'originNotAllowed' | 'invalidKey' | 'unanswerable' | 'captchaFailed' | 'captchaUnavailable' | 'invalidValues';

export type SubmissionOutcome =
  | { accepted: true; answer: SubmitSuccessWire }
  | { accepted: false; refusal: Refusal; answer: SubmitErrorWire | ErrorBody };

export interface AcceptSubmissionOptions {
  store: Pick<SubmissionStore, 'saveOnce'>;
  /** Accepted uploads go to `dataDir/uploads/{key}/`. */
  dataDir: string;
  /** Page origins allowed per portal (`portalOriginsOf`). */
  portalOrigins: PortalOrigins;
  /** Checks a captcha token of a form with `captchaEnabled`; without it every token is refused. */
  verifyCaptcha?: VerifyCaptcha;
  /** The clock the validators read (dates). */
  now: () => number;
  /** The host's spam checks: a submission that fails one is answered as a success and stored as spam. */
  spamChecks: SpamChecks;
}

/** Who sent a captcha token: what a provider's verify call is told and checks its answer against. */
export interface CaptchaSender {
  portalId: string;
  /** The visitor's address as the host saw it (`remoteip` of the verify call). */
  clientIp: string | undefined;
}

/** Whether a captcha token passes: the stand-in's check, or the provider's verify call. */
export type VerifyCaptcha = (token: string | undefined, sender: CaptchaSender) => boolean | Promise<boolean>;

export type AcceptSubmission = (form: SubmittableForm, parts: SubmissionParts) => Promise<SubmissionOutcome>;

/** `hs_context` as an object; empty when none was sent or it is not an object. */
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

/**
 * The reference host is one portal that allows sharing the visitor's analytics values with the
 * other sites a form redirects to (spec section 4 "Redirect"), so every answer says so.
 */
function successAnswer(definition: FormDefinition, conversionId: string): SubmitSuccessWire {
  const answer: SubmitSuccessWire = { conversionId, formGuid: definition.guid, automaticLinker: true };
  const redirectUrl = definition.redirectUrl.trim();
  if (redirectUrl !== '') answer.redirectUrl = redirectUrl;
  else answer.inlineMessage = definition.inlineMessage;
  return answer;
}

const refused = (refusal: Refusal, answer: SubmitErrorWire | ErrorBody): SubmissionOutcome => ({ accepted: false, refusal, answer });

/**
 * Accepts a submission once per idempotency key: checks the page's origin against the portal's,
 * the key, the captcha and the values (with the embed's own rules, under the latest version's
 * requirements), then places the staged uploads and stores the row: as spam, answered exactly like
 * a success, when the host's own spam checks fail (server/domain/spam/spam-verdict.ts). A repeat of a stored key
 * answers the first conversion id and stores nothing. Staged files that were not placed are
 * removed whatever happens.
 */
export function createAcceptSubmission(options: AcceptSubmissionOptions): AcceptSubmission {
  return async function acceptSubmission(form, parts) {
    let placed = false;
    try {
      // A hidden-frame post is a navigation: browsers send its Origin too, so both paths are checked alike.
      if (!originAllowed(options.portalOrigins, form.portalId, parts.pageOrigin)) {
        return refused('originNotAllowed', { formSubmissionError: 'SUBMISSION_NOT_ALLOWED' });
      }
      const key = parts.idempotencyKey;
      if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
        return refused('invalidKey', errorBody(`${IDEMPOTENCY_HEADER} header must be 1-200 characters of A-Z, a-z, 0-9, - and _`));
      }
      if (!parts.answerable) {
        return refused('unanswerable', errorBody(`${PAGE_ORIGIN_FIELD} must be the http(s) origin of the embedding page`));
      }
      const context = contextOf(parts.contextJson);
      const named = pageFormVersionOf(context);
      // What the visitor's page showed, checked under the latest version's rules.
      const shown = versionToCheck(form, named);
      const rules = rulesToEnforce(shown.definition, form.latest.definition);
      const captcha = rules.captchaEnabled ? await captchaVerdict(options.verifyCaptcha, parts.captchaToken, { portalId: form.portalId, clientIp: parts.clientIp }) : 'passed';
      if (captcha === 'refused') return refused('captchaFailed', { formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' });
      if (captcha === 'unavailable') return refused('captchaUnavailable', CAPTCHA_UNAVAILABLE_ANSWER);
      // The honeypot the page rendered (named after its version), and those of the live versions, are no values.
      const fields = new Map(parts.fields);
      const versions = [named === undefined ? '' : String(named), ...[form.latest, ...form.recent].map((live) => String(live.version))];
      const honeypotFilled = takeHoneypot(fields, form.latest.definition.guid, versions);
      const refusedFields = revalidate(rules, { fields, files: parts.files }, options.now());
      if (refusedFields.length > 0) return refused('invalidValues', validationErrorBody(refusedFields));
      // Only now, when nothing else refuses it: a refused submission never uses its token up.
      const verdict = await spamVerdict(options.spamChecks, {
        formGuid: form.latest.definition.guid,
        honeypotFilled,
        timeToken: parts.timeToken,
        // The latest version's setting, as for the captcha: naming an older version never weakens it.
        proofOfWorkRequired: proofOfWorkRequired(form.latest.definition.metaData.raw),
        proofOfWork: parts.proofOfWork,
      });

      const files = parts.files.map((file): StoredFile => ({
        field: file.field,
        name: file.name,
        size: file.size,
        contentType: file.contentType,
        path: `uploads/${key}/${file.storedName}`,
      }));
      // Files first: a crash between the two leaves files without a row, which the retry of
      // the same submission (same key) then stores, rather than a row without its files.
      if (files.length > 0) {
        await placeUploads(parts.stagingDir, path.join(options.dataDir, 'uploads', key));
        placed = true;
      }
      // One instant for the row and its consent record.
      const acceptedAt = new Date();
      const saved = await options.store.saveOnce({
        idempotencyKey: key,
        portalId: form.portalId,
        formId: form.formId,
        values: Object.fromEntries(fields),
        contextJson: contextWithoutAttribution(parts.contextJson ?? null, context),
        files,
        pageUrl: pageUrlOf(context),
        // From the definition served, never from the request: what the visitor saw and chose.
        consent: consentRecord(shown.definition.metaData.legalConsentOptions, parts.fields, acceptedAt),
        acceptedAt,
        formVersion: shown.version,
        spamReason: verdict.spamReason,
        spamTokenIds: verdict.spamTokenIds,
        // Cleaned, or null: bad attribution never refuses a lead (server/domain/attribution/clean-attribution.ts).
        attribution: submittedAttribution(context, shown.definition),
      });
      return { accepted: true, answer: successAnswer(shown.definition, saved.conversionId) };
    } finally {
      if (!placed && parts.files.length > 0) await rm(parts.stagingDir, { recursive: true, force: true });
    }
  };
}
