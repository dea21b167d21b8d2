import { describe, expect, it } from 'vitest';
import { FIELD_NAME_PATTERN, suggestName } from '../../../../console/editor/model/field-names';

describe('suggestName', () => {
  it('makes lower-case letters, digits and _ of the label', () => {
    expect(suggestName('First name', [])).toBe('first_name');
    expect(suggestName('  E-mail address (work)! ', [])).toBe('e_mail_address_work');
    expect(suggestName('Größe & Café', [])).toBe('grosse_cafe');
  });

  it('adds a number when the name is taken', () => {
    expect(suggestName('First name', ['first_name'])).toBe('first_name_2');
    expect(suggestName('First name', ['first_name', 'First_Name_2'])).toBe('first_name_3');
  });

  it('gives a usable name for a label without letters or starting with a digit', () => {
    expect(suggestName('???', [])).toBe('field');
    expect(suggestName('', ['field'])).toBe('field_2');
    expect(suggestName('2nd choice', [])).toBe('field_2nd_choice');
  });

  it('always suggests a name the pattern accepts', () => {
    for (const label of ['First name', '', '123', 'Ünïcödé', '_x_']) expect(suggestName(label, [])).toMatch(FIELD_NAME_PATTERN);
  });
});
