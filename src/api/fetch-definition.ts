import type { DefinitionFailure } from '../core/definition-failure';
import type { Result } from '../core/result';
import { getJsonDefinition } from './get-json-definition';
import { takePrefetched } from './prefetched-answers';

/**
 * Call 1 of spec section 7: GET embed/v3/form/{portalId}/{formId}/json (URL built by core). The
 * loader starts it before the runtime arrives; the first load of that URL reads its answer.
 */
export function fetchDefinition(url: string, signal?: AbortSignal, timeoutMs?: number): Promise<Result<unknown, DefinitionFailure>> {
  return getJsonDefinition(url, signal, timeoutMs, takePrefetched(url));
}
