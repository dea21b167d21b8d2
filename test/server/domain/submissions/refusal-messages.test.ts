import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../../../../server/domain/submissions/refusal-messages.js';
import { FIELD_ERROR_KEYS } from '../../../../src/core/validation/field-error-keys.js';
import { fieldDefinition, fieldValidation } from '../../../core/builders.js';

const text = fieldDefinition({ id: 'message', inputKind: 'textarea' });
const phone = fieldDefinition({ id: 'phone', inputKind: 'phone' });

describe('refusalMessage', () => {
  it.each([
    [{ key: 'required' }, text, '', 'is required'],
    [{ key: 'invalidEmailFormat' }, text, 'ada.example.com', 'is not a valid email address'],
    [{ key: 'textLimit', params: { max: 65_536 } }, text, ` ${'日'.repeat(65_536)} `, 'must be under 65,536 characters (65,536 given)'],
    [{ key: 'inputTooLarge', params: { max: 5 } }, text, 'abcdef', 'must be at most 5 characters'],
    [{ key: 'inputTooSmall', params: { min: 2 } }, text, 'a', 'must be at least 2 characters'],
    [{ key: 'inputTooLarge', params: { max: 10 } }, phone, '+31 6 1234 567890', 'must have at most 10 digits'],
    [{ key: 'invalidNumberRangeTooLarge', params: { max: 1000 } }, text, '5000', 'must be at most 1,000'],
    [{ key: 'manuallyBlockedEmailDomain', params: { domain: 'blocked.example' } }, text, 'a@blocked.example', 'uses an email domain the form does not accept (blocked.example)'],
  ])('says %j of %s as the rule broken', (message, field, value, expected) => {
    expect(refusalMessage(message, field, value)).toBe(expected);
  });

  it('names the validator the host does not have', () => {
    const unknown = fieldDefinition({ id: 'postcode', validation: fieldValidation({ name: ' postcode ' }) });
    expect(refusalMessage({ key: 'validatorNotAvailable' }, unknown, '1234')).toBe(
      'cannot be checked: the form names a validator the host does not have (postcode)',
    );
  });

  it('has words for every field error key, and names a key it does not know', () => {
    for (const key of FIELD_ERROR_KEYS) expect(refusalMessage({ key }, text, 'x'), key).not.toMatch(/^is not a valid value/);
    expect(refusalMessage({ key: 'somethingNew' }, text, 'x')).toBe('is not a valid value (somethingNew)');
  });
});
