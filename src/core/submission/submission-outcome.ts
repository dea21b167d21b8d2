import type { FieldMessage } from '../field-state';
import { ownValue, setEntry } from '../definition/wire-reader';
import { fieldError } from '../validation/field-error-keys';
import type { SubmitErrorWire, SubmitValidationResult } from './submit-wire';

/** The submission-error codes of spec section 8 that have their own English message. */
export const SUBMISSION_ERROR_CODES = [
  'SERVER_ERROR', 'RECAPTCHA_VALIDATION_ERROR', 'MISSING_REQUIRED_FIELDS', 'OUT_OF_DATE', 'BLOCKED_EMAIL',
  'SUBMISSION_NOT_ALLOWED', 'DELETED', 'FORM_NOT_PUBLISHED', 'TOO_MANY_REQUESTS', 'PORTAL_MIGRATION',
] as const;

/** Codes shown as another code's message (spec section 8, "Other codes"). */
const SHOWN_AS: Readonly<Record<string, string>> = {
  FORM_NEVER_EXISTED: 'SUBMISSION_NOT_ALLOWED',
  MISSING_SCOPE: 'SUBMISSION_NOT_ALLOWED',
  FORM_TYPE_MISMATCH: 'SUBMISSION_NOT_ALLOWED',
};

/** Why a submit call gave no stored submission, as the store sees it. */
export type SubmitFailure =
  /** No answer: the network failed, the call timed out, or the answer was unreadable. */
  | { kind: 'unreachable' }
  /** An HTTP answer that is not a success, with its body read as the error wire shape (empty when not). */
  | { kind: 'answered'; status: number; body: SubmitErrorWire; retryAfterMs?: number }
  /** Nothing went out: a chosen file of these fields cannot be attached (the visitor chooses it again). */
  | { kind: 'unsendable'; fieldNames: readonly string[] };

export interface FailureVerdict {
  /** Worth sending again unchanged: no answer, 429 or 5xx. Other 4xx will not change. */
  retry: boolean;
  retryAfterMs: number | undefined;
  /** The submission error to show (a message key; an unknown code is shown as it is). */
  code: string;
  /** Field errors the host gave, by field name. */
  fieldErrors: Record<string, FieldMessage>;
}

/** A field error for one of the host's validation results (spec section 5, "Server-side submit errors"). */
export function fieldErrorOf(result: SubmitValidationResult): FieldMessage {
  switch (result.formSubmissionValidationType) {
    case 'REQUIRED_FIELD':
      return { key: 'required' };
    case 'INVALID_EMAIL':
      return { key: 'invalidEmail' };
    case 'BLOCKED_EMAIL':
      return { key: 'manuallyBlockedEmailDomain', params: { domain: result.domain ?? '' } };
    default:
      return { key: 'valueNotInFieldDefintion' };
  }
}

/** The field error of a chosen file that cannot be sent: choosing it again gives a file that can. */
export const FILE_NOT_ATTACHED_ERROR: FieldMessage = fieldError('fileNotAttached');

/** Sending it again unchanged would fail the same way; the fields say which file to choose again. */
function unsendableVerdict(fieldNames: readonly string[]): FailureVerdict {
  const fieldErrors: Record<string, FieldMessage> = {};
  for (const name of fieldNames) setEntry(fieldErrors, name, FILE_NOT_ATTACHED_ERROR);
  return { retry: false, retryAfterMs: undefined, code: '', fieldErrors };
}

/**
 * What a failed submit means (spec sections 4 "Error response" and "Other", 8): the code shown
 * follows the spec's priority (missing required fields, then a blocked email, then the host's
 * key); 429 is TOO_MANY_REQUESTS; a captcha error without a captcha is OUT_OF_DATE.
 */
export function judgeFailure(failure: SubmitFailure, options: { captchaInUse: boolean }): FailureVerdict {
  if (failure.kind === 'unreachable') return { retry: true, retryAfterMs: undefined, code: 'SERVER_ERROR', fieldErrors: {} };
  if (failure.kind === 'unsendable') return unsendableVerdict(failure.fieldNames);
  const { status, body } = failure;
  const results = Array.isArray(body.validationResults) ? body.validationResults : [];
  const fieldErrors: Record<string, FieldMessage> = {};
  for (const result of results) {
    if (result && typeof result.fieldName === 'string' && ownValue(fieldErrors, result.fieldName) === undefined) {
      setEntry(fieldErrors, result.fieldName, fieldErrorOf(result));
    }
  }
  const types = results.map((result) => result?.formSubmissionValidationType);
  const hostCode = typeof body.formSubmissionError === 'string' && body.formSubmissionError !== '' ? body.formSubmissionError : undefined;
  let code: string;
  if (status === 429) code = 'TOO_MANY_REQUESTS';
  else if (hostCode === 'MISSING_REQUIRED_FIELDS' || types.includes('REQUIRED_FIELD')) code = 'MISSING_REQUIRED_FIELDS';
  else if (hostCode === 'BLOCKED_EMAIL' || types.includes('BLOCKED_EMAIL')) code = 'BLOCKED_EMAIL';
  else if (hostCode === 'RECAPTCHA_VALIDATION_ERROR' && !options.captchaInUse) code = 'OUT_OF_DATE';
  else if (hostCode !== undefined) code = SHOWN_AS[hostCode] ?? hostCode;
  else code = results.length > 0 ? '' : 'SERVER_ERROR';
  const retry = status === 429 || status >= 500;
  return { retry, retryAfterMs: failure.retryAfterMs, code, fieldErrors };
}
