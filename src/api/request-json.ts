import { err, ok, type Result } from '../core/result';
import { request, type HttpResponse, type RequestError } from './request';

/** A 2xx answer and its parsed body; an empty body gives `json: null`. */
export interface JsonResponse {
  status: number;
  json: unknown;
}

/** Why a JSON call gave no usable answer. */
export type ApiError =
  | RequestError
  | { kind: 'http'; status: number; body: string; retryAfterMs?: number }
  | { kind: 'parse'; status: number; message: string };

export interface JsonRequestOptions {
  method?: 'GET' | 'POST';
  body?: BodyInit;
  /** Sent as the `Content-Type` header, replacing one given in `headers`. */
  contentType?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/**
 * A plain-text body: a CORS "simple" content type, so the browser sends no preflight. The
 * charset is explicit because an address may hold non-ASCII characters.
 */
export const TEXT_PLAIN = 'text/plain;charset=UTF-8';

const DELAY_SECONDS = /^\d+$/;
/** An HTTP date starts with its day name: IMF-fixdate, RFC 850 and asctime all do. */
const HTTP_DATE = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s/i;

/**
 * `Retry-After` as milliseconds from `now`: delay-seconds or an HTTP date (a past date gives 0).
 * Undefined when absent or unreadable. Cross-origin, the header is only visible when the host
 * lists it in `Access-Control-Expose-Headers`.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (DELAY_SECONDS.test(text)) return Number(text) * 1000;
  if (!HTTP_DATE.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

function withContentType(headers: Record<string, string> | undefined, contentType: string | undefined) {
  if (contentType === undefined) return headers;
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-type') merged[name] = value;
  }
  merged['Content-Type'] = contentType;
  return merged;
}

function httpError(response: HttpResponse): ApiError {
  const retryAfterMs = parseRetryAfter(response.retryAfter);
  return retryAfterMs === undefined
    ? { kind: 'http', status: response.status, body: response.text }
    : { kind: 'http', status: response.status, body: response.text, retryAfterMs };
}

/** One JSON call over `request()`: a non-2xx answer is `http`, a body that is not JSON is `parse`. Never throws. */
export async function requestJson(url: string, options: JsonRequestOptions): Promise<Result<JsonResponse, ApiError>> {
  const response = await request(url, {
    method: options.method,
    body: options.body,
    headers: withContentType(options.headers, options.contentType),
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  if (!response.ok) return response;
  const { status, text } = response.value;
  if (!response.value.ok) return err(httpError(response.value));
  // A 204, or a 200 with nothing (or only blanks) in it.
  if (text.trim() === '') return ok({ status, json: null });
  try {
    return ok({ status, json: JSON.parse(text) as unknown });
  } catch (cause) {
    return err({ kind: 'parse', status, message: cause instanceof Error ? cause.message : String(cause) });
  }
}

/** One line for the console and the callbacks. */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return `Network error: ${error.message}`;
    case 'timeout':
      return `Timeout: no answer within ${error.timeoutMs} ms`;
    case 'aborted':
      return 'Aborted by the caller';
    case 'http': {
      const retry = error.retryAfterMs === undefined ? '' : ` (retry after ${error.retryAfterMs} ms)`;
      return `HTTP ${error.status}${retry}: ${error.body.slice(0, 200)}`;
    }
    case 'parse':
      return `JSON parse error (HTTP ${error.status}): ${error.message}`;
  }
}
