import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FieldValue } from '../../../src/core/form-definition';
import { MAX_FILE_BYTES, TEXT_LIMIT } from '../../../src/core/validation/limits';
import {
  isBlank, isValidatorName, PRESENCE_VALIDATORS, VALIDATORS, type ValidatorName,
} from '../../../src/core/validation/validators';
import { fieldDefinition, fieldValidation, fileOfSize, options, validationContext } from '../builders';

const context = validationContext();

function run(name: ValidatorName, value: FieldValue, field: FieldDefinition = fieldDefinition(), ctx = context) {
  return VALIDATORS[name](value, field, ctx);
}

const withData = (data: string, more: Partial<FieldDefinition> = {}) =>
  fieldDefinition({ validation: fieldValidation({ data }), ...more });

describe('isBlank', () => {
  it.each<[FieldValue, boolean]>([
    ['', true],
    [' ', false],
    ['a', false],
    [false, true],
    [true, false],
    [[], true],
    [[''], false],
    [['a'], false],
    [[fileOfSize(1)], false],
  ])('%j is blank: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('isValidatorName', () => {
  it.each([
    'date', 'emailFormat', 'length', 'numericality', 'phone', 'presence', 'range', 'optionPresence',
    'selectOptionPresence', 'phonePresence', 'size',
  ])('knows the spec validator %s', (name) => {
    expect(isValidatorName(name)).toBe(true);
  });

  it.each(['', 'email', 'postcode', 'Date', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'does not know %j (nor inherited object members)',
    (name) => {
      expect(isValidatorName(name)).toBe(false);
    },
  );

  it('lists exactly the presence validators as running on blank values', () => {
    expect([...PRESENCE_VALIDATORS].sort()).toEqual(['optionPresence', 'phonePresence', 'presence', 'selectOptionPresence']);
  });
});

describe('presence validators', () => {
  it.each<[ValidatorName, FieldValue, string | undefined]>([
    ['presence', '', 'required'],
    ['presence', false, 'required'],
    ['presence', [], 'required'],
    ['presence', 'x', undefined],
    ['presence', true, undefined],
    ['presence', [fileOfSize(10)], undefined],
    ['selectOptionPresence', '', 'missingSelect'],
    ['selectOptionPresence', 'US', undefined],
    ['optionPresence', '', 'missingOptionSelection'],
    ['optionPresence', [], 'missingOptionSelection'],
    ['optionPresence', 'a', undefined],
    ['optionPresence', ['a'], undefined],
    ['phonePresence', '', 'required'],
    ['phonePresence', '+44', 'required'],
    ['phonePresence', '+1 ', 'required'],
    ['phonePresence', ' +1', 'required'],
    ['phonePresence', '+31', 'required'],
    ['phonePresence', '+44 20 7946 0958', undefined],
    ['phonePresence', '020 7946 0958', undefined],
  ])('%s(%j) gives %s', (name, value, key) => {
    expect(run(name, value)).toEqual(key === undefined ? undefined : { key });
  });
});

describe('emailFormat', () => {
  it.each([
    'jo@example.com', 'jo.smith@example.co.uk', 'first+tag@sub.example.org', "o'brien@example.ie", 'JO@EXAMPLE.COM',
    'a_b-c@my-domain.io', '1234@example.museum',
  ])('accepts %s', (email) => {
    expect(run('emailFormat', email)).toBeUndefined();
  });

  it.each([
    'jo', 'jo@', '@example.com', 'jo@example', 'jo@example.c', 'jo example@example.com', 'jo@@example.com',
    'jo@exa mple.com', '.jo@example.com', 'jo.@example.com', 'jo..smith@example.com', 'jo@-example.com',
    'jo@example-.com', 'jo@example..com', 'jo@example.com.', 'jo@example.123', 'jo@ex_ample.com',
  ])('refuses %j with invalidEmailFormat', (email) => {
    expect(run('emailFormat', email)).toEqual({ key: 'invalidEmailFormat' });
  });

  it('refuses an address longer than 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
    const fits = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits).toHaveLength(254);
    expect(run('emailFormat', fits)).toBeUndefined();
    expect(run('emailFormat', `x${fits}`)).toEqual({ key: 'invalidEmailFormat' });
  });
});

