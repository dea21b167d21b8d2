import { describe, expect, it } from 'vitest';
import { FORM_STYLE_KEYS, normalizeGlobalStyle, normalizeStyle } from '../../../src/core/definition/normalize-style';
import { createWireReader } from '../../../src/core/definition/wire-reader';

describe('normalizeStyle', () => {
  it('keeps the style keys only, silently dropping others', () => {
    const reader = createWireReader();
    expect(normalizeStyle({ fontFamily: 'Lato', submitColor: '#ff7a59', newKey: 'x' }, 'form.style', reader))
      .toEqual({ fontFamily: 'Lato', submitColor: '#ff7a59' });
    expect(reader.warnings).toEqual([]);
  });

  it('knows all sixteen keys of the spec', () => {
    const all = Object.fromEntries(FORM_STYLE_KEYS.map((key) => [key, key]));
    expect(normalizeStyle(all, 's', createWireReader())).toEqual(all);
    expect(FORM_STYLE_KEYS).toHaveLength(16);
  });

  it('gives {} for null, and {} with a warning for a non-object', () => {
    const reader = createWireReader();
    expect(normalizeStyle(null, 'form.style', reader)).toEqual({});
    expect(normalizeStyle('big', 'form.style', reader)).toEqual({});
    expect(normalizeStyle([{ fontFamily: 'x' }], 'form.style', reader)).toEqual({});
    expect(reader.warnings).toEqual([
      'form.style: expected an object, got string; ignored',
      'form.style: expected an object, got array; ignored',
    ]);
  });

  it('stringifies numbers and drops other values with a warning', () => {
    const reader = createWireReader();
    expect(normalizeStyle({ helpTextSize: 11, fontFamily: { a: 1 }, linkColor: null }, 's', reader)).toEqual({ helpTextSize: '11' });
    // In the order of the style keys, not of the wire object.
    expect(reader.warnings).toEqual([
      's.fontFamily: expected a string, got object; ignored',
      's.helpTextSize: expected a string, got number; used "11"',
    ]);
  });
});

describe('normalizeGlobalStyle', () => {
  it('parses the JSON string and keeps the style keys', () => {
    const reader = createWireReader();
    const style = normalizeGlobalStyle(
      '{"fontFamily":"Helvetica","labelTextColor":"#33475b","submitAlignment":"left","extra":true}',
      'globalStyle',
      reader,
    );
    expect(style).toEqual({ fontFamily: 'Helvetica', labelTextColor: '#33475b', submitAlignment: 'left' });
    expect(reader.warnings).toEqual([]);
  });

  it('gives {} silently when missing or empty', () => {
    const reader = createWireReader();
    expect(normalizeGlobalStyle(undefined, 'globalStyle', reader)).toEqual({});
    expect(normalizeGlobalStyle(null, 'globalStyle', reader)).toEqual({});
    expect(normalizeGlobalStyle('  ', 'globalStyle', reader)).toEqual({});
    expect(normalizeGlobalStyle('null', 'globalStyle', reader)).toEqual({});
    expect(reader.warnings).toEqual([]);
  });

  it('gives {} with a warning for bad JSON or JSON that is not an object', () => {
    const reader = createWireReader();
    expect(normalizeGlobalStyle('{fontFamily:', 'globalStyle', reader)).toEqual({});
    expect(normalizeGlobalStyle('[1,2]', 'globalStyle', reader)).toEqual({});
    expect(normalizeGlobalStyle(42, 'globalStyle', reader)).toEqual({});
    expect(reader.warnings).toEqual([
      'globalStyle: is not valid JSON; used {}',
      'globalStyle: expected an object, got array; ignored',
      'globalStyle: expected a JSON string, got number; used {}',
    ]);
  });

  it('accepts an object with a warning', () => {
    const reader = createWireReader();
    expect(normalizeGlobalStyle({ submitColor: 'red' }, 'globalStyle', reader)).toEqual({ submitColor: 'red' });
    expect(reader.warnings).toEqual(['globalStyle: expected a JSON string, got object; used it as is']);
  });
});

describe('normalizeStyle: values', () => {
  it('drops, with a warning, a value that could break out of its CSS declaration', () => {
    const reader = createWireReader();
    expect(normalizeStyle({ submitColor: 'red;background:url(https://x.test/t.gif)', labelTextColor: '#33475b', fontFamily: 'x}body{color:red' }, 'form.style', reader))
      .toEqual({ labelTextColor: '#33475b' });
    expect(reader.warnings).toEqual([
      'form.style.submitColor: is not a plain CSS value; dropped',
      'form.style.fontFamily: is not a plain CSS value; dropped',
    ]);
  });
});
