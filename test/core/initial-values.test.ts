import { describe, expect, it } from 'vitest';
import { emptyFieldValue, initialFieldValue, isEmptyValue } from '../../src/core/initial-values';
import { fieldDefinition, options } from './builders';

describe('emptyFieldValue', () => {
  it('is [] for lists, false for a boolean checkbox, else ""', () => {
    expect(emptyFieldValue(fieldDefinition({ inputKind: 'checkbox' }))).toEqual([]);
    expect(emptyFieldValue(fieldDefinition({ inputKind: 'file' }))).toEqual([]);
    expect(emptyFieldValue(fieldDefinition({ inputKind: 'booleancheckbox' }))).toBe(false);
    for (const inputKind of ['text', 'textarea', 'email', 'number', 'phone', 'select', 'radio', 'date', 'hidden', 'rating'] as const) {
      expect(emptyFieldValue(fieldDefinition({ inputKind })), inputKind).toBe('');
    }
  });
});

describe('initialFieldValue', () => {
  it('prefers the known value of the field id', () => {
    const email = fieldDefinition({ id: 'email', name: 'email', inputKind: 'email', defaultValue: 'default@example.com' });
    expect(initialFieldValue(email, { known: { email: 'known@example.com' } })).toBe('known@example.com');
    expect(initialFieldValue(email, { known: { other: 'x' } })).toBe('default@example.com');
    expect(initialFieldValue(email, { known: undefined })).toBe('default@example.com');
    expect(initialFieldValue(email, { known: { email: '  ' } })).toBe('default@example.com');
  });

  it('looks known values up by the submitted (prefixed) id', () => {
    const company = fieldDefinition({ id: '0-2/name', name: 'name' });
    expect(initialFieldValue(company, { known: { '0-2/name': 'Example Co', name: 'Jo' } })).toBe('Example Co');
    expect(initialFieldValue(company, { known: { name: 'Jo' } })).toBe('');
  });

  it('falls back to the empty value of the kind', () => {
    expect(initialFieldValue(fieldDefinition(), { known: undefined })).toBe('');
    expect(initialFieldValue(fieldDefinition({ inputKind: 'checkbox' }), { known: {} })).toEqual([]);
    expect(initialFieldValue(fieldDefinition({ inputKind: 'booleancheckbox' }), { known: {} })).toBe(false);
    expect(initialFieldValue(fieldDefinition({ inputKind: 'file' }), { known: {} })).toEqual([]);
  });

  it('checkbox: splits the known value on semicolons, keeping offered options', () => {
    const interests = fieldDefinition({ id: 'i', inputKind: 'checkbox', options: options('a', 'b', 'c'), defaultValue: ['c'] });
    expect(initialFieldValue(interests, { known: { i: 'a; b' } })).toEqual(['a', 'b']);
    expect(initialFieldValue(interests, { known: { i: 'a;zzz' } })).toEqual(['a']);
    expect(initialFieldValue(interests, { known: { i: 'zzz' } })).toEqual(['c']);
    const free = fieldDefinition({ id: 'i', inputKind: 'checkbox' });
    expect(initialFieldValue(free, { known: { i: 'x;y' } })).toEqual(['x', 'y']);
  });

  it('booleancheckbox: reads true/false only', () => {
    const consent = fieldDefinition({ id: 'c', inputKind: 'booleancheckbox' });
    expect(initialFieldValue(consent, { known: { c: 'true' } })).toBe(true);
    expect(initialFieldValue(consent, { known: { c: 'FALSE' } })).toBe(false);
    expect(initialFieldValue(consent, { known: { c: 'yes' } })).toBe(false);
    expect(initialFieldValue({ ...consent, defaultValue: true }, { known: { c: 'yes' } })).toBe(true);
  });

  it('select, radio and rating: use the known value only when it is an option', () => {
    for (const inputKind of ['select', 'radio', 'rating'] as const) {
      const field = fieldDefinition({ id: 's', inputKind, options: options('1', '2'), defaultValue: '2' });
      expect(initialFieldValue(field, { known: { s: '1' } }), inputKind).toBe('1');
      expect(initialFieldValue(field, { known: { s: '9' } }), inputKind).toBe('2');
    }
    expect(initialFieldValue(fieldDefinition({ id: 's', inputKind: 'select' }), { known: { s: 'x' } })).toBe('');
  });

  it('date: accepts a day or a millisecond timestamp', () => {
    const date = fieldDefinition({ id: 'd', inputKind: 'date' });
    expect(initialFieldValue(date, { known: { d: '2024-05-17' } })).toBe('2024-05-17');
    expect(initialFieldValue(date, { known: { d: '1715904000000' } })).toBe('2024-05-17');
    expect(initialFieldValue(date, { known: { d: 'soon' } })).toBe('');
  });

  it('file: never prefilled', () => {
    expect(initialFieldValue(fieldDefinition({ id: 'f', inputKind: 'file' }), { known: { f: 'cv.pdf' } })).toEqual([]);
  });

  it('hidden: takes the known value as is', () => {
    expect(initialFieldValue(fieldDefinition({ id: 'h', inputKind: 'hidden', defaultValue: 'd' }), { known: { h: 'a;b' } })).toBe('a;b');
  });

  it('ignores inherited members of the known values', () => {
    expect(initialFieldValue(fieldDefinition({ id: 'constructor' }), { known: {} })).toBe('');
  });
});

describe('isEmptyValue', () => {
  it('treats blank text, false and empty lists as empty', () => {
    expect(isEmptyValue('')).toBe(true);
    expect(isEmptyValue(' \n')).toBe(true);
    expect(isEmptyValue(false)).toBe(true);
    expect(isEmptyValue([])).toBe(true);
  });

  it('treats anything else as a value', () => {
    expect(isEmptyValue('0')).toBe(false);
    expect(isEmptyValue(true)).toBe(false);
    expect(isEmptyValue(['a'])).toBe(false);
    expect(isEmptyValue([{ name: 'a.txt', size: 0 }])).toBe(false);
  });
});
