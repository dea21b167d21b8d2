import { describe, expect, it } from 'vitest';
import { effectiveFieldType, hasOptions } from '../../../../console/editor/model/field-kinds';
import { newField } from '../../../../console/editor/model/field-factory';

describe('effectiveFieldType', () => {
  it('takes a text field named email, or with the email validator, for the email field the embed makes of it', () => {
    const text = newField('text', []);
    expect(effectiveFieldType({ ...text, name: 'email' })).toBe('email');
    expect(effectiveFieldType({ ...text, name: 'work', wire: { ...text.wire, validation: { name: 'email' } } })).toBe('email');
    expect(effectiveFieldType({ ...text, name: 'company' })).toBe('text');
  });

  it('leaves every other type as it is', () => {
    expect(effectiveFieldType({ ...newField('textarea', []), name: 'email' })).toBe('textarea');
    expect(effectiveFieldType({ ...newField('text', []), fieldType: 'phonenumber' })).toBe('phonenumber');
  });
});

describe('hasOptions', () => {
  it('is true for choice and rating fields, aliases included', () => {
    expect(['select', 'radio', 'checkbox', 'payment_link_radio', 'nps', 'rating'].every(hasOptions)).toBe(true);
    expect(['text', 'booleancheckbox', 'hidden'].some(hasOptions)).toBe(false);
  });
});
