import { describe, expect, it } from 'vitest';
import {
  recordIn,
  createWireReader, describeWireValue, isRecord, ownValue, parseBooleanString, parseNumericString, setEntry,
} from '../../../src/core/definition/wire-reader';

describe('isRecord and describeWireValue', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('names what was found', () => {
    expect(describeWireValue(null)).toBe('null');
    expect(describeWireValue([1])).toBe('array');
    expect(describeWireValue(3)).toBe('number');
    expect(describeWireValue({})).toBe('object');
  });
});

describe('recordIn', () => {
  it("answers a wire object's record under a key, and an empty one where either is no record", () => {
    expect(recordIn({ form: { guid: 'g' } }, 'form')).toEqual({ guid: 'g' });
    for (const wire of [undefined, null, 'form', [], {}, { form: null }, { form: 'x' }, { form: [1] }]) expect(recordIn(wire, 'form')).toEqual({});
  });
});

describe('parseBooleanString and parseNumericString', () => {
  it('reads true/false in any case', () => {
    expect(parseBooleanString(' TRUE ')).toBe(true);
    expect(parseBooleanString('false')).toBe(false);
    expect(parseBooleanString('yes')).toBeUndefined();
    expect(parseBooleanString('')).toBeUndefined();
  });

  it('reads plain decimals only', () => {
    expect(parseNumericString('42')).toBe(42);
    expect(parseNumericString(' -3.5 ')).toBe(-3.5);
    expect(parseNumericString('.5')).toBe(0.5);
    expect(parseNumericString('7.')).toBe(7);
    for (const text of ['', ' ', '0x10', '1e3', '1,5', 'abc', '--1', '2024-01-01']) {
      expect(parseNumericString(text), text).toBeUndefined();
    }
  });
});

describe('ownValue and setEntry', () => {
  it('never reads inherited members', () => {
    const record: Record<string, number> = { a: 1 };
    expect(ownValue(record, 'a')).toBe(1);
    expect(ownValue(record, 'constructor')).toBeUndefined();
    expect(ownValue(record, 'toString')).toBeUndefined();
  });

  it('stores __proto__ as plain data', () => {
    const record: Record<string, string> = {};
    setEntry(record, '__proto__', 'x');
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(ownValue(record, '__proto__')).toBe('x');
    expect(Object.keys(record)).toEqual(['__proto__']);
  });
});