describe('blockedDomain', () => {
  const blocking = (blockedEmailAddresses: string[]) =>
    fieldDefinition({ inputKind: 'email', validation: fieldValidation({ blockedEmailAddresses }) });

  it.each<[string, string[], string | undefined]>([
    ['jo@competitor.example', ['competitor.example'], 'competitor.example'],
    ['jo@b.example', ['a.example, b.example'], 'b.example'],
    ['jo@a.example', ['a.example,b.example'], 'a.example'],
    ['jo@gmail.com', ['@gmail.com'], 'gmail.com'],
    ['jo@gmail.com', ['someone@gmail.com'], 'gmail.com'],
    ['Jo@GMAIL.com', ['Gmail.COM'], 'gmail.com'],
    ['jo@mail.gmail.com', ['gmail.com'], 'gmail.com'],
    ['jo@eu.mail.gmail.com', ['@GMAIL.com'], 'gmail.com'],
    ['jo@notgmail.com', ['gmail.com'], undefined],
    ['jo@gmail.com.evil.example', ['gmail.com'], undefined],
    ['jo@gmail.com', ['mail.gmail.com'], undefined],
    ['jo@gmail.com', [' , ', ''], undefined],
    ['jo@gmail.com', [], undefined],
  ])('%s with the field list %j gives domain %s', (email, list, domain) => {
    expect(run('blockedDomain', email, blocking(list))).toEqual(
      domain === undefined ? undefined : { key: 'manuallyBlockedEmailDomain', params: { domain } },
    );
  });

  it.each<[string, string[], string | undefined]>([
    ['jo@example.org', ['example.org'], 'example.org'],
    ['jo@b.example', ['a.example,b.example'], 'b.example'],
    ['jo@b.example', ['@A.example', '@B.EXAMPLE'], 'b.example'],
    ['jo@sales.b.example', ['b.example'], 'b.example'],
    ['jo@example.net', ['example.org'], undefined],
  ])("%s with the embed context's blockedDomains %j gives domain %s", (email, blockedDomains, domain) => {
    expect(run('blockedDomain', email, blocking([]), validationContext({ blockedDomains }))).toEqual(
      domain === undefined ? undefined : { key: 'manuallyBlockedEmailDomain', params: { domain } },
    );
  });

  it('checks the field list and the context list together', () => {
    const ctx = validationContext({ blockedDomains: ['context.example'] });
    const field = blocking(['field.example']);
    expect(run('blockedDomain', 'jo@field.example', field, ctx)).toEqual({ key: 'manuallyBlockedEmailDomain', params: { domain: 'field.example' } });
    expect(run('blockedDomain', 'jo@context.example', field, ctx)).toEqual({ key: 'manuallyBlockedEmailDomain', params: { domain: 'context.example' } });
    expect(run('blockedDomain', 'jo@other.example', field, ctx)).toBeUndefined();
  });

  it('has nothing to say about text without an @', () => {
    expect(run('blockedDomain', 'gmail.com', blocking(['gmail.com']))).toBeUndefined();
  });
});

describe('domain', () => {
  it.each(['example.com', 'www.example.com', 'sub.example.co.uk', 'https://www.example.com', 'http://example.com/path?q=1', 'EXAMPLE.COM', 'my-site.io'])(
    'accepts %s',
    (value) => {
      expect(run('domain', value)).toBeUndefined();
    },
  );

  it.each(['example', 'localhost', 'not a domain', 'exa mple.com', '-example.com', 'example-.com', 'example..com', 'jo@example.com', 'example.c', '.com', 'example.123'])(
    'refuses %j with invalidDomain',
    (value) => {
      expect(run('domain', value)).toEqual({ key: 'invalidDomain' });
    },
  );
});

