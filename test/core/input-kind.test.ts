import { describe, expect, it } from 'vitest';
import { inputKindOf } from '../../src/core/input-kind';

const facts = (fieldType: string, more: Partial<Parameters<typeof inputKindOf>[0]> = {}) =>
  inputKindOf({ fieldType, name: 'field', validationName: '', hidden: false, ...more });

describe('inputKindOf', () => {
  it('maps each known field type', () => {
    const expected: Record<string, string> = {
      text: 'text', email: 'email', textarea: 'textarea', number: 'number', phone: 'phone',
      phonenumber: 'phone', file: 'file', select: 'select', checkbox: 'checkbox',
      booleancheckbox: 'booleancheckbox', radio: 'radio', payment_link_radio: 'radio', date: 'date',
      hidden: 'hidden',
    };
    for (const [fieldType, kind] of Object.entries(expected)) {
      expect(facts(fieldType), fieldType).toEqual({ inputKind: kind, ratingType: '', known: true });
    }
  });

  it('recognises an email sent as a text field by its name or validator', () => {
    expect(facts('text', { name: 'email' }).inputKind).toBe('email');
    expect(facts('text', { name: ' Email ' }).inputKind).toBe('email');
    expect(facts('text', { name: 'work_address', validationName: 'email' }).inputKind).toBe('email');
    expect(facts('text', { name: 'emailaddress' }).inputKind).toBe('text');
    // Only text inputs turn into email inputs.
    expect(facts('textarea', { name: 'email' }).inputKind).toBe('textarea');
  });

  it('renders every rating type as a rating with its type', () => {
    for (const fieldType of ['numberrating', 'rating', 'smileyrating', 'starrating', 'nps', 'csat']) {
      expect(facts(fieldType), fieldType).toEqual({ inputKind: 'rating', ratingType: fieldType, known: true });
    }
  });

  it('makes a field with hidden: true hidden whatever its type', () => {
    expect(facts('select', { hidden: true })).toEqual({ inputKind: 'hidden', ratingType: '', known: true });
    expect(facts('nps', { hidden: true }).inputKind).toBe('hidden');
  });

  it('renders an unknown type as text and says so', () => {
    expect(facts('signature')).toEqual({ inputKind: 'text', ratingType: '', known: false });
    expect(facts('constructor')).toEqual({ inputKind: 'text', ratingType: '', known: false });
    expect(facts('toString').known).toBe(false);
  });
});
