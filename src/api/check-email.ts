import { err, ok, type Result } from '../core/result';
import type { EmailCheckAnswer } from '../core/validation/email-check-outcome';
import { createWireReader, describeWireValue, isRecord } from '../core/definition/wire-reader';
import { requestJson, TEXT_PLAIN, type ApiError } from './request-json';

/** An email check waits 5 s at most: the visitor is typing, not waiting on a spinner. */
export const EMAIL_CHECK_TIMEOUT_MS = 5000;

export interface CheckEmailParams {
  formsHost: string;
  portalId: string | number;
  formId: string;
  email: string;
  includeFreemailSuggestions: boolean;
}

/** The host's verdict on one address (spec 7.3): core's `EmailCheckAnswer`, which decides what it means. */
export type EmailCheckResponse = EmailCheckAnswer;

/** Reads the answer; a member of the wrong type takes its default. */
function readEmailCheck(json: Record<string, unknown>, sentEmail: string): EmailCheckResponse {
  const reader = createWireReader();
  // A missing or non-boolean `success` counts as true: only a host that explicitly says `false`
  // may block a visitor, never a broken or changed one. (Other booleans default to false.)
  return {
    email: reader.string(json.email, 'email', sentEmail),
    success: json.success !== false,
    emailShouldResubscribe: reader.boolean(json.emailShouldResubscribe, 'emailShouldResubscribe', false),
    // An empty suggestion is no suggestion.
    emailSuggestion: reader.optionalString(json.emailSuggestion, 'emailSuggestion') || undefined,
    emailFree: reader.boolean(json.emailFree, 'emailFree', false),
  };
}

/**
 * Call 3 of spec section 7: POST {formsHost}/emailcheck/v1/json-ext with the trimmed address as
 * a plain-text body; the shared client adds the app parameters.
 */
export async function checkEmail(
  params: CheckEmailParams,
  signal?: AbortSignal,
): Promise<Result<EmailCheckResponse, ApiError>> {
  const email = params.email.trim();
  const query = new URLSearchParams({
    portalId: String(params.portalId),
    formId: params.formId,
    includeFreemailSuggestions: String(params.includeFreemailSuggestions),
  });
  const response = await requestJson(`${params.formsHost}/emailcheck/v1/json-ext?${query.toString()}`, {
    method: 'POST',
    body: email,
    contentType: TEXT_PLAIN,
    timeoutMs: EMAIL_CHECK_TIMEOUT_MS,
    signal,
  });
  if (!response.ok) return response;
  const { status, json } = response.value;
  if (!isRecord(json)) {
    return err({ kind: 'parse', status, message: `expected a JSON object, got ${describeWireValue(json)}` });
  }
  return ok(readEmailCheck(json, email));
}