describe('date', () => {
  // context.now is 2024-06-15: the range is 1900-01-01 to 2034-01-01.
  it.each(['2024-02-29', '2023-02-28', '2000-02-29', '1900-01-01', '2034-01-01', '2033-12-31', '2024-12-31', '1999-01-31'])(
    'accepts %s',
    (value) => {
      expect(run('date', value)).toBeUndefined();
    },
  );

  it.each([
    '2023-02-29', '1900-02-29', '2024-02-30', '2023-13-01', '2023-00-10', '2023-04-31', '2023-01-32', '2023-01-00',
    '2023-1-05', '2023-01-5', '23-01-05', '2023/01/05', '05-01-2023', '2023-01-05T00:00:00Z', '2023-01-05 ', 'today',
    '1899-12-31', '1000-01-01', '2034-01-02', '2035-01-01', '9999-12-31', '１９９０-01-01',
  ])('refuses %j with invalidDate', (value) => {
    expect(run('date', value)).toEqual({ key: 'invalidDate' });
  });

  it('ends the range on January 1 ten years after the year of context.now', () => {
    const in2030 = validationContext({ now: Date.UTC(2030, 6, 1) });
    expect(run('date', '2040-01-01', fieldDefinition(), in2030)).toBeUndefined();
    expect(run('date', '2040-01-02', fieldDefinition(), in2030)).toEqual({ key: 'invalidDate' });
    expect(run('date', '2034-01-02', fieldDefinition(), in2030)).toBeUndefined();
  });

  it("keeps to the field's own range ('from:to:true'), either end open, never past the spec's range", () => {
    const ranged = (data: string) => withData(data, { inputKind: 'date', fieldType: 'date' });
    expect(run('date', '2024-07-01', ranged('2024-07-01:2024-07-31:true'))).toBeUndefined();
    expect(run('date', '2024-07-31', ranged('2024-07-01:2024-07-31:true'))).toBeUndefined();
    expect(run('date', '2024-06-30', ranged('2024-07-01:2024-07-31:true'))).toEqual({ key: 'invalidDate' });
    expect(run('date', '2024-08-01', ranged('2024-07-01:2024-07-31:true'))).toEqual({ key: 'invalidDate' });
    expect(run('date', '1950-01-01', ranged(':2024-07-31:true'))).toBeUndefined();
    // Off, or bounds that are not days or lie outside the spec's range, change nothing.
    expect(run('date', '2024-06-30', ranged('2024-07-01:2024-07-31:false'))).toBeUndefined();
    expect(run('date', '1899-12-31', ranged('1800-01-01::true'))).toEqual({ key: 'invalidDate' });
    expect(run('date', '2030-01-01', ranged('2024-01-01:3000-01-01:true'))).toBeUndefined();
    expect(run('date', '2030-01-01', ranged('2024-01-01:soon:true'))).toBeUndefined();
  });
});

describe('numericality', () => {
  it.each(['0', '7', '-3', '2.50', '2.5', '-0.01', '007', '1000000', String(Number.MAX_SAFE_INTEGER), `-${Number.MAX_SAFE_INTEGER}`])(
    'accepts %s',
    (value) => {
      expect(run('numericality', value)).toBeUndefined();
    },
  );

  it.each(['1e5', '1E5', '1.234', '1.', '.5', '--1', '+5', '1,5', '1 000', 'abc', '0x10', 'Infinity', 'NaN', '-', '5-', '1.2.3', '١٢'])(
    'refuses %j with invalidNumber',
    (value) => {
      expect(run('numericality', value)).toEqual({ key: 'invalidNumber' });
    },
  );

  it.each(['9007199254740992', '-9007199254740992', '9007199254740993', '99999999999999999999', '9007199254740991.99'])(
    'refuses %s, past Number.MAX_SAFE_INTEGER, with numberOutOfRange',
    (value) => {
      expect(run('numericality', value)).toEqual({ key: 'numberOutOfRange' });
    },
  );
});

