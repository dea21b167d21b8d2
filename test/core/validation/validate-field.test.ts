import { describe, expect, it } from 'vitest';
import type { FieldMessage } from '../../../src/core/field-state';
import type { FieldDefinition, FieldValue, InputKind } from '../../../src/core/form-definition';
import { MAX_FILE_BYTES, TEXT_LIMIT } from '../../../src/core/validation/limits';
import { trimValue, validateField, validatorsFor } from '../../../src/core/validation/validate-field';
import {
  fieldDefinition, fieldValidation, fileOfSize, normalizedDefinition, options, validationContext,
} from '../builders';
import { wireDefinition, wireField, wireGroup } from '../../store/wire-definition';

const context = validationContext();

const CHOICE_OPTIONS = options('US', 'NL', 'DE');

/** A field of `inputKind`; choice kinds get the options US, NL and DE. */
function field(inputKind: InputKind, more: Partial<FieldDefinition> = {}): FieldDefinition {
  const choice = ['select', 'radio', 'checkbox', 'rating'].includes(inputKind);
  return fieldDefinition({ inputKind, fieldType: inputKind, options: choice ? CHOICE_OPTIONS : [], ...more });
}

const required = (inputKind: InputKind, more: Partial<FieldDefinition> = {}) => field(inputKind, { required: true, ...more });
const withData = (inputKind: InputKind, data: string, more: Partial<FieldDefinition> = {}) =>
  field(inputKind, { validation: fieldValidation({ data }), ...more });
const withValidator = (inputKind: InputKind, name: string, more: Partial<FieldDefinition> = {}) =>
  field(inputKind, { validation: fieldValidation({ name }), ...more });

const validate = (definition: FieldDefinition, value: FieldValue, ctx = context) => validateField(definition, value, ctx);
const error = (key: string, params?: Record<string, string | number>): FieldMessage[] => [params ? { key, params } : { key }];

describe('validatorsFor', () => {
  it.each<[string, FieldDefinition, string[]]>([
    ['optional text', field('text'), ['textLimit', 'length']],
    ['required text', required('text'), ['presence', 'textLimit', 'length']],
    ['required textarea', required('textarea'), ['presence', 'textLimit', 'length']],
    ['required email', required('email'), ['presence', 'textLimit', 'emailFormat', 'blockedDomain', 'length']],
    ['required number', required('number'), ['presence', 'numericality', 'range']],
    ['required phone', required('phone'), ['phonePresence', 'phone']],
    ['required date', required('date'), ['presence', 'date']],
    ['required file', required('file'), ['presence', 'size']],
    ['required select', required('select'), ['selectOptionPresence', 'options']],
    ['required radio', required('radio'), ['optionPresence', 'options']],
    ['required checkbox list', required('checkbox'), ['optionPresence', 'options']],
    ['required rating', required('rating'), ['optionPresence', 'options']],
    ['required booleancheckbox', required('booleancheckbox'), ['presence']],
    ['optional booleancheckbox', field('booleancheckbox'), []],
    ['required hidden', required('hidden'), []],
    ['text with the domain validator', withValidator('text', 'domain'), ['textLimit', 'length', 'domain']],
    ['text with the email validator', withValidator('text', 'email'), ['textLimit', 'length', 'emailFormat']],
    ['email with the email validator (not twice)', withValidator('email', ' Email '), ['textLimit', 'emailFormat', 'blockedDomain', 'length']],
  ])('%s runs %j', (_what, definition, names) => {
    expect(validatorsFor(definition)).toEqual({ names, unavailable: undefined });
  });

  it('names a wire validator it does not have', () => {
    expect(validatorsFor(withValidator('text', ' postcode '))).toEqual({ names: ['textLimit', 'length'], unavailable: 'postcode' });
    expect(validatorsFor(withValidator('text', 'toString')).unavailable).toBe('toString');
  });

  it('never plans anything for a hidden field, whatever its validator', () => {
    expect(validatorsFor(withValidator('hidden', 'postcode', { required: true }))).toEqual({ names: [], unavailable: undefined });
  });
});

