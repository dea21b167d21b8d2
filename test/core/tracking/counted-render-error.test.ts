import { describe, expect, it } from 'vitest';
import type { RenderError } from '../../../src/core/render-errors';
import { isCountedRenderError } from '../../../src/core/tracking/counted-render-error';

describe('isCountedRenderError', () => {
  it.each<[RenderError, boolean]>([
    // The messages `describeDefinitionFailure` writes:
    [{ code: 'DEFINITION_FAILURE', message: 'Network error: Failed to fetch' }, false],
    [{ code: 'DEFINITION_FAILURE', message: 'Timeout: no answer within 10000 ms' }, false],
    [{ code: 'FALLBACK_DEFINITION_FAILURE', message: 'HTTP 500: oops; fallback: JSON parse error: Unexpected end of input' }, false],
    [{ code: 'DEFINITION_FAILURE', message: 'NetworkError when attempting to fetch resource.' }, false],
    [{ code: 'DEFINITION_FAILURE', message: 'The operation was aborted.' }, false],
    [{ code: 'DEFINITION_FAILURE', message: 'timeout after 10000 ms' }, false],
    [{ code: 'DEFINITION_FAILURE', message: 'request timed out' }, false],
    [{ code: 'FALLBACK_DEFINITION_FAILURE', message: 'Unexpected token < in JSON at position 0' }, false],
    [{ code: 'DEFINITION_FAILURE', message: 'the answer is not valid JSON' }, false],
    [{ code: 'IP_ADDRESS_IS_PROBABLY_A_BOT', message: 'HTTP 400' }, false],
    [{ code: 'SUBMISSION_PERIOD_ENDED', message: 'HTTP 400' }, false],
    [{ code: 'RATE_LIMIT_EXCEEDED', message: 'HTTP 429' }, false],
    [{ code: 'DEFINITION_FAILURE', message: 'HTTP 429 Too Many Requests' }, false],
    [{ code: 'DEFINITION_NOT_FOUND', message: 'HTTP 404' }, true],
    [{ code: 'INVALID_FORM_GUID', message: 'Invalid form guid' }, true],
    [{ code: 'NON_EMBEDDABLE_FORM', message: 'you cannot embed this type of form' }, true],
    [{ code: 'UNKNOWN_RENDER_ERROR', message: "Cannot read properties of undefined (reading 'map')" }, true],
    [{ code: 'DEFINITION_FAILURE', message: 'HTTP 500' }, true],
    // A word that merely contains "bot" is not a bot block.
    [{ code: 'UNKNOWN_RENDER_ERROR', message: 'bottom field crashed' }, true],
  ])('%o is counted: %s', (error, counted) => {
    expect(isCountedRenderError(error)).toBe(counted);
  });
});