describe('range', () => {
  it.each<[string, string, FieldValue, { key: string; params: Record<string, string | number> } | undefined]>([
    ['1:10:true', 'over max', '11', { key: 'invalidNumberRangeTooLarge', params: { max: 10 } }],
    ['1:10:true', 'a hair over max', '10.01', { key: 'invalidNumberRangeTooLarge', params: { max: 10 } }],
    ['1:10:true', 'under min', '0', { key: 'invalidNumberRangeTooSmall', params: { min: 1 } }],
    ['1:10:true', 'negative under min', '-4', { key: 'invalidNumberRangeTooSmall', params: { min: 1 } }],
    ['1:10:true', 'at max', '10', undefined],
    ['1:10:true', 'at min', '1', undefined],
    ['1:10:true', 'inside', '5.5', undefined],
    ['-5:-1:true', 'negative bounds', '0', { key: 'invalidNumberRangeTooLarge', params: { max: -1 } }],
    ['-5:-1:true', 'negative bounds', '-6', { key: 'invalidNumberRangeTooSmall', params: { min: -5 } }],
    ['0.5:2.5:true', 'decimal bounds', '2.51', { key: 'invalidNumberRangeTooLarge', params: { max: 2.5 } }],
    [':10:true', 'max only', '11', { key: 'invalidNumberRangeTooLarge', params: { max: 10 } }],
    [':10:true', 'max only', '-1000', undefined],
    ['5::true', 'min only', '4', { key: 'invalidNumberRangeTooSmall', params: { min: 5 } }],
    ['5::true', 'min only', '1000000', undefined],
    ['1:10:false', 'disabled', '11', undefined],
    ['1:10:', 'no third part', '11', undefined],
    ['1:10', 'two parts', '11', undefined],
    ['1:10:yes', 'not true', '11', undefined],
    ['', 'no data', '11', undefined],
  ])("'%s' (%s): %j", (data, _what, value, expected) => {
    expect(run('range', value, withData(data, { inputKind: 'number' }))).toEqual(expected);
  });
});

describe('phone', () => {
  it.each(['+1 (555) 123-4567', '+44 20 7946 0958', '020.7946.0958', '555-1234 x89', '(555) 123 4567', '+31-20-123-4567', '5551234'])(
    'accepts %s',
    (value) => {
      expect(run('phone', value)).toBeUndefined();
    },
  );

  it.each(['555-CALL', '+1 555 123 4567 ext. 5', '1+2', '++44 20', '555_1234', '555/1234', '#5551234', '+44 20 7946 0958 ☎', '٠٢٠'])(
    'refuses %j with phoneInvalidCharacters',
    (value) => {
      expect(run('phone', value)).toEqual({ key: 'phoneInvalidCharacters' });
    },
  );

  it.each<[string, string, { key: string; params: Record<string, string | number> } | undefined]>([
    ['7:15:true', '+1 555', { key: 'inputTooSmall', params: { min: 7 } }],
    ['7:15:true', '+1 (555) 123-45', undefined],
    ['7:15:true', '+1 555 123 4567 x12345', { key: 'inputTooLarge', params: { max: 15 } }],
    ['7:15:true', '123 456 789 012 345', undefined],
    ['7:15:true', '1234567890123456', { key: 'inputTooLarge', params: { max: 15 } }],
    ['7::true', '123456', { key: 'inputTooSmall', params: { min: 7 } }],
    [':3:true', '1234', { key: 'inputTooLarge', params: { max: 3 } }],
    ['7:15:false', '+1 555', undefined],
    ['', '1', undefined],
  ])("counts digits against '%s': %j", (data, value, expected) => {
    expect(run('phone', value, withData(data, { inputKind: 'phone' }))).toEqual(expected);
  });

  it('reports bad characters before the digit count', () => {
    expect(run('phone', 'abc', withData('7:15:true', { inputKind: 'phone' }))).toEqual({ key: 'phoneInvalidCharacters' });
  });
});