describe('trimValue', () => {
  it.each<[FieldValue, FieldValue]>([
    ['  jo@example.com \n', 'jo@example.com'],
    ['\t\r\n', ''],
    ['a b', 'a b'],
    [true, true],
    [false, false],
    [[' US ', 'NL\t'], ['US', 'NL']],
    [[], []],
  ])('%j -> %j', (value, trimmed) => {
    expect(trimValue(value)).toEqual(trimmed);
  });

  it('keeps files as they are', () => {
    const files = [fileOfSize(10, ' spaced.pdf ')];
    expect(trimValue(files)).toEqual(files);
  });
});

describe('validateField: required', () => {
  it.each<[InputKind, FieldValue, string]>([
    ['text', '', 'required'],
    ['text', '   ', 'required'],
    ['text', '\t\n', 'required'],
    ['textarea', ' \n ', 'required'],
    ['email', '', 'required'],
    ['number', ' ', 'required'],
    ['date', '', 'required'],
    ['file', [], 'required'],
    ['booleancheckbox', false, 'required'],
    ['phone', '', 'required'],
    ['phone', '+44', 'required'],
    ['phone', '+1 ', 'required'],
    ['phone', '  +31  ', 'required'],
    ['select', '', 'missingSelect'],
    ['select', '  ', 'missingSelect'],
    ['radio', '', 'missingOptionSelection'],
    ['checkbox', [], 'missingOptionSelection'],
    ['rating', '', 'missingOptionSelection'],
  ])('a required %s with %j gives %s', (kind, value, key) => {
    expect(validate(required(kind), value)).toEqual(error(key));
  });

  it.each<[InputKind, FieldValue]>([
    ['text', 'Jo'],
    ['textarea', 'Hello'],
    ['email', 'jo@example.com'],
    ['number', '3'],
    ['date', '2024-05-17'],
    ['file', [fileOfSize(1)]],
    ['booleancheckbox', true],
    ['phone', '+44 20 7946 0958'],
    ['select', 'NL'],
    ['radio', 'US'],
    ['checkbox', ['US', 'DE']],
    ['rating', 'DE'],
  ])('a required %s with %j passes', (kind, value) => {
    expect(validate(required(kind), value)).toEqual([]);
  });

  it.each<[InputKind, FieldValue]>([
    ['text', ''],
    ['textarea', '  '],
    ['email', ''],
    ['number', ''],
    ['date', ' '],
    ['file', []],
    ['booleancheckbox', false],
    ['phone', ''],
    ['select', ''],
    ['radio', ''],
    ['checkbox', []],
    ['rating', ''],
  ])('an optional %s left empty (%j) passes every check', (kind, value) => {
    expect(validate(withData(kind, '2:5:true'), value)).toEqual([]);
  });
});

describe('validateField: trimming', () => {
  it.each<[InputKind, string]>([
    ['email', '  jo@example.com \n'],
    ['number', ' 2.50\t'],
    ['date', '\n2024-02-29 '],
    ['phone', ' +44 20 7946 0958 '],
    ['select', ' NL '],
    ['radio', '\tUS'],
    ['rating', 'DE\n'],
    ['text', '  ab  '],
  ])('trims a %s value before checking it: %j', (kind, value) => {
    expect(validate(required(kind), value)).toEqual([]);
  });

  it('trims each item of a checkbox list', () => {
    expect(validate(required('checkbox'), [' US', 'NL '])).toEqual([]);
  });

  it('counts the trimmed length against the length range', () => {
    expect(validate(withData('text', '1:3:true'), '   abc   ')).toEqual([]);
    expect(validate(withData('text', '5::true'), '  abc  ')).toEqual(error('inputTooSmall', { min: 5 }));
  });
});

