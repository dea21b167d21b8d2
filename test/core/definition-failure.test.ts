import { describe, expect, it } from 'vitest';
import {
  classifyDefinitionFailure,
  describeDefinitionFailure,
  type DefinitionFailure,
} from '../../src/core/definition-failure';

const http = (status: number, body: unknown): DefinitionFailure => ({
  kind: 'http',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('classifyDefinitionFailure: the definition-load table of spec section 8', () => {
  it('HTTP 404 is not found, whatever the body', () => {
    expect(classifyDefinitionFailure(http(404, { status: 'error', message: 'resource not found' }))).toBe('DEFINITION_NOT_FOUND');
    expect(classifyDefinitionFailure(http(404, ''))).toBe('DEFINITION_NOT_FOUND');
  });

  it("400 containing 'form guid' is an invalid form id (any case)", () => {
    expect(classifyDefinitionFailure(http(400, { status: 'error', message: 'Invalid form guid abc' }))).toBe('INVALID_FORM_GUID');
    expect(classifyDefinitionFailure(http(400, 'FORM GUID is wrong'))).toBe('INVALID_FORM_GUID');
  });

  it("400 containing 'you cannot embed this type of form' is an unsupported type", () => {
    expect(classifyDefinitionFailure(http(400, { message: 'Sorry, you cannot embed this type of form' }))).toBe('NON_EMBEDDABLE_FORM');
    expect(classifyDefinitionFailure(http(400, 'You cannot embed this type of form'))).toBe('NON_EMBEDDABLE_FORM');
  });

  it('400 with IP_ADDRESS_IS_PROBABLY_A_BOT is a bot block', () => {
    expect(classifyDefinitionFailure(http(400, { status: 'error', errorType: 'IP_ADDRESS_IS_PROBABLY_A_BOT' }))).toBe(
      'IP_ADDRESS_IS_PROBABLY_A_BOT',
    );
  });

  it('400 with SUBMISSION_PERIOD_ENDED is period ended', () => {
    expect(classifyDefinitionFailure(http(400, { status: 'error', message: 'SUBMISSION_PERIOD_ENDED' }))).toBe('SUBMISSION_PERIOD_ENDED');
  });

  it('429 with RATE_LIMIT_EXCEEDED is rate limited; a bare 429 is not known', () => {
    expect(classifyDefinitionFailure(http(429, { status: 'error', message: 'RATE_LIMIT_EXCEEDED' }))).toBe('RATE_LIMIT_EXCEEDED');
    expect(classifyDefinitionFailure(http(429, 'slow down'))).toBeUndefined();
  });

  it('the error tokens count only with their status', () => {
    expect(classifyDefinitionFailure(http(500, 'IP_ADDRESS_IS_PROBABLY_A_BOT'))).toBeUndefined();
    expect(classifyDefinitionFailure(http(403, 'Invalid form guid'))).toBeUndefined();
    expect(classifyDefinitionFailure(http(400, 'RATE_LIMIT_EXCEEDED'))).toBeUndefined();
    expect(classifyDefinitionFailure(http(503, 'SUBMISSION_PERIOD_ENDED'))).toBeUndefined();
  });

  it('a 400 without a known message is not known (fallback)', () => {
    expect(classifyDefinitionFailure(http(400, { status: 'error', message: 'bad request' }))).toBeUndefined();
    expect(classifyDefinitionFailure(http(400, ''))).toBeUndefined();
  });

  it('500, network, timeout, parse and invalid give undefined: the caller may try the fallback', () => {
    const unknown: DefinitionFailure[] = [
      http(500, 'Internal Server Error'),
      http(502, ''),
      http(503, '{}'),
      { kind: 'network', message: 'Failed to fetch' },
      { kind: 'timeout', timeoutMs: 10000 },
      { kind: 'parse', message: 'Unexpected token <' },
      { kind: 'invalid', message: 'definition response has no form object' },
    ];
    for (const failure of unknown) expect(classifyDefinitionFailure(failure)).toBeUndefined();
  });
});

describe('describeDefinitionFailure', () => {
  it('describes every kind on one line', () => {
    expect(describeDefinitionFailure(http(404, 'resource not found'))).toBe('HTTP 404: resource not found');
    expect(describeDefinitionFailure({ kind: 'network', message: 'Failed to fetch' })).toBe('Network error: Failed to fetch');
    expect(describeDefinitionFailure({ kind: 'timeout', timeoutMs: 10000 })).toBe('Timeout: no answer within 10000 ms');
    expect(describeDefinitionFailure({ kind: 'parse', message: 'Unexpected token <' })).toBe('JSON parse error: Unexpected token <');
    expect(describeDefinitionFailure({ kind: 'invalid', message: 'form has no guid' })).toBe('Invalid definition: form has no guid');
  });

  it('keeps at most 200 characters of an HTTP body', () => {
    const body = 'x'.repeat(500);
    expect(describeDefinitionFailure(http(500, body))).toBe(`HTTP 500: ${'x'.repeat(200)}`);
  });
});