describe('length', () => {
  it.each<[string, string, { key: string; params: Record<string, string | number> } | undefined]>([
    ['2:5:true', 'a', { key: 'inputTooSmall', params: { min: 2 } }],
    ['2:5:true', 'ab', undefined],
    ['2:5:true', 'abcde', undefined],
    ['2:5:true', 'abcdef', { key: 'inputTooLarge', params: { max: 5 } }],
    [':5:true', 'abcdef', { key: 'inputTooLarge', params: { max: 5 } }],
    ['3::true', 'ab', { key: 'inputTooSmall', params: { min: 3 } }],
    ['2:5:false', 'abcdefgh', undefined],
    ['2:5', 'a', undefined],
    ['', 'x'.repeat(1000), undefined],
  ])("against '%s': %j", (data, value, expected) => {
    expect(run('length', value, withData(data))).toEqual(expected);
  });
});

describe('textLimit', () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [TEXT_LIMIT - 1, false],
    [TEXT_LIMIT, true],
    [TEXT_LIMIT + 1, true],
    [TEXT_LIMIT * 3, true],
  ])('%i characters over the limit: %s', (length, over) => {
    expect(run('textLimit', 'a'.repeat(length))).toEqual(over ? { key: 'textLimit', params: { max: 65536 } } : undefined);
  });
});

describe('size', () => {
  it.each<[string, FieldValue, boolean]>([
    ['an empty file', [fileOfSize(0)], false],
    ['a small file', [fileOfSize(2048)], false],
    ['exactly 100 MB', [fileOfSize(MAX_FILE_BYTES)], false],
    ['one byte over 100 MB', [fileOfSize(MAX_FILE_BYTES + 1)], true],
    ['1 GB', [fileOfSize(1_073_741_824)], true],
    ['one of several too large', [fileOfSize(1), fileOfSize(MAX_FILE_BYTES + 1)], true],
    ['no file', [], false],
    ['a file name string', 'cv.pdf', false],
  ])('%s: too large %s', (_what, value, tooLarge) => {
    expect(run('size', value)).toEqual(tooLarge ? { key: 'fileTooLarge' } : undefined);
  });

  it('uses 104857600 bytes as the limit (spec section 9)', () => {
    expect(MAX_FILE_BYTES).toBe(104_857_600);
  });
});

describe('options', () => {
  const choice = (inputKind: FieldDefinition['inputKind'], ...values: string[]) => fieldDefinition({ inputKind, options: options(...values) });

  it.each<[FieldDefinition['inputKind'], FieldValue, boolean]>([
    ['select', 'US', true],
    ['select', 'FR', false],
    ['select', 'us', false],
    ['radio', 'NL', true],
    ['radio', 'Netherlands', false],
    ['checkbox', ['US'], true],
    ['checkbox', ['US', 'NL'], true],
    ['checkbox', ['US', 'FR'], false],
    ['checkbox', ['FR'], false],
    ['checkbox', 'NL', true],
    ['rating', 'US', true],
    ['rating', 'DE', false],
  ])('%s %j among the options: %s', (kind, value, among) => {
    expect(run('options', value, choice(kind, 'US', 'NL'))).toEqual(among ? undefined : { key: 'valueNotInFieldDefintion' });
  });

  it('refuses rating values outside the scale', () => {
    const rating = choice('rating', '1', '2', '3', '4', '5');
    expect(run('options', '5', rating)).toBeUndefined();
    expect(run('options', '6', rating)).toEqual({ key: 'valueNotInFieldDefintion' });
    expect(run('options', '0', rating)).toEqual({ key: 'valueNotInFieldDefintion' });
  });

  it('accepts anything when the field has no options to check against', () => {
    expect(run('options', 'anything', choice('select'))).toBeUndefined();
  });
});
