import { err, ok, type Result } from '../core/result';
import { isRecord } from '../core/definition/wire-reader';
import { tokenMinAgeMs, type SpamTokenWire } from '../core/spam/spam-wire';
import { requestJson, type ApiError } from './request-json';

/** A time token is asked for when a form shows, and again (once) at submit when it had not come. */
export const SPAM_TOKEN_TIMEOUT_MS = 10_000;

/**
 * `GET {formsHost}/embed/v3/form/{portalId}/{formGuid}/spam-token` (`core/spam/spam-wire.ts`):
 * the host's signed time token, opaque to the embed, and the age it must reach before it is sent
 * (the default when the host names none). Never throws.
 */
export async function fetchSpamToken(url: string, signal?: AbortSignal): Promise<Result<SpamTokenWire, ApiError>> {
  const response = await requestJson(url, { timeoutMs: SPAM_TOKEN_TIMEOUT_MS, signal });
  if (!response.ok) return response;
  const { status, json } = response.value;
  if (!isRecord(json) || typeof json.token !== 'string' || json.token === '') return err({ kind: 'parse', status, message: 'expected { "token": string }' });
  return ok({ token: json.token, minAgeMs: tokenMinAgeMs(json.minAgeMs) });
}