describe('validateField: email', () => {
  it.each(['jo@example.com', 'JO.Smith+news@Example.co.uk'])('accepts %s', (value) => {
    expect(validate(required('email'), value)).toEqual([]);
  });

  it.each(['jo', 'jo@', 'jo@example', 'jo @example.com', 'jo@example..com'])('refuses %j with invalidEmailFormat', (value) => {
    expect(validate(field('email'), value)).toEqual(error('invalidEmailFormat'));
  });

  it("refuses a domain on the field's blocked list", () => {
    const blocking = field('email', { validation: fieldValidation({ blockedEmailAddresses: ['@Competitor.example', 'b.example,c.example'] }) });
    expect(validate(blocking, 'jo@competitor.example')).toEqual(error('manuallyBlockedEmailDomain', { domain: 'competitor.example' }));
    expect(validate(blocking, 'Jo@Sales.C.Example')).toEqual(error('manuallyBlockedEmailDomain', { domain: 'c.example' }));
    expect(validate(blocking, 'jo@d.example')).toEqual([]);
  });

  it("refuses a domain on the embed context's list", () => {
    const ctx = validationContext({ blockedDomains: ['gmail.com, yahoo.com', '@hotmail.com'] });
    expect(validate(field('email'), 'jo@yahoo.com', ctx)).toEqual(error('manuallyBlockedEmailDomain', { domain: 'yahoo.com' }));
    expect(validate(field('email'), 'jo@HOTMAIL.com', ctx)).toEqual(error('manuallyBlockedEmailDomain', { domain: 'hotmail.com' }));
    expect(validate(field('email'), 'jo@example.com', ctx)).toEqual([]);
  });

  it('reports the format before a blocked domain, and a blocked domain before the length', () => {
    const ctx = validationContext({ blockedDomains: ['example.com'] });
    const strict = withData('email', '1:5:true');
    expect(validate(strict, 'jo@@example.com', ctx)).toEqual(error('invalidEmailFormat'));
    expect(validate(strict, 'jo@example.com', ctx)).toEqual(error('manuallyBlockedEmailDomain', { domain: 'example.com' }));
    expect(validate(strict, 'jo@example.org', ctx)).toEqual(error('inputTooLarge', { max: 5 }));
  });

  it("maps the wire validator 'email' to the email format check", () => {
    expect(validate(withValidator('text', 'email'), 'not an address')).toEqual(error('invalidEmailFormat'));
    expect(validate(withValidator('text', 'EMAIL'), 'jo@example.com')).toEqual([]);
    expect(validate(withValidator('text', 'email'), '')).toEqual([]);
  });
});

describe('validateField: date', () => {
  it.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-13-01', false],
    ['2023-1-05', false],
    ['2023-01-5', false],
    ['05/01/2023', false],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2034-01-01', true],
    ['2034-01-02', false],
  ])('%s valid: %s (now is 2024-06-15)', (value, valid) => {
    expect(validate(field('date'), value)).toEqual(valid ? [] : error('invalidDate'));
  });

  it('moves the end of the range with context.now', () => {
    const later = validationContext({ now: Date.UTC(2031, 2, 3) });
    expect(validate(field('date'), '2041-01-01', later)).toEqual([]);
    expect(validate(field('date'), '2041-01-02', later)).toEqual(error('invalidDate'));
    expect(validate(field('date'), '2041-01-01')).toEqual(error('invalidDate'));
  });
});

describe('validateField: number', () => {
  it.each(['-3', '2.50', '0', '42', '-0.5', '9007199254740991'])('accepts %s', (value) => {
    expect(validate(required('number'), value)).toEqual([]);
  });

  it.each(['1e5', '1.234', '1.', '.5', '--1', '+1', 'ten', '1,5', '0x1F'])('refuses %j with invalidNumber', (value) => {
    expect(validate(field('number'), value)).toEqual(error('invalidNumber'));
  });

  it('refuses a number past Number.MAX_SAFE_INTEGER with numberOutOfRange', () => {
    expect(validate(field('number'), '9007199254740992')).toEqual(error('numberOutOfRange'));
    expect(validate(field('number'), '-9007199254740992')).toEqual(error('numberOutOfRange'));
  });

  it.each<[string, string, FieldMessage[]]>([
    ['0:10:true', '11', error('invalidNumberRangeTooLarge', { max: 10 })],
    ['0:10:true', '-1', error('invalidNumberRangeTooSmall', { min: 0 })],
    ['0:10:true', '10', []],
    ['0:10:true', '0', []],
    ['0:10:false', '11', []],
    ['0:10:', '11', []],
    ['0:10', '-1', []],
  ])("with range '%s', %s gives %j", (data, value, expected) => {
    expect(validate(withData('number', data), value)).toEqual(expected);
  });

  it('reports the number format before the range', () => {
    expect(validate(withData('number', '0:10:true'), '1e5')).toEqual(error('invalidNumber'));
    expect(validate(withData('number', '0:10:true'), '99999999999999999')).toEqual(error('numberOutOfRange'));
  });
});

