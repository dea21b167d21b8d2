import type { DefinitionFailure } from '../core/definition-failure';
import type { Result } from '../core/result';
import { getJsonDefinition } from './get-json-definition';

/**
 * Call 2 of spec section 7: GET {portalId}/{formId}.json.gz from the static-file host. The host
 * sends it with `Content-Encoding: gzip`, so the browser hands us plain JSON.
 */
export function fetchFallback(url: string, signal?: AbortSignal, timeoutMs?: number): Promise<Result<unknown, DefinitionFailure>> {
  return getJsonDefinition(url, signal, timeoutMs);
}
