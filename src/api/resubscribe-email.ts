import { ok, type Result } from '../core/result';
import { EMAIL_CHECK_TIMEOUT_MS } from './check-email';
import { requestJson, TEXT_PLAIN, type ApiError } from './request-json';

export interface ResubscribeEmailParams {
  formsHost: string;
  portalId: string | number;
  formId: string;
  email: string;
  /** The page the visitor opts back in from: its title and URL. */
  pageTitle: string;
  pageUrl: string;
}

/**
 * Call 4 of spec section 7: POST {formsHost}/emailcheck/v1/form-resubscribe with the trimmed
 * address as a plain-text body. Same service and 5 s limit as the email check.
 */
export async function resubscribeEmail(params: ResubscribeEmailParams, signal?: AbortSignal): Promise<Result<void, ApiError>> {
  const query = new URLSearchParams({
    portalId: String(params.portalId),
    formId: params.formId,
    resub_form_name: params.pageTitle,
    resub_form_address: params.pageUrl,
  });
  const response = await requestJson(`${params.formsHost}/emailcheck/v1/form-resubscribe?${query.toString()}`, {
    method: 'POST',
    body: params.email.trim(),
    contentType: TEXT_PLAIN,
    timeoutMs: EMAIL_CHECK_TIMEOUT_MS,
    signal,
  });
  // The answer's body is not used: any 2xx is a success, whether or not it holds JSON
  // (a `parse` failure only ever comes with a 2xx status).
  if (!response.ok && response.error.kind !== 'parse') return response;
  return ok(undefined);
}
