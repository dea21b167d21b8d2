import type { DefinitionFailure } from '../core/definition-failure';
import type { Result } from '../core/result';
import { getJsonDefinition } from './get-json-definition';

/** Call 1 of spec section 7: GET embed/v3/form/{portalId}/{formId}/json (URL built by core). */
export function fetchDefinition(url: string, signal?: AbortSignal, timeoutMs?: number): Promise<Result<unknown, DefinitionFailure>> {
  return getJsonDefinition(url, signal, timeoutMs);
}
