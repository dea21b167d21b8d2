import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldMessage } from '../../../src/core/field-state';
import type { FieldDefinition, FieldValue, InputKind } from '../../../src/core/form-definition';
import { FIELD_ERROR_KEYS } from '../../../src/core/validation/field-error-keys';
import { TEXT_LIMIT, characterCount } from '../../../src/core/validation/limits';
import { validateField } from '../../../src/core/validation/validate-field';
import type { ValidationContext } from '../../../src/core/validation/validators';
import { fieldDefinition, fieldValidation, options, validationContext } from '../builders';

const INPUT_KINDS: readonly InputKind[] = [
  'text', 'textarea', 'email', 'number', 'phone', 'file', 'select', 'checkbox', 'booleancheckbox', 'radio', 'date',
  'hidden', 'rating',
];

/** Lone surrogates included: any UTF-16 code unit. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text of every sort a visitor, a paste or a broken default could produce. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'grapheme-composite' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: codeUnit }),
  fc.emailAddress(),
  fc.domain(),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.stringMatching(/^\+?[\d ()x.-]{0,20}$/),
  fc.constantFrom('', '+44', '+1 ', '2024-02-29', '1e5', 'US', 'NL', 'true', 'false', '\u00a0', '\ufeff', '\u2028', '\ud800', '\udfff'),
);

/** Whitespace of the kinds `String.prototype.trim` removes, as typed or pasted. */
const padding = fc.array(fc.constantFrom(' ', '\t', '\n', '\r\n', '\r', '\u00a0'), { maxLength: 4 }).map((parts) => parts.join(''));

const validationData = fc.oneof(
  fc.constant(''),
  fc.constantFrom('2:5:true', '0:10:true', '-5:5:true', ':3:true', '7::true', '1:10:false', '0.5:2.5:true', 'a:b:true', '::true'),
  fc.string(),
);

const wireValidatorName = fc.constantFrom('', 'email', 'EMAIL', 'domain', 'postcode', 'toString', '__proto__', 'numericality', 'date');

const fieldArb: fc.Arbitrary<FieldDefinition> = fc
  .record({
    inputKind: fc.constantFrom(...INPUT_KINDS),
    required: fc.boolean(),
    data: validationData,
    name: wireValidatorName,
    blockedEmailAddresses: fc.array(fc.oneof(fc.domain(), fc.string()), { maxLength: 3 }),
    optionValues: fc.array(fc.oneof(fc.constantFrom('US', 'NL', ' padded '), fc.string()), { maxLength: 4 }),
    useCountryCodeSelect: fc.boolean(),
  })
  .map(({ inputKind, required, data, name, blockedEmailAddresses, optionValues, useCountryCodeSelect }) =>
    fieldDefinition({
      inputKind,
      fieldType: inputKind,
      required,
      useCountryCodeSelect,
      options: options(...optionValues),
      validation: fieldValidation({ name, data, blockedEmailAddresses }),
    }),
  );

const contextArb: fc.Arbitrary<ValidationContext> = fc.record({
  now: fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
  blockedDomains: fc.array(fc.oneof(fc.domain(), fc.string()), { maxLength: 3 }),
});

const ERROR_KEYS: readonly string[] = FIELD_ERROR_KEYS;

/** At most one message, of a known key, with text or finite-number placeholder values. */
function expectWellFormed(messages: FieldMessage[]): void {
  expect(Array.isArray(messages)).toBe(true);
  expect(messages.length).toBeLessThanOrEqual(1);
  for (const message of messages) {
    expect(ERROR_KEYS).toContain(message.key);
    for (const value of Object.values(message.params ?? {})) {
      expect(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))).toBe(true);
    }
  }
}

