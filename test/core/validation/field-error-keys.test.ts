import { describe, expect, it } from 'vitest';
import {
  FIELD_ERROR_KEYS, FIELD_INFO_KEYS, fieldError, isMissingValueError,
} from '../../../src/core/validation/field-error-keys';

describe('FIELD_ERROR_KEYS', () => {
  it('holds the field error keys of spec section 8, textLimit and fileNotAttached', () => {
    expect([...FIELD_ERROR_KEYS].sort()).toEqual([
      'required', 'missingSelect', 'missingOptionSelection', 'invalidEmail', 'invalidEmailFormat', 'invalidDate',
      'invalidNumber', 'invalidNumberRangeTooLarge', 'invalidNumberRangeTooSmall', 'numberOutOfRange',
      'phoneInvalidCharacters', 'fileTooLarge', 'manuallyBlockedEmailDomain', 'forbiddenEmailDomain', 'invalidDomain',
      'inputTooLarge', 'inputTooSmall', 'valueNotInFieldDefintion', 'validatorNotAvailable', 'textLimit', 'fileNotAttached',
    ].sort());
  });

  it('keeps infos apart from errors', () => {
    expect([...FIELD_INFO_KEYS]).toEqual(['emailSuggestion', 'resubscribeMessage', 'emailOptIn']);
    for (const key of FIELD_INFO_KEYS) expect(FIELD_ERROR_KEYS as readonly string[]).not.toContain(key);
  });
});

describe('fieldError', () => {
  it('carries params only when given', () => {
    expect(fieldError('required')).toEqual({ key: 'required' });
    expect(fieldError('required')).not.toHaveProperty('params');
    expect(fieldError('inputTooLarge', { max: '5' })).toEqual({ key: 'inputTooLarge', params: { max: '5' } });
  });
});

describe('isMissingValueError', () => {
  it.each(['required', 'missingSelect', 'missingOptionSelection'])('%s means nothing was given', (key) => {
    expect(isMissingValueError({ key })).toBe(true);
  });

  it.each(FIELD_ERROR_KEYS.filter((key) => !['required', 'missingSelect', 'missingOptionSelection'].includes(key)))(
    '%s means something given needs fixing',
    (key) => {
      expect(isMissingValueError({ key })).toBe(false);
    },
  );
});
