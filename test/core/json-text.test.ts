import { afterEach, describe, expect, it } from 'vitest';
import { jsonText } from '../../src/core/json-text';

type WithToJson = { toJSON?: () => unknown };

describe('jsonText', () => {
  afterEach(() => {
    delete (Array.prototype as WithToJson).toJSON;
  });

  it('writes what JSON.stringify writes on a clean page', () => {
    const value = { a: [1, 'two', { three: [3] }], b: 'text', c: null, d: undefined, when: new Date(0) };
    expect(jsonText(value)).toBe(JSON.stringify(value));
    expect(jsonText([1, [2]])).toBe('[1,[2]]');
  });

  it('writes lists as lists when the page defined Array.prototype.toJSON (old Prototype.js)', () => {
    (Array.prototype as WithToJson).toJSON = () => 'hijacked';
    expect(JSON.stringify({ tags: ['a'] })).toBe('{"tags":"hijacked"}');
    expect(jsonText({ tags: ['a', ['b']], when: new Date(0) })).toBe('{"tags":["a",["b"]],"when":"1970-01-01T00:00:00.000Z"}');
    expect(jsonText(['a'])).toBe('["a"]');
  });
});
