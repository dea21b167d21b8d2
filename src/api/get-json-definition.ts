import type { DefinitionFailure } from '../core/definition-failure';
import { DEFINITION_LOAD_BUDGET_MS } from '../core/definition-request';
import { err, ok, type Result } from '../core/result';
import { request, type HttpResponse, type RequestError } from './request';

/** A request started before the caller existed ends for it when the caller's signal aborts. */
function unlessAborted<T>(started: Promise<Result<T, RequestError>>, signal: AbortSignal | undefined): Promise<Result<T, RequestError>> {
  if (!signal) return started;
  if (signal.aborted) return Promise.resolve(err({ kind: 'aborted' }));
  return new Promise((resolve) => {
    const onAbort = () => resolve(err({ kind: 'aborted' }));
    signal.addEventListener('abort', onAbort, { once: true });
    void started.then((result) => {
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    });
  });
}

/**
 * GETs a URL (or reads the answer to a GET already started for it) and parses its JSON body; the shared step of the primary and fallback calls. It
 * times out (after what is left of the load's budget) rather than leave an endless spinner.
 */
export async function getJsonDefinition(
  url: string,
  signal?: AbortSignal,
  timeoutMs: number = DEFINITION_LOAD_BUDGET_MS,
  started?: Promise<Result<HttpResponse, RequestError>>,
): Promise<Result<unknown, DefinitionFailure>> {
  const response = started ? await unlessAborted(started, signal) : await request(url, { timeoutMs, signal });
  if (!response.ok) {
    const failure = response.error;
    if (failure.kind === 'timeout') return err({ kind: 'timeout', timeoutMs: failure.timeoutMs });
    return err({ kind: 'network', message: failure.kind === 'aborted' ? 'aborted' : failure.message });
  }
  const answer = response.value;
  if (!answer.ok) return err({ kind: 'http', status: answer.status, body: answer.text });
  if (answer.json !== undefined) return ok(answer.json);
  try {
    return ok(JSON.parse(answer.text) as unknown);
  } catch (cause) {
    return err({ kind: 'parse', message: cause instanceof Error ? cause.message : String(cause) });
  }
}
