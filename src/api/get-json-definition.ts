import type { DefinitionFailure } from '../core/definition-failure';
import { err, ok, type Result } from '../core/result';
import { request } from './request';

/** A definition request times out rather than leaving the visitor with an endless spinner. */
export const DEFINITION_TIMEOUT_MS = 10000;

/** GETs a URL and parses its JSON body; the shared step of the primary and fallback calls. */
export async function getJsonDefinition(url: string, signal?: AbortSignal): Promise<Result<unknown, DefinitionFailure>> {
  const response = await request(url, { timeoutMs: DEFINITION_TIMEOUT_MS, signal });
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