describe('validateField: phone', () => {
  it.each(['+1 (555) 123-4567', '020.7946.0958', '555-1234 x89'])('accepts %s', (value) => {
    expect(validate(required('phone'), value)).toEqual([]);
  });

  it.each(['555-CALL', 'call me', '+44 20 #7946'])('refuses %j with phoneInvalidCharacters', (value) => {
    expect(validate(field('phone'), value)).toEqual(error('phoneInvalidCharacters'));
  });

  it('counts digits against the min and max of its validation data', () => {
    const bounded = withData('phone', '7:12:true');
    expect(validate(bounded, '+1 555')).toEqual(error('inputTooSmall', { min: 7 }));
    expect(validate(bounded, '+1 555 123 4567')).toEqual([]);
    expect(validate(bounded, '+1 555 123 4567 x99')).toEqual(error('inputTooLarge', { max: 12 }));
    expect(validate(withData('phone', '7:12:false'), '+1 555')).toEqual([]);
  });

  it('lets an optional phone holding only the dial code through when no length is set', () => {
    expect(validate(field('phone', { useCountryCodeSelect: true }), '+44')).toEqual([]);
  });

  // Spec section 5 (Phone): "A value equal to only the extension becomes empty", and an empty
  // optional value passes. validateField only treats '' as blank (validate-field.ts:79), so the
  // digit count still runs on the bare dial code.
  it('treats an optional phone holding only the dial code as empty, whatever its length range', () => {
    const bounded = withData('phone', '7:15:true', { useCountryCodeSelect: true });
    expect(validate(bounded, '+44')).toEqual([]);
    expect(validate(bounded, '+1 ')).toEqual([]);
  });
});

describe('validateField: file', () => {
  it.each<[number, FieldMessage[]]>([
    [0, []],
    [MAX_FILE_BYTES - 1, []],
    [MAX_FILE_BYTES, []],
    [MAX_FILE_BYTES + 1, error('fileTooLarge')],
    [MAX_FILE_BYTES * 2, error('fileTooLarge')],
  ])('a file of %i bytes gives %j', (size, expected) => {
    expect(validate(required('file'), [fileOfSize(size)])).toEqual(expected);
  });
});

describe('validateField: text length', () => {
  it.each<[InputKind, string, string, FieldMessage[]]>([
    ['text', '2:5:true', 'a', error('inputTooSmall', { min: 2 })],
    ['text', '2:5:true', 'abcdef', error('inputTooLarge', { max: 5 })],
    ['text', '2:5:true', 'abc', []],
    ['textarea', '2:5:true', 'line one\nline two', error('inputTooLarge', { max: 5 })],
    ['textarea', '10::true', 'short', error('inputTooSmall', { min: 10 })],
    ['text', '2:5:false', 'abcdefgh', []],
    ['text', '2:5', 'a', []],
  ])("%s with '%s' and %j gives %j", (kind, data, value, expected) => {
    expect(validate(withData(kind, data), value)).toEqual(expected);
  });

  it.each<InputKind>(['text', 'textarea', 'email'])('a %s of 65,536 characters or more gives textLimit, not inputTooLarge', (kind) => {
    const bounded = withData(kind, '0:10:true');
    expect(validate(bounded, 'a'.repeat(TEXT_LIMIT))).toEqual(error('textLimit', { max: 65536 }));
    expect(validate(field(kind), 'a'.repeat(TEXT_LIMIT + 1000))).toEqual(error('textLimit', { max: 65536 }));
  });

  it.each<InputKind>(['text', 'textarea'])('a %s of 65,535 characters passes', (kind) => {
    expect(validate(required(kind), 'a'.repeat(TEXT_LIMIT - 1))).toEqual([]);
  });

  it('counts characters, not UTF-16 units: 65,535 emoji pass, 65,536 do not', () => {
    expect(validate(field('textarea'), '😀'.repeat(TEXT_LIMIT - 1))).toEqual([]);
    expect(validate(field('textarea'), '😀'.repeat(TEXT_LIMIT))).toEqual(error('textLimit', { max: 65536 }));
  });

  it('counts the limit after trimming', () => {
    expect(validate(field('text'), ` ${'a'.repeat(TEXT_LIMIT - 1)} `)).toEqual([]);
  });
});

