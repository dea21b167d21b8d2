import type { DefinitionFailure } from '../core/definition-failure';
import { DEFINITION_LOAD_BUDGET_MS } from '../core/definition-request';
import { err, ok, type Result } from '../core/result';
import { request } from './request';

/**
 * GETs a URL and parses its JSON body; the shared step of the primary and fallback calls. It
 * times out (after what is left of the load's budget) rather than leave an endless spinner.
 */
export async function getJsonDefinition(
  url: string,
  signal?: AbortSignal,
  timeoutMs: number = DEFINITION_LOAD_BUDGET_MS,
): Promise<Result<unknown, DefinitionFailure>> {
  const response = await request(url, { timeoutMs, signal });
  if (!response.ok) {
    const failure = response.error;
    if (failure.kind === 'timeout') return err({ kind: 'timeout', timeoutMs: failure.timeoutMs });
    return err({ kind: 'network', message: failure.kind === 'aborted' ? 'aborted' : failure.message });
  }
  const { status, text } = response.value;
  if (!response.value.ok) return err({ kind: 'http', status, body: text });
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (cause) {
    return err({ kind: 'parse', message: cause instanceof Error ? cause.message : String(cause) });
  }
}
