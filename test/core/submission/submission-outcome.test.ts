import { describe, expect, it } from 'vitest';
import {
  fieldErrorOf, judgeFailure, SUBMISSION_ERROR_CODES, type SubmitFailure,
} from '../../../src/core/submission/submission-outcome';
import type { SubmitErrorWire, SubmitValidationResult } from '../../../src/core/submission/submit-wire';

const answered = (status: number, body: SubmitErrorWire = {}, retryAfterMs?: number): SubmitFailure =>
  retryAfterMs === undefined ? { kind: 'answered', status, body } : { kind: 'answered', status, body, retryAfterMs };

const noCaptcha = { captchaInUse: false };

const required = (fieldName: string): SubmitValidationResult => ({ fieldName, formSubmissionValidationType: 'REQUIRED_FIELD' });
const blocked = (fieldName: string, domain: string): SubmitValidationResult => ({
  fieldName, formSubmissionValidationType: 'BLOCKED_EMAIL', domain,
});

describe('judgeFailure (spec 4 "Error response", 8 "Submission errors")', () => {
  it('no answer at all is worth retrying and shows SERVER_ERROR', () => {
    expect(judgeFailure({ kind: 'unreachable' }, noCaptcha)).toEqual({
      retry: true, retryAfterMs: undefined, code: 'SERVER_ERROR', fieldErrors: {},
    });
  });

  it('a file that could not be attached is not retried: each field it names gets fileNotAttached', () => {
    expect(judgeFailure({ kind: 'unsendable', fieldNames: ['resume', 'photos'] }, noCaptcha)).toEqual({
      retry: false, retryAfterMs: undefined, code: '',
      fieldErrors: { resume: { key: 'fileNotAttached' }, photos: { key: 'fileNotAttached' } },
    });
  });

  it('429 is TOO_MANY_REQUESTS, retried, with Retry-After passed on', () => {
    expect(judgeFailure(answered(429, {}, 3000), noCaptcha)).toEqual({
      retry: true, retryAfterMs: 3000, code: 'TOO_MANY_REQUESTS', fieldErrors: {},
    });
    // Whatever the host's body names: the status decides.
    expect(judgeFailure(answered(429, { formSubmissionError: 'RATE_LIMIT_EXCEEDED' }), noCaptcha)).toMatchObject({
      retry: true, retryAfterMs: undefined, code: 'TOO_MANY_REQUESTS',
    });
  });

  it.each([500, 502, 503, 504])('%i is retried; without an error key it shows SERVER_ERROR', (status) => {
    expect(judgeFailure(answered(status), noCaptcha)).toEqual({
      retry: true, retryAfterMs: undefined, code: 'SERVER_ERROR', fieldErrors: {},
    });
  });

  it('a 503 with Retry-After passes the wait on', () => {
    expect(judgeFailure(answered(503, {}, 5000), noCaptcha)).toMatchObject({ retry: true, retryAfterMs: 5000 });
  });

  it('400 MISSING_REQUIRED_FIELDS is not retried; its required results become field errors', () => {
    const verdict = judgeFailure(
      answered(400, { formSubmissionError: 'MISSING_REQUIRED_FIELDS', validationResults: [required('email'), required('company')] }),
      noCaptcha,
    );
    expect(verdict).toEqual({
      retry: false,
      retryAfterMs: undefined,
      code: 'MISSING_REQUIRED_FIELDS',
      fieldErrors: { email: { key: 'required' }, company: { key: 'required' } },
    });
  });

  it('a REQUIRED_FIELD result alone gives MISSING_REQUIRED_FIELDS', () => {
    expect(judgeFailure(answered(400, { validationResults: [required('email')] }), noCaptcha)).toMatchObject({
      retry: false, code: 'MISSING_REQUIRED_FIELDS', fieldErrors: { email: { key: 'required' } },
    });
  });

  it('a BLOCKED_EMAIL result gives BLOCKED_EMAIL and manuallyBlockedEmailDomain with the domain on the field', () => {
    expect(judgeFailure(answered(400, { validationResults: [blocked('email', 'spam.test')] }), noCaptcha)).toEqual({
      retry: false,
      retryAfterMs: undefined,
      code: 'BLOCKED_EMAIL',
      fieldErrors: { email: { key: 'manuallyBlockedEmailDomain', params: { domain: 'spam.test' } } },
    });
  });

  it('follows the priority: missing required fields, then a blocked email, then the host key', () => {
    const both = { formSubmissionError: 'DELETED', validationResults: [blocked('email', 'spam.test'), required('company')] };
    expect(judgeFailure(answered(400, both), noCaptcha)).toMatchObject({
      code: 'MISSING_REQUIRED_FIELDS',
      fieldErrors: {
        email: { key: 'manuallyBlockedEmailDomain', params: { domain: 'spam.test' } },
        company: { key: 'required' },
      },
    });
    expect(judgeFailure(answered(400, { formSubmissionError: 'DELETED', validationResults: [blocked('email', 'spam.test')] }), noCaptcha).code)
      .toBe('BLOCKED_EMAIL');
    expect(judgeFailure(answered(400, { formSubmissionError: 'BLOCKED_EMAIL', validationResults: [required('email')] }), noCaptcha).code)
      .toBe('MISSING_REQUIRED_FIELDS');
    expect(judgeFailure(answered(400, { formSubmissionError: 'DELETED' }), noCaptcha).code).toBe('DELETED');
  });

  it.each(['FORM_NEVER_EXISTED', 'MISSING_SCOPE', 'FORM_TYPE_MISMATCH'])('%s shows as SUBMISSION_NOT_ALLOWED, not retried', (key) => {
    expect(judgeFailure(answered(400, { formSubmissionError: key }), noCaptcha)).toMatchObject({
      retry: false, code: 'SUBMISSION_NOT_ALLOWED',
    });
  });

  it('RECAPTCHA_VALIDATION_ERROR without a captcha in use is OUT_OF_DATE; with one it stays', () => {
    const body = { formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' };
    expect(judgeFailure(answered(400, body), { captchaInUse: false }).code).toBe('OUT_OF_DATE');
    expect(judgeFailure(answered(400, body), { captchaInUse: true }).code).toBe('RECAPTCHA_VALIDATION_ERROR');
  });

  it.each([...SUBMISSION_ERROR_CODES.filter((code) => code !== 'RECAPTCHA_VALIDATION_ERROR'), 'FILE_TOO_LARGE', 'SOME_NEW_HOST_KEY'])(
    'keeps the host key %s as it is',
    (key) => {
      expect(judgeFailure(answered(400, { formSubmissionError: key }), noCaptcha)).toMatchObject({ retry: false, code: key });
    },
  );

  it('a 5xx with a host key shows that key but is still retried', () => {
    expect(judgeFailure(answered(503, { formSubmissionError: 'FORM_NOT_PUBLISHED' }), noCaptcha)).toMatchObject({
      retry: true, code: 'FORM_NOT_PUBLISHED',
    });
  });

  it('a 4xx with an empty body is not retried', () => {
    expect(judgeFailure(answered(400), noCaptcha)).toMatchObject({ retry: false, code: 'SERVER_ERROR', fieldErrors: {} });
    expect(judgeFailure(answered(413), noCaptcha).retry).toBe(false);
  });

  it('reads an unusual body without throwing: a non-array validationResults, null results, a non-string field name', () => {
    const odd = { validationResults: 'nope' } as unknown as SubmitErrorWire;
    expect(judgeFailure(answered(400, odd), noCaptcha)).toMatchObject({ code: 'SERVER_ERROR', fieldErrors: {} });
    const holes = { validationResults: [null, { fieldName: 7, formSubmissionValidationType: 'REQUIRED_FIELD' }] } as unknown as SubmitErrorWire;
    expect(() => judgeFailure(answered(400, holes), noCaptcha)).not.toThrow();
    expect(judgeFailure(answered(400, holes), noCaptcha).fieldErrors).toEqual({});
  });

  it('keeps the first result of a field named twice', () => {
    const body = { validationResults: [required('email'), blocked('email', 'spam.test')] };
    expect(judgeFailure(answered(400, body), noCaptcha).fieldErrors).toEqual({ email: { key: 'required' } });
  });

  it('a field named __proto__ does not pollute Object.prototype nor change the prototype of the errors', () => {
    const verdict = judgeFailure(
      answered(400, { validationResults: [required('__proto__'), blocked('email', 'spam.test')] }),
      noCaptcha,
    );
    expect(Object.getPrototypeOf(verdict.fieldErrors)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).key).toBeUndefined();
    expect(verdict.fieldErrors.email).toEqual({ key: 'manuallyBlockedEmailDomain', params: { domain: 'spam.test' } });
    expect(verdict.code).toBe('MISSING_REQUIRED_FIELDS');
  });

  // Spec 5 "Server-side submit errors are mapped by validation type to field errors": every named
  // field gets its error. judgeFailure skips a result whose fieldName is already `in` the errors
  // object, and `in` also sees inherited members, so fields named like Object.prototype members
  // ('__proto__', 'constructor', 'toString') never get their server error.
  it('a field named like an Object.prototype member (__proto__, constructor) still gets its error as plain data', () => {
    const verdict = judgeFailure(answered(400, { validationResults: [required('__proto__'), required('constructor')] }), noCaptcha);
    expect(Object.keys(verdict.fieldErrors)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(verdict.fieldErrors, '__proto__')?.value).toEqual({ key: 'required' });
    expect(Object.getPrototypeOf(verdict.fieldErrors)).toBe(Object.prototype);
  });
});

describe('fieldErrorOf (spec 5 "Server-side submit errors")', () => {
  it('maps each validation type to a field error key', () => {
    expect(fieldErrorOf(required('email'))).toEqual({ key: 'required' });
    expect(fieldErrorOf({ fieldName: 'email', formSubmissionValidationType: 'INVALID_EMAIL' })).toEqual({ key: 'invalidEmail' });
    expect(fieldErrorOf(blocked('email', 'spam.test'))).toEqual({ key: 'manuallyBlockedEmailDomain', params: { domain: 'spam.test' } });
    expect(fieldErrorOf({ fieldName: 'email', formSubmissionValidationType: 'BLOCKED_EMAIL' })).toEqual({
      key: 'manuallyBlockedEmailDomain', params: { domain: '' },
    });
    expect(fieldErrorOf({ fieldName: 'country', formSubmissionValidationType: 'INVALID_VALUE' })).toEqual({ key: 'valueNotInFieldDefintion' });
  });
});
