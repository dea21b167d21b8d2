import type { RenderErrorCode } from './render-errors';

/** Why a definition request did not give a usable definition. */
export type DefinitionFailure =
  | { kind: 'http'; status: number; body: string }
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'parse'; message: string }
  | { kind: 'invalid'; message: string };

/**
 * Maps a failure to its render error code per the error table of spec section 8.
 * Undefined means "no known error": the caller may try the `.json.gz` fallback.
 */
export function classifyDefinitionFailure(failure: DefinitionFailure): RenderErrorCode | undefined {
  if (failure.kind !== 'http') return undefined;
  const body = failure.body;
  if (failure.status === 404) return 'DEFINITION_NOT_FOUND';
  if (failure.status === 429 && body.includes('RATE_LIMIT_EXCEEDED')) return 'RATE_LIMIT_EXCEEDED';
  if (failure.status !== 400) return undefined;
  if (body.includes('IP_ADDRESS_IS_PROBABLY_A_BOT')) return 'IP_ADDRESS_IS_PROBABLY_A_BOT';
  if (body.includes('SUBMISSION_PERIOD_ENDED')) return 'SUBMISSION_PERIOD_ENDED';
  const lower = body.toLowerCase();
  if (lower.includes('you cannot embed this type of form')) return 'NON_EMBEDDABLE_FORM';
  if (lower.includes('form guid')) return 'INVALID_FORM_GUID';
  return undefined;
}

/** One line for the console and the callbacks. */
export function describeDefinitionFailure(failure: DefinitionFailure): string {
  switch (failure.kind) {
    case 'http':
      return `HTTP ${failure.status}: ${failure.body.slice(0, 200)}`;
    case 'network':
      return `Network error: ${failure.message}`;
    case 'timeout':
      return `Timeout: no answer within ${failure.timeoutMs} ms`;
    case 'parse':
      return `JSON parse error: ${failure.message}`;
    case 'invalid':
      return `Invalid definition: ${failure.message}`;
  }
}
