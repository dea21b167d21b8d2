import { describe, expect, it } from 'vitest';
import { readNameValuePairs } from '../../../src/core/definition/name-value-pairs';
import { createWireReader } from '../../../src/core/definition/wire-reader';

describe('readNameValuePairs', () => {
  it('turns [{name, value}] into a record of strings', () => {
    const reader = createWireReader();
    const pairs = readNameValuePairs(
      [{ name: 'lang', value: 'nl' }, { name: 'numColumns', value: 2 }, { name: 'flag', value: true }, { name: 'empty' }],
      'metaData',
      reader,
    );
    expect(pairs).toEqual({ lang: 'nl', numColumns: '2', flag: 'true', empty: '' });
    expect(reader.warnings).toEqual([]);
  });

  it('drops entries without a name or of the wrong shape, keeps objects as JSON', () => {
    const reader = createWireReader();
    const pairs = readNameValuePairs(
      [null, 'x', { value: 'v' }, { name: '  ', value: 'v' }, { name: 'obj', value: { a: 1 } }, { name: 'big', value: 1n }],
      'metaData',
      reader,
    );
    expect(pairs).toEqual({ obj: '{"a":1}', big: '' });
    expect(reader.warnings).toEqual([
      'metaData[0]: expected {name, value}, got null; dropped',
      'metaData[1]: expected {name, value}, got string; dropped',
      'metaData[2]: has no name; dropped',
      'metaData[3]: has no name; dropped',
      'metaData.obj: expected a string, got object; kept as JSON',
      'metaData.big: expected a string, got bigint; kept as JSON',
    ]);
  });

  it('lets a later entry with the same name win, and is {} for a non-array', () => {
    const reader = createWireReader();
    expect(readNameValuePairs([{ name: 'a', value: '1' }, { name: 'a', value: '2' }], 'm', reader)).toEqual({ a: '2' });
    expect(readNameValuePairs({ lang: 'en' }, 'm', reader)).toEqual({});
    expect(readNameValuePairs(undefined, 'm', reader)).toEqual({});
    expect(reader.warnings).toEqual(['m: expected an array, got object; used []']);
  });
});
