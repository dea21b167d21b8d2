import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FieldValue } from '../../src/core/form-definition';
import { FIELD_ERROR_KEYS, FIELD_INFO_KEYS } from '../../src/core/validation/field-error-keys';
import { MAX_FILE_BYTES, TEXT_LIMIT } from '../../src/core/validation/limits';
import { validateField } from '../../src/core/validation/validate-field';
import { VALIDATORS, type ValidatorName } from '../../src/core/validation/validators';
import { en as english } from '../../src/i18n/en';
import { createTranslator } from '../../src/i18n/translate';
import { fieldDefinition, fieldValidation, fileOfSize, options, validationContext } from '../core/builders';

const t = createTranslator();
const context = validationContext({ blockedDomains: ['blocked.example'] });

/** Spec section 5 "English wording", word for word (placeholders as written there). */
const SPEC_WORDING: Record<string, string> = {
  required: 'Please complete this required field.',
  invalidEmail: 'Please enter a valid email address.',
  invalidEmailFormat: 'Email must be formatted correctly.',
  invalidNumber: 'Please enter a valid number.',
  invalidNumberRangeTooSmall: "Please enter a number that's greater than or equal to {min}.",
  invalidNumberRangeTooLarge: "Please enter a number that's less than or equal to {max}.",
  missingOptionSelection: 'Please select at least one option.',
  missingSelect: 'Please select an option from the dropdown menu.',
  forbiddenEmailDomain: 'Please enter your business email address. This form does not accept addresses from {domain}.',
  manuallyBlockedEmailDomain: 'Please enter a different email address. This form does not accept addresses from {domain}.',
  invalidDate: 'Please enter a valid date.',
  phoneInvalidCharacters: 'Must contain only numbers, +()-. and x.',
  numberOutOfRange: 'The number you entered is not in range.',
  emailSuggestion: 'Did you mean {email}?',
  invalidDomain: 'Please enter a valid domain name and try again.',
  valueNotInFieldDefintion: 'Please choose one of the provided values.',
  fileTooLarge: 'Selected file is too large. Maximum allowed size is 100MB.',
  // Spec section 4 "Resubscribe".
  resubscribeMessage: "It looks like you've opted out of email communication. Click here to get an email and opt back in.",
  emailOptIn: 'Please check your email to opt back in.',
  // The summary of a paginated form's errors.
  pageErrorComplete: "Please complete '{label}' on {link}",
  pageErrorFix: "Please fix '{label}' on {link}",
  pageLink: 'Step {pageNumber}',
};

const catalogue = english as Record<string, string>;
const PLACEHOLDER = /\{\w+\}/;

describe('en: the keys the validation layer uses', () => {
  it.each([...FIELD_ERROR_KEYS])('has the field error %s', (key) => {
    expect(catalogue[key]).toEqual(expect.any(String));
    expect(catalogue[key]!.trim()).not.toBe('');
  });

  it.each([...FIELD_INFO_KEYS])('has the field info %s', (key) => {
    expect(catalogue[key]).toEqual(expect.any(String));
    expect(catalogue[key]!.trim()).not.toBe('');
  });
});

describe('en: the wording of the spec', () => {
  it.each(Object.entries(SPEC_WORDING))('%s is exactly the spec text', (key, text) => {
    expect(catalogue[key]).toBe(text);
  });

  it("says 'Please use fewer than 65536 characters.' for the text limit", () => {
    expect(t('textLimit', { max: String(TEXT_LIMIT) })).toBe('Please use fewer than 65536 characters.');
  });
});

