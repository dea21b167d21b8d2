/**
 * The submit call between the embed and a forms host (spec section 7, call 7), shared by
 * `api/submit-form.ts` and the reference host's submit route.
 *
 * POST {submissionsHost}/submissions/v3/public/submit/formsnext/multipart/{portalId}/{formGuid}
 * as multipart/form-data: one part per field (multi-values joined with ';', files as file
 * parts), `hs_context` (JSON) and `g-recaptcha-response` when a captcha is in use; the
 * `Idempotency-Key` header is the same on every retry of one submission.
 */
export const SUBMIT_PATH = '/submissions/v3/public/submit/formsnext/multipart';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const HS_CONTEXT_FIELD = 'hs_context';
export const CAPTCHA_RESPONSE_FIELD = 'g-recaptcha-response';
/**
 * The hidden-frame path (spec section 4 "Submission"): a native post into the hidden frame
 * cannot send headers, so it carries the idempotency key and the embedding page's origin (the
 * exact target origin of the result message) as fields; the key field marks such a post.
 */
export const IDEMPOTENCY_FIELD = 'hs_idempotency_key';
export const PAGE_ORIGIN_FIELD = 'hs_page_origin';

/** Where a submission is posted, by `fetch` or natively into the hidden frame. */
export const submitUrl = (submissionsHost: string, portalId: string | number, formGuid: string): string =>
  `${submissionsHost}${SUBMIT_PATH}/${encodeURIComponent(String(portalId))}/${encodeURIComponent(formGuid)}`;

/** A 2xx answer: the submission is stored. */
export interface SubmitSuccessWire {
  conversionId: string;
  formGuid: string;
  inlineMessage?: string;
  redirectUrl?: string;
  automaticLinker?: boolean;
  /** An info for the visitor ('PORTAL_MIGRATION'): stored, but slow to process. */
  formSubmissionWarning?: string;
}

/** How the host says which field it refused (spec section 5, "Server-side submit errors"). */
export type SubmitValidationType = 'REQUIRED_FIELD' | 'INVALID_EMAIL' | 'BLOCKED_EMAIL' | 'INVALID_VALUE';

export interface SubmitValidationResult {
  fieldName: string;
  formSubmissionValidationType: SubmitValidationType;
  /** The blocked domain, for BLOCKED_EMAIL. */
  domain?: string;
  /** The rule broken, in English, for developers and logs ("is required"); the embed shows its own wording. */
  message?: string;
}

/** A 4xx/5xx answer: nothing is stored. `formSubmissionError` is a submission-error code of spec section 8. */
export interface SubmitErrorWire {
  formSubmissionError?: string;
  validationResults?: SubmitValidationResult[];
}

/**
 * The message the host's answer page posts to the embedding page after a native post: the
 * success or error answer plus whether it was stored, the HTTP status it stands for, and the
 * form instance it answers (read from `hs_context`).
 */
export interface FrameResultWire extends Partial<SubmitSuccessWire>, SubmitErrorWire {
  accepted: boolean;
  formGuid: string;
  instanceId: string;
  status?: number;
}
