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
}

/** A 4xx/5xx answer: nothing is stored. `formSubmissionError` is a submission-error code of spec section 8. */
export interface SubmitErrorWire {
  formSubmissionError?: string;
  validationResults?: SubmitValidationResult[];
}
