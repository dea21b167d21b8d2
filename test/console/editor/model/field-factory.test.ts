import { describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../../../src/core/definition/normalize-definition';
import { EDITOR_FIELD_TYPES } from '../../../../console/editor/model/field-kinds';
import { newField } from '../../../../console/editor/model/field-factory';
import { toWire } from '../../../../console/editor/model/wire-conversion';
import type { EditorForm } from '../../../../console/editor/model/editor-form';
import { formProblems } from '../../../../console/editor/model/check-form';

function formWith(fieldTypes: readonly (typeof EDITOR_FIELD_TYPES)[number][]): EditorForm {
  const names: string[] = [];
  const items = fieldTypes.map((fieldType, index) => {
    const field = newField(fieldType, names);
    names.push(field.name);
    return { id: `item-${index}`, kind: 'field' as const, field };
  });
  return {
    base: { form: { guid: 'new-form', portalId: 1 } },
    name: 'New',
    language: '',
    submitText: 'Submit',
    afterSubmit: { kind: 'message', html: '' },
    consent: null,
    style: {},
    proofOfWork: false,
    attribution: true,
    items,
  };
}

describe('newField', () => {
  it('gives every field kind a label, a name from it and nothing to fix', () => {
    const form = formWith(EDITOR_FIELD_TYPES);
    expect(formProblems(form)).toEqual([]);
    for (const item of form.items) {
      if (item.kind !== 'field') continue;
      expect(item.field.label).not.toBe('');
      expect(item.field.name).toMatch(/^[a-z_][a-z0-9_]*$/);
    }
  });

  it('makes fields the embed renders as their kind, without repairs', () => {
    const result = normalizeDefinition(toWire(formWith(EDITOR_FIELD_TYPES)));
    if (!result.ok) throw new Error(result.error);
    expect(result.value.warnings).toEqual([]);
    const kinds = Object.values(result.value.definition.fields).map((field) => [field.fieldType, field.inputKind]);
    expect(kinds).toEqual([
      ['text', 'text'], ['email', 'email'], ['textarea', 'textarea'], ['number', 'number'], ['phone', 'phone'],
      ['date', 'date'], ['file', 'file'], ['select', 'select'], ['radio', 'radio'], ['checkbox', 'checkbox'],
      ['booleancheckbox', 'booleancheckbox'], ['hidden', 'hidden'], ['starrating', 'rating'], ['smileyrating', 'rating'],
      ['numberrating', 'rating'], ['nps', 'rating'], ['csat', 'rating'],
    ]);
  });

  it('starts choice fields with two options and ratings with their scale', () => {
    expect(newField('select', []).options).toEqual([
      { label: 'Option 1', value: 'option_1' },
      { label: 'Option 2', value: 'option_2' },
    ]);
    expect(newField('nps', []).options.map((option) => option.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(newField('starrating', []).options.map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(newField('text', []).options).toEqual([]);
  });

  it('names a field uniquely among the taken names', () => {
    expect(newField('email', ['email']).name).toBe('email_2');
  });
});