describe('createTranslator fills the placeholders', () => {
  it.each<[string, Record<string, string>, string]>([
    ['invalidNumberRangeTooLarge', { max: '10' }, "Please enter a number that's less than or equal to 10."],
    ['invalidNumberRangeTooSmall', { min: '-2.5' }, "Please enter a number that's greater than or equal to -2.5."],
    ['textLimit', { max: '65536' }, 'Please use fewer than 65536 characters.'],
    ['forbiddenEmailDomain', { domain: 'gmail.com' }, 'Please enter your business email address. This form does not accept addresses from gmail.com.'],
    ['manuallyBlockedEmailDomain', { domain: 'competitor.example' }, 'Please enter a different email address. This form does not accept addresses from competitor.example.'],
    ['emailSuggestion', { email: 'jo@gmail.com' }, 'Did you mean jo@gmail.com?'],
    ['inputTooLarge', { max: '40' }, 'Please use no more than 40 characters.'],
    ['inputTooSmall', { min: '2' }, 'Please use at least 2 characters.'],
    ['pageLink', { pageNumber: '2' }, 'Step 2'],
    ['pageErrorComplete', { label: 'Email', link: 'Step 2' }, "Please complete 'Email' on Step 2"],
    ['pageErrorFix', { label: 'Phone number', link: 'Step 3' }, "Please fix 'Phone number' on Step 3"],
  ])('%s with %j', (key, params, text) => {
    expect(t(key, params)).toBe(text);
  });

  it('builds a page summary line from the link text', () => {
    const link = t('pageLink', { pageNumber: '1' });
    expect(t('pageErrorComplete', { label: 'First name', link })).toBe("Please complete 'First name' on Step 1");
  });
});

describe('every message a validator produces has English text', () => {
  const text = (more: Partial<FieldDefinition> = {}) => fieldDefinition(more);
  const data = (value: string) => fieldValidation({ data: value });

  /** Each validator with an input it refuses. */
  const FAILING: [ValidatorName, FieldValue, FieldDefinition][] = [
    ['presence', '', text()],
    ['presence', false, text({ inputKind: 'booleancheckbox' })],
    ['selectOptionPresence', '', text({ inputKind: 'select' })],
    ['optionPresence', [], text({ inputKind: 'checkbox' })],
    ['phonePresence', '+44', text({ inputKind: 'phone' })],
    ['emailFormat', 'jo@', text({ inputKind: 'email' })],
    ['blockedDomain', 'jo@blocked.example', text({ inputKind: 'email' })],
    ['domain', 'not a domain', text()],
    ['date', '2023-02-29', text({ inputKind: 'date' })],
    ['numericality', '1e5', text({ inputKind: 'number' })],
    ['numericality', '9007199254740992', text({ inputKind: 'number' })],
    ['range', '11', text({ inputKind: 'number', validation: data('1:10:true') })],
    ['range', '0', text({ inputKind: 'number', validation: data('1:10:true') })],
    ['phone', 'call me', text({ inputKind: 'phone' })],
    ['phone', '1', text({ inputKind: 'phone', validation: data('7:15:true') })],
    ['phone', '1234567890123456', text({ inputKind: 'phone', validation: data('7:15:true') })],
    ['length', 'a', text({ validation: data('2:5:true') })],
    ['length', 'abcdef', text({ validation: data('2:5:true') })],
    ['textLimit', 'a'.repeat(TEXT_LIMIT), text()],
    ['size', [fileOfSize(MAX_FILE_BYTES + 1)], text({ inputKind: 'file' })],
    ['options', 'FR', text({ inputKind: 'select', options: options('US') })],
  ];

  it('covers every validator', () => {
    expect(new Set(FAILING.map(([name]) => name))).toEqual(new Set(Object.keys(VALIDATORS)));
  });

  it.each(FAILING)('%s on %j', (name, value, field) => {
    const message = VALIDATORS[name](value, field, context);
    expect(message).toBeDefined();
    expect(FIELD_ERROR_KEYS).toContain(message!.key);
    expect(catalogue[message!.key]).toEqual(expect.any(String));
    const shown = t(message!.key, message!.params);
    expect(shown).not.toBe(message!.key);
    expect(shown).not.toMatch(PLACEHOLDER);
  });

  it('including validatorNotAvailable', () => {
    const [message] = validateField(text({ validation: fieldValidation({ name: 'postcode' }) }), 'AB1 2CD', context);
    expect(message).toEqual({ key: 'validatorNotAvailable' });
    expect(t(message!.key, message!.params)).not.toMatch(PLACEHOLDER);
    expect(t(message!.key)).not.toBe('validatorNotAvailable');
  });
});

describe('en: the host answer FILE_TOO_LARGE', () => {
  it('reads like the file field rule, not as the bare key', () => {
    expect(createTranslator()('FILE_TOO_LARGE')).toBe('Selected file is too large. Maximum allowed size is 100MB.');
    expect(english.FILE_TOO_LARGE).toBe(english.fileTooLarge);
  });
});