describe('createWireReader', () => {
  it('string: keeps strings, defaults missing values silently', () => {
    const reader = createWireReader();
    expect(reader.string('a', 'p')).toBe('a');
    expect(reader.string(undefined, 'p', 'd')).toBe('d');
    expect(reader.string(null, 'p')).toBe('');
    expect(reader.warnings).toEqual([]);
  });

  it('string: stringifies numbers and booleans with a warning, ignores the rest with one', () => {
    const reader = createWireReader();
    expect(reader.string(5, 'form.submitText')).toBe('5');
    expect(reader.string(true, 'b')).toBe('true');
    expect(reader.string({}, 'c', 'fallback')).toBe('fallback');
    expect(reader.string([], 'd')).toBe('');
    expect(reader.warnings).toEqual([
      'form.submitText: expected a string, got number; used "5"',
      'b: expected a string, got boolean; used "true"',
      'c: expected a string, got object; ignored',
      'd: expected a string, got array; ignored',
    ]);
  });

  it('optionalString: undefined when missing or unusable', () => {
    const reader = createWireReader();
    expect(reader.optionalString(undefined, 'p')).toBeUndefined();
    expect(reader.optionalString({}, 'p')).toBeUndefined();
    expect(reader.optionalString('', 'p')).toBe('');
    expect(reader.warnings).toHaveLength(1);
  });

  it('boolean: repairs true/false strings with a warning unless they are a valid wire form', () => {
    const reader = createWireReader();
    expect(reader.boolean(true, 'a', false)).toBe(true);
    expect(reader.boolean(undefined, 'a', true)).toBe(true);
    expect(reader.boolean(null, 'a', false)).toBe(false);
    expect(reader.warnings).toEqual([]);
    expect(reader.boolean('true', 'b', false)).toBe(true);
    expect(reader.boolean('FALSE', 'c', true, true)).toBe(false);
    expect(reader.boolean(1, 'd', false)).toBe(false);
    expect(reader.boolean('maybe', 'e', true)).toBe(true);
    expect(reader.warnings).toEqual([
      'b: expected a boolean, got string; used true',
      'd: expected a boolean, got number; used false',
      'e: expected a boolean, got string; used true',
    ]);
  });

  it('number: repairs numeric strings, falls back on the rest', () => {
    const reader = createWireReader();
    expect(reader.number(3, 'a', 0)).toBe(3);
    expect(reader.number(undefined, 'a', 11)).toBe(11);
    expect(reader.number('12', 'b', 0)).toBe(12);
    expect(reader.number('12', 'c', 0, true)).toBe(12);
    expect(reader.number('twelve', 'd', 11)).toBe(11);
    expect(reader.number(Number.NaN, 'e', 1)).toBe(1);
    expect(reader.optionalNumber(true, 'f')).toBeUndefined();
    expect(reader.warnings).toEqual([
      'b: expected a number, got string; used 12',
      'd: expected a number, got string; used 11',
      'e: expected a number, got number; used 1',
      'f: expected a number, got boolean; ignored',
    ]);
  });

  it('number: a numeric string too long to be a finite number falls back like any other non-number', () => {
    const reader = createWireReader();
    const overflowing = '9'.repeat(400);
    expect(reader.number(overflowing, 'form.portalId', 0, true)).toBe(0);
    expect(reader.number(`-${overflowing}`, 'form.formTypeNumber', 11)).toBe(11);
    expect(reader.optionalNumber(overflowing, 'filter.numberValue')).toBeUndefined();
    expect(reader.warnings).toEqual([
      'form.portalId: expected a number, got string; used 0',
      'form.formTypeNumber: expected a number, got string; used 11',
      'filter.numberValue: expected a number, got string; ignored',
    ]);
  });

  it('array and record: [] and undefined for other types, silently when missing', () => {
    const reader = createWireReader();
    expect(reader.array([1], 'a')).toEqual([1]);
    expect(reader.array(undefined, 'a')).toEqual([]);
    expect(reader.array('x', 'b')).toEqual([]);
    expect(reader.record({ a: 1 }, 'c')).toEqual({ a: 1 });
    expect(reader.record(null, 'c')).toBeUndefined();
    expect(reader.record([], 'd')).toBeUndefined();
    expect(reader.warnings).toEqual(['b: expected an array, got string; used []', 'd: expected an object, got array; ignored']);
  });

  it('stringList: keeps strings, stringifies numbers, drops the rest', () => {
    const reader = createWireReader();
    expect(reader.stringList(['a', 2, null, {}, 'b'], 'list')).toEqual(['a', '2', 'b']);
    expect(reader.warnings).toEqual([
      'list[2]: expected a string, got null; dropped',
      'list[3]: expected a string, got object; dropped',
    ]);
  });

  it('stringList: splits a string when told to, warning unless that is a valid wire form', () => {
    const reader = createWireReader();
    expect(reader.stringList('a; b;;', 'x', { splitOn: ';' })).toEqual(['a', 'b']);
    expect(reader.stringList('a.com, b.com', 'y', { splitOn: ',', splitIsValid: true })).toEqual(['a.com', 'b.com']);
    expect(reader.stringList('a', 'z')).toEqual([]);
    expect(reader.stringList(7, 'w', { splitOn: ';' })).toEqual([]);
    expect(reader.warnings).toEqual([
      "x: expected an array, got string; split on ';'",
      'z: expected an array, got string; used []',
      'w: expected an array, got number; used []',
    ]);
  });
});
