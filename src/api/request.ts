import { err, ok, type Result } from '../core/result';
import { APP_NAME, APP_VERSION } from './app-version';

/** The shared HTTP client: adds the app parameters, enforces a timeout, never throws. */
export interface HttpResponse {
  status: number;
  ok: boolean;
  text: string;
  /**
   * The body already read as JSON, where whoever answered had read it (the loader hands on the
   * definition out of the pre-rendered form's answer): read this rather than parse `text` again.
   */
  json?: unknown;
  /** The raw `Retry-After` header (seconds or an HTTP date), null when absent. */
  retryAfter: string | null;
}

export type RequestError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'aborted' };

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: BodyInit;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** The caller's own cancellation (a form unmounted mid-request). */
  signal?: AbortSignal | undefined;
}

export function withAppParameters(url: string): string {
  // The parameters belong in the query, before any fragment (a site owner's URL may have one).
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}hs_static_app=${encodeURIComponent(APP_NAME)}&hs_static_app_version=${encodeURIComponent(APP_VERSION)}${hash}`;
}

export async function request(url: string, options: RequestOptions): Promise<Result<HttpResponse, RequestError>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  // An already aborted signal fires no 'abort' event: cancel at once instead of fetching.
  if (options.signal?.aborted) controller.abort();
  try {
    const response = await fetch(withAppParameters(url), {
      method: options.method ?? 'GET',
      body: options.body ?? null,
      headers: options.headers ?? {},
      signal: controller.signal,
      credentials: 'omit',
    });
    const text = await response.text();
    return ok({ status: response.status, ok: response.ok, text, retryAfter: response.headers.get('Retry-After') });
  } catch (cause) {
    if (timedOut) return err({ kind: 'timeout', timeoutMs: options.timeoutMs });
    if (options.signal?.aborted) return err({ kind: 'aborted' });
    return err({ kind: 'network', message: cause instanceof Error ? cause.message : String(cause) });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}