describe('validateField: properties', () => {
  it('never throws and answers at most one known error, for any kind, required flag and text', () => {
    fc.assert(
      fc.property(fieldArb, anyText, contextArb, (field, value, context) => {
        expectWellFormed(validateField(field, value, context));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same verdict with spaces, tabs and newlines around the value', () => {
    fc.assert(
      fc.property(fieldArb, anyText, padding, padding, contextArb, (field, value, before, after, context) => {
        expect(validateField(field, `${before}${value}${after}`, context)).toEqual(validateField(field, value, context));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the same verdict for '  ' + v + '\\n' as for v", () => {
    fc.assert(
      fc.property(fieldArb, anyText, (field, value) => {
        const context = validationContext();
        expect(validateField(field, `  ${value}\n`, context)).toEqual(validateField(field, value, context));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on lists of arbitrary strings (checkbox lists, and any kind given a list)', () => {
    const listField = fc.oneof(
      fieldArb.map((field) => ({ ...field, inputKind: 'checkbox' as const, fieldType: 'checkbox' })),
      fieldArb,
    );
    fc.assert(
      fc.property(listField, fc.array(anyText, { maxLength: 6 }), contextArb, (field, values, context) => {
        expectWellFormed(validateField(field, values, context));
      }),
      { numRuns: 1000 },
    );
  });

  it('trims each item of a checkbox list: padded items get the same verdict', () => {
    fc.assert(
      fc.property(fieldArb, fc.array(fc.tuple(padding, anyText, padding), { maxLength: 5 }), (field, items) => {
        const checkbox = { ...field, inputKind: 'checkbox' as const };
        const context = validationContext();
        const bare = items.map(([, value]) => value);
        const padded = items.map(([before, value, after]) => `${before}${value}${after}`);
        expect(validateField(checkbox, padded, context)).toEqual(validateField(checkbox, bare, context));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on booleans, for any kind', () => {
    fc.assert(
      fc.property(fieldArb, fc.boolean(), contextArb, (field, value: FieldValue, context) => {
        expectWellFormed(validateField(field, value, context));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on very long text, and refuses text of 65,536 characters or more', () => {
    const longText = fc
      .tuple(anyText, fc.integer({ min: TEXT_LIMIT - 8, max: TEXT_LIMIT * 2 }), fc.constantFrom('a', 'é', '😀', '\ud800', '9', '@'))
      .map(([prefix, length, unit]) => `${prefix}${unit.repeat(Math.ceil(length / unit.length))}`);
    fc.assert(
      fc.property(fieldArb, longText, (field, value) => {
        const messages = validateField(field, value, validationContext());
        expectWellFormed(messages);
        const typed = ['text', 'textarea', 'email'].includes(field.inputKind);
        // Characters are code points: 32,768 emoji are 65,536 UTF-16 units but only 32,768 characters.
        if (typed && characterCount(value.trim()) >= TEXT_LIMIT) {
          expect(messages).toEqual([{ key: 'textLimit', params: { max: 65536 } }]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never lets a hidden field fail', () => {
    fc.assert(
      fc.property(fieldArb, fc.oneof(anyText, fc.array(anyText, { maxLength: 3 })), (field, value) => {
        expect(validateField({ ...field, inputKind: 'hidden' }, value, validationContext())).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every integer up to Number.MAX_SAFE_INTEGER and every number with at most two decimals', () => {
    const number = fieldDefinition({ inputKind: 'number', required: true });
    const twoDecimals = fc
      .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
      .map(([whole, cents, pad]) => `${whole}.${pad ? String(cents).padStart(2, '0') : String(cents)}`);
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger().map(String), twoDecimals), (value) => {
        expect(validateField(number, value, validationContext())).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts every real day from 1900-01-01 to January 1 ten years ahead, and refuses the days around them', () => {
    const date = fieldDefinition({ inputKind: 'date', required: true });
    const context = validationContext();
    const day = (min: number, max: number) =>
      fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((at) => at.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day(Date.UTC(1900, 0, 1), Date.UTC(2034, 0, 1)), (value) => {
        expect(validateField(date, value, context)).toEqual([]);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.oneof(day(Date.UTC(1000, 0, 1), Date.UTC(1899, 11, 31)), day(Date.UTC(2034, 0, 2), Date.UTC(9999, 11, 31))), (value) => {
        expect(validateField(date, value, context)).toEqual([{ key: 'invalidDate' }]);
      }),
      { numRuns: 500 },
    );
  });
});