describe('validateField: values not among the options', () => {
  it.each<[InputKind, FieldValue]>([
    ['select', 'FR'],
    ['radio', 'us'],
    ['checkbox', ['US', 'FR']],
    ['checkbox', ['Nope']],
    ['rating', '6'],
  ])('a %s with %j gives valueNotInFieldDefintion', (kind, value) => {
    expect(validate(field(kind), value)).toEqual(error('valueNotInFieldDefintion'));
  });

  // An option value the host sent with padding is one of the provided values; the visitor's
  // choice is trimmed (validate-field.ts:66-68) but the options are not (validators.ts:104).
  it('accepts an option whose value the host sent with surrounding spaces', () => {
    const padded = fieldDefinition({ inputKind: 'select', options: options('Red', ' Blue ') });
    expect(validate(padded, ' Blue ')).toEqual([]);
    const list = fieldDefinition({ inputKind: 'checkbox', options: options('Red', ' Blue ') });
    expect(validate(list, [' Blue '])).toEqual([]);
  });
});

describe('validateField: domain', () => {
  it.each(['example.com', 'https://www.example.com/about', ' example.co.uk '])('accepts %j', (value) => {
    expect(validate(withValidator('text', 'domain'), value)).toEqual([]);
  });

  it.each(['example', 'not a domain', 'jo@example.com'])('refuses %j with invalidDomain', (value) => {
    expect(validate(withValidator('text', 'domain'), value)).toEqual(error('invalidDomain'));
  });

  it('lets an empty optional domain through and a required one gives required', () => {
    expect(validate(withValidator('text', 'domain'), '')).toEqual([]);
    expect(validate(withValidator('text', 'domain', { required: true }), '')).toEqual(error('required'));
  });
});

describe('validateField: unknown wire validator', () => {
  it.each(['postcode', 'iban', 'toString', '__proto__'])("refuses a given value when the validator is '%s'", (name) => {
    expect(validate(withValidator('text', name), 'anything')).toEqual(error('validatorNotAvailable'));
  });

  it('lets a blank optional value through', () => {
    expect(validate(withValidator('text', 'postcode'), '')).toEqual([]);
    expect(validate(withValidator('text', 'postcode'), '   ')).toEqual([]);
  });

  it('reports required, and problems the known checks find, first', () => {
    expect(validate(withValidator('text', 'postcode', { required: true }), '')).toEqual(error('required'));
    expect(validate(withValidator('number', 'postcode'), 'ten')).toEqual(error('invalidNumber'));
  });
});

describe('validateField: hidden fields', () => {
  it.each<FieldValue>(['', 'anything', '1e5', false, [], ['x']])('never fail (%j)', (value) => {
    expect(validate(required('hidden', { validation: fieldValidation({ name: 'postcode', data: '1:2:true' }) }), value)).toEqual([]);
  });

  it('covers a required field the host sends with hidden: true', () => {
    const definition = normalizedDefinition(wireDefinition({
      groups: [wireGroup([wireField({ name: 'email', fieldType: 'text', required: true, hidden: true })])],
    }));
    const email = definition.fields.email!;
    expect(email.inputKind).toBe('hidden');
    expect(validate(email, '')).toEqual([]);
    expect(validate(email, 'not an address')).toEqual([]);
  });
});

describe('validateField: only the first problem', () => {
  it.each<[string, FieldDefinition, FieldValue, string]>([
    ['required before anything else', required('email', { validation: fieldValidation({ name: 'postcode', data: '3:5:true' }) }), '', 'required'],
    ['number format before the range', withData('number', '5:10:true'), '1.234', 'invalidNumber'],
    ['phone characters before the digit count', withData('phone', '7:10:true', { required: true }), 'abc', 'phoneInvalidCharacters'],
    ['the text limit before the length range', withData('text', '1:3:true'), 'a'.repeat(TEXT_LIMIT), 'textLimit'],
    ['a kind check before an unknown validator', withValidator('email', 'postcode'), 'nope', 'invalidEmailFormat'],
  ])('%s', (_what, definition, value, key) => {
    const errors = validate(definition, value);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.key).toBe(key);
  });
});
