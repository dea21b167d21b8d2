import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../src/core/form-definition';
import type { FieldCollector } from '../../../src/core/definition/normalize-field';
import { MAX_DEPENDENT_DEPTH, normalizeField } from '../../../src/core/definition/normalize-field';
import { createWireReader } from '../../../src/core/definition/wire-reader';

function collect(...rawFields: unknown[]): { fields: Record<string, FieldDefinition>; ids: (string | undefined)[]; warnings: string[] } {
  const collector: FieldCollector = { reader: createWireReader(), fields: {} };
  const ids = rawFields.map((raw, index) => normalizeField(raw, `fields[${index}]`, 3, collector)?.id);
  return { fields: collector.fields, ids, warnings: collector.reader.warnings };
}

function only(raw: unknown): { field: FieldDefinition; warnings: string[] } {
  const { fields, ids, warnings } = collect(raw);
  const field = fields[ids[0] ?? ''];
  if (!field) throw new Error('field was dropped');
  return { field, warnings };
}

const dependentOn = (filters: unknown[], dependentFormField: unknown) => ({ filters, dependentFormField, formFieldAction: 'DISPLAY' });

describe('normalizeField: basics', () => {
  it('reads a complete contact text field', () => {
    const { field, warnings } = only({
      name: 'firstname', label: 'First name', type: 'string', fieldType: 'text', description: 'Your given name',
      groupName: 'contactinformation', displayOrder: 0, required: true, selectedOptions: [], options: [],
      validation: { name: '', message: '', data: '1:40:true', useDefaultBlockList: false, blockedEmailAddresses: [] },
      enabled: true, hidden: false, defaultValue: '', isSmartField: false, unselectedLabel: '', placeholder: 'Jo',
      dependentFieldFilters: [], labelHidden: false, propertyObjectType: 'CONTACT', metaData: [], objectTypeId: '0-1',
    });
    expect(field).toEqual({
      id: 'firstname', name: 'firstname', label: 'First name', description: 'Your given name', fieldType: 'text',
      type: 'string', inputKind: 'text', required: true, hidden: false, labelHidden: false, enabled: true,
      placeholder: 'Jo', unselectedLabel: '', options: [], defaultValue: undefined, selectedOptions: [],
      validation: { name: '', message: '', data: '1:40:true', useDefaultBlockList: false, blockedEmailAddresses: [] },
      metaData: {}, objectTypeId: '0-1', useCountryCodeSelect: false, dependentFields: [], parentFieldId: undefined,
      groupIndex: 3, ratingType: '', isSmartField: false, fieldValueKnown: false,
    });
    expect(warnings).toEqual([]);
  });

  it('defaults everything a minimal field leaves out', () => {
    const { field, warnings } = only({ name: 'note' });
    expect(field).toMatchObject({
      id: 'note', label: '', fieldType: 'text', type: '', inputKind: 'text', required: false, enabled: true,
      objectTypeId: '0-1', validation: { name: '', message: '', data: '', useDefaultBlockList: false, blockedEmailAddresses: [] },
    });
    expect(warnings).toEqual([]);
  });

  it('lower-cases the field type and keeps an unknown one, rendering it as text with a warning', () => {
    expect(only({ name: 'a', fieldType: 'TextArea' }).field.fieldType).toBe('textarea');
    const { field, warnings } = only({ name: 'sig', fieldType: 'Signature' });
    expect(field.fieldType).toBe('signature');
    expect(field.inputKind).toBe('text');
    expect(warnings).toEqual(['field "sig".fieldType: unknown field type "signature"; rendered as text']);
  });

  it('recognises an email sent as a text field', () => {
    expect(only({ name: 'email', fieldType: 'text' }).field.inputKind).toBe('email');
    expect(only({ name: 'work', fieldType: 'text', validation: { name: 'email' } }).field.inputKind).toBe('email');
  });

  it('makes hidden: true fields hidden inputs', () => {
    const { field } = only({ name: 'utm_source', fieldType: 'text', hidden: true, defaultValue: 'newsletter' });
    expect(field.inputKind).toBe('hidden');
    expect(field.defaultValue).toBe('newsletter');
  });

  it('reads field metaData and useCountryCodeSelect from the field or its metaData', () => {
    const { field } = only({
      name: 'phone', fieldType: 'phonenumber',
      metaData: [{ name: 'numColumns', value: '2' }, { name: 'useCountryCodeSelect', value: 'true' }],
    });
    expect(field.inputKind).toBe('phone');
    expect(field.metaData).toEqual({ numColumns: '2', useCountryCodeSelect: 'true' });
    expect(field.useCountryCodeSelect).toBe(true);
    expect(only({ name: 'p', fieldType: 'phonenumber', useCountryCodeSelect: true }).field.useCountryCodeSelect).toBe(true);
    expect(only({ name: 'p', useCountryCodeSelect: false, metaData: [{ name: 'useCountryCodeSelect', value: 'true' }] })
      .field.useCountryCodeSelect).toBe(false);
  });

  it('reads blockedEmailAddresses from a list or a comma-separated string', () => {
    expect(only({ name: 'email', validation: { blockedEmailAddresses: ['a.com', ' b.com ', ''] } }).field.validation.blockedEmailAddresses)
      .toEqual(['a.com', 'b.com']);
    const { field, warnings } = only({ name: 'email', validation: { blockedEmailAddresses: 'a.com, b.com,,', useDefaultBlockList: true } });
    expect(field.validation.blockedEmailAddresses).toEqual(['a.com', 'b.com']);
    expect(field.validation.useDefaultBlockList).toBe(true);
    expect(warnings).toEqual([]);
  });
});

describe('normalizeField: fieldValueKnown', () => {
  it('reads whether the host knows the visitor\'s value', () => {
    expect(only({ name: 'company', fieldValueKnown: true }).field.fieldValueKnown).toBe(true);
    expect(only({ name: 'company', fieldValueKnown: false }).field.fieldValueKnown).toBe(false);
  });

  it('defaults to false when missing or null', () => {
    expect(only({ name: 'company' })).toMatchObject({ field: { fieldValueKnown: false }, warnings: [] });
    expect(only({ name: 'company', fieldValueKnown: null })).toMatchObject({ field: { fieldValueKnown: false }, warnings: [] });
  });

  it('is false, with a warning, for a value that is not a boolean', () => {
    const { field, warnings } = only({ name: 'company', fieldValueKnown: 'yes' });
    expect(field.fieldValueKnown).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('field "company".fieldValueKnown');
  });

  it('reads it on dependent fields too', () => {
    const { fields } = collect({
      name: 'country',
      dependentFieldFilters: [dependentOn([], { name: 'state', fieldValueKnown: true })],
    });
    expect(fields.country?.fieldValueKnown).toBe(false);
    expect(fields.state?.fieldValueKnown).toBe(true);
  });
});

describe('normalizeField: names and ids', () => {
  it('prefixes non-contact object fields, from objectTypeId or propertyObjectType', () => {
    const { ids, warnings } = collect(
      { name: 'name', objectTypeId: '0-2' },
      { name: 'subject', propertyObjectType: 'TICKET' },
      { name: 'hs_content', propertyObjectType: 'FEEDBACK_SUBMISSION' },
      { name: 'email', propertyObjectType: 'CONTACT', objectTypeId: '0-1' },
      { name: 'domain', propertyObjectType: 'COMPANY' },
    );
    expect(ids).toEqual(['0-2/name', 'TICKET.subject', 'FEEDBACK_SUBMISSION.hs_content', 'email', '0-2/domain']);
    expect(warnings).toEqual([]);
  });

  it('keeps the bare name in `name` and records the object type id', () => {
    const { field } = only({ name: 'name', objectTypeId: '0-2' });
    expect(field).toMatchObject({ id: '0-2/name', name: 'name', objectTypeId: '0-2' });
  });

  it('treats an unknown propertyObjectType as contact with a warning', () => {
    const { ids, warnings } = collect({ name: 'amount', propertyObjectType: 'DEAL' });
    expect(ids).toEqual(['amount']);
    expect(warnings).toEqual(['field "amount".propertyObjectType: unknown object type "DEAL"; treated as a contact field']);
  });

  it('drops fields without a name, and non-objects, with a warning', () => {
    const { ids, fields, warnings } = collect({ label: 'No name' }, { name: '  ' }, 42, null, 'email');
    expect(ids).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(fields).toEqual({});
    expect(warnings).toEqual([
      'fields[0]: field has no name; dropped',
      'fields[1]: field has no name; dropped',
      'fields[2]: expected a field object, got number; dropped',
      'fields[3]: expected a field object, got null; dropped',
      'fields[4]: expected a field object, got string; dropped',
    ]);
  });

  it('keeps the first of two fields with the same id', () => {
    const { ids, fields, warnings } = collect({ name: 'email', label: 'First' }, { name: 'email', label: 'Second' });
    expect(ids).toEqual(['email', undefined]);
    expect(fields.email?.label).toBe('First');
    expect(warnings).toEqual(['field "email": duplicate field id "email"; dropped, the first one is kept']);
  });

  it('stringifies a numeric name with a warning', () => {
    const { ids, warnings } = collect({ name: 42 });
    expect(ids).toEqual(['42']);
    expect(warnings).toEqual(['fields[0].name: expected a string, got number; used "42"']);
  });

  it('keeps a field named like an Object member as plain data', () => {
    const { fields, ids } = collect({ name: '__proto__' }, { name: 'constructor' });
    expect(ids).toEqual(['__proto__', 'constructor']);
    expect(Object.keys(fields)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});

describe('normalizeField: options', () => {
  it('reads options, the label defaulting to the value', () => {
    const { field } = only({
      name: 'country', fieldType: 'select', unselectedLabel: '- Please Select -',
      options: [
        { label: 'Netherlands', value: 'NL', displayOrder: 0, doubleData: 0, hidden: false, description: '', readOnly: false },
        { label: '', value: 'BE', hidden: true, description: 'Belgium', readOnly: true },
        { value: 'DE' },
      ],
    });
    expect(field.unselectedLabel).toBe('- Please Select -');
    expect(field.options).toEqual([
      { label: 'Netherlands', value: 'NL', description: '', hidden: false, readOnly: false },
      { label: 'BE', value: 'BE', description: 'Belgium', hidden: true, readOnly: true },
      { label: 'DE', value: 'DE', description: '', hidden: false, readOnly: false },
    ]);
  });

  it('repairs bare values and drops garbage entries with a warning', () => {
    const { field, warnings } = only({
      name: 'size', fieldType: 'radio',
      options: ['S', 7, null, { label: 'No value' }, [], { value: 10, label: 'Ten' }],
    });
    expect(field.options.map((option) => [option.label, option.value])).toEqual([['S', 'S'], ['7', '7'], ['Ten', '10']]);
    expect(warnings).toEqual([
      'field "size".options[0]: expected an option object, got string; used it as label and value',
      'field "size".options[1]: expected an option object, got number; used it as label and value',
      'field "size".options[2]: expected an option object, got null; dropped',
      'field "size".options[3]: option has no value; dropped',
      'field "size".options[4]: expected an option object, got array; dropped',
      'field "size".options[5].value: expected a string, got number; used "10"',
    ]);
  });

  it('gives rating fields without options their default scale', () => {
    const nps = only({ name: 'nps', fieldType: 'nps' }).field;
    expect(nps.inputKind).toBe('rating');
    expect(nps.ratingType).toBe('nps');
    expect(nps.options.map((option) => option.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const stars = only({ name: 'stars', fieldType: 'starrating' }).field;
    expect(stars.options.map((option) => option.label)).toEqual(['1', '2', '3', '4', '5']);
    const own = only({ name: 'csat', fieldType: 'csat', options: [{ value: 'good' }, { value: 'bad' }] }).field;
    expect(own.options.map((option) => option.value)).toEqual(['good', 'bad']);
  });

  it('accepts a semicolon-joined selectedOptions string with a warning', () => {
    const { field, warnings } = only({ name: 'i', fieldType: 'checkbox', options: [{ value: 'a' }, { value: 'b' }], selectedOptions: 'a;b' });
    expect(field.selectedOptions).toEqual(['a', 'b']);
    expect(field.defaultValue).toEqual(['a', 'b']);
    expect(warnings).toEqual([`field "i".selectedOptions: expected an array, got string; split on ';'`]);
  });
});

describe('normalizeField: default values', () => {
  it('shapes the default by input kind', () => {
    const { fields } = collect(
      { name: 'interests', fieldType: 'checkbox', options: [{ value: 'a' }, { value: 'b' }], selectedOptions: ['b'] },
      { name: 'consent', fieldType: 'booleancheckbox', defaultValue: 'true' },
      { name: 'country', fieldType: 'select', options: [{ value: 'NL' }], defaultValue: 'NL' },
      { name: 'start', fieldType: 'date', defaultValue: '1704067200000' },
      { name: 'size', fieldType: 'radio', options: [{ value: 'S' }], defaultValue: 'XL' },
    );
    expect(fields.interests?.defaultValue).toEqual(['b']);
    expect(fields.consent?.defaultValue).toBe(true);
    expect(fields.country?.defaultValue).toBe('NL');
    expect(fields.start?.defaultValue).toBe('2024-01-01');
    expect(fields.size?.defaultValue).toBeUndefined();
  });

  it('ticks a single checkbox whose default is in selectedOptions', () => {
    const { fields, warnings } = collect(
      { name: 'legacy', fieldType: 'booleancheckbox', defaultValue: '', selectedOptions: ['true'] },
      { name: 'older', fieldType: 'booleancheckbox', defaultValue: '', selectedOptions: ['checked'] },
      { name: 'plain', fieldType: 'booleancheckbox', defaultValue: '', selectedOptions: [] },
    );
    expect(fields.legacy?.defaultValue).toBe(true);
    expect(fields.older?.defaultValue).toBe(true);
    expect(fields.plain?.defaultValue).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('warns about an enumeration default that is not an option', () => {
    const { warnings } = collect({ name: 'size', fieldType: 'radio', options: [{ value: 'S' }], defaultValue: 'XL' });
    expect(warnings).toEqual(['field "size".defaultValue: "XL" is not among the options; ignored']);
  });
});

describe('normalizeField: dependent fields', () => {
  const stateField = { name: 'state', label: 'State', fieldType: 'text', required: true };

  it('adds the dependent after its parent, with a rule on the parent', () => {
    const { fields, ids, warnings } = collect({
      name: 'country', fieldType: 'select', options: [{ value: 'US' }, { value: 'NL' }],
      dependentFieldFilters: [
        dependentOn(
          [{ operator: 'SET_ANY', strValue: '', boolValue: false, numberValue: 0, strValues: ['US'], numberValues: [] }],
          stateField,
        ),
      ],
    });
    expect(ids).toEqual(['country']);
    expect(Object.keys(fields)).toEqual(['country', 'state']);
    expect(fields.country?.dependentFields).toEqual([
      {
        fieldId: 'state',
        action: 'DISPLAY',
        filters: [{ operator: 'SET_ANY', strValue: '', strValues: ['US'], numberValue: 0, numberValues: [], boolValue: false }],
      },
    ]);
    expect(fields.state).toMatchObject({ id: 'state', parentFieldId: 'country', groupIndex: 3, required: true });
    expect(warnings).toEqual([]);
  });

  it('supports dependents of dependents', () => {
    const { fields } = collect({
      name: 'a',
      dependentFieldFilters: [dependentOn([{ operator: 'IS_NOT_EMPTY' }], {
        name: 'b',
        dependentFieldFilters: [dependentOn([{ operator: 'EQ', strValue: 'x' }], { name: 'c', objectTypeId: '0-2' })],
      })],
    });
    expect(Object.keys(fields)).toEqual(['a', 'b', '0-2/c']);
    expect(fields.b?.parentFieldId).toBe('a');
    expect(fields['0-2/c']?.parentFieldId).toBe('b');
    expect(fields.b?.dependentFields.map((rule) => rule.fieldId)).toEqual(['0-2/c']);
  });

  it(`drops dependents nested deeper than ${MAX_DEPENDENT_DEPTH}`, () => {
    let wire: Record<string, unknown> = { name: `f${MAX_DEPENDENT_DEPTH + 1}` };
    for (let level = MAX_DEPENDENT_DEPTH; level >= 0; level -= 1) {
      wire = { name: `f${level}`, dependentFieldFilters: [dependentOn([], wire)] };
    }
    const { fields, warnings } = collect(wire);
    expect(Object.keys(fields)).toHaveLength(MAX_DEPENDENT_DEPTH + 1);
    expect(fields[`f${MAX_DEPENDENT_DEPTH}`]?.dependentFields).toEqual([]);
    expect(warnings).toEqual([
      `field "f${MAX_DEPENDENT_DEPTH}".dependentFieldFilters[0]: dependent fields nested more than ${MAX_DEPENDENT_DEPTH} deep; dropped`,
    ]);
  });

  it('keeps one rule per dependent: a dependent listed twice under one parent is dropped the second time', () => {
    const { fields, warnings } = collect({
      name: 'country',
      dependentFieldFilters: [
        dependentOn([{ operator: 'EQ', strValue: 'US' }], stateField),
        dependentOn([{ operator: 'EQ', strValue: 'MX' }], stateField),
      ],
    });
    expect(Object.keys(fields)).toEqual(['country', 'state']);
    expect(fields.country?.dependentFields.map((rule) => [rule.fieldId, rule.filters[0]?.strValue])).toEqual([['state', 'US']]);
    expect(warnings).toEqual(['field "state": duplicate field id "state"; dropped, the first one is kept']);
  });

  it('drops a dependent whose id is already a field elsewhere', () => {
    const { fields, warnings } = collect(
      { name: 'email' },
      { name: 'country', dependentFieldFilters: [dependentOn([], { name: 'email', label: 'Again' })] },
    );
    expect(fields.country?.dependentFields).toEqual([]);
    expect(fields.email?.parentFieldId).toBeUndefined();
    expect(warnings).toEqual(['field "email": duplicate field id "email"; dropped, the first one is kept']);
  });

  it('keeps a rule with an unknown operator and warns that the dependent stays hidden', () => {
    const { fields, warnings } = collect({
      name: 'country',
      dependentFieldFilters: [dependentOn([{ operator: 'matches_regex', strValue: '.*' }], stateField)],
    });
    expect(fields.country?.dependentFields[0]?.filters[0]?.operator).toBe('MATCHES_REGEX');
    expect(warnings).toEqual(['field "country".dependentFieldFilters[0]: unknown logic operator "MATCHES_REGEX"; field "state" stays hidden']);
  });

  it('repairs or drops broken rules and filters without throwing', () => {
    const { fields, warnings } = collect({
      name: 'country',
      dependentFieldFilters: [
        'nope',
        { filters: 'x', dependentFormField: 7 },
        { filters: [null, { operator: 'EQ', strValue: 5, strValues: 'a;b', numberValue: '3', numberValues: [1, 'x', '2'], boolValue: 'true' }], dependentFormField: stateField, formFieldAction: null },
        { filters: [{ operator: 'GT', boolValue: 3 }], dependentFormField: { name: 'city' } },
      ],
    });
    expect(Object.keys(fields)).toEqual(['country', 'state', 'city']);
    expect(fields.country?.dependentFields).toEqual([
      {
        fieldId: 'state',
        action: 'DISPLAY',
        filters: [{ operator: 'EQ', strValue: '5', strValues: ['a', 'b'], numberValue: 3, numberValues: [1, 2], boolValue: true }],
      },
      { fieldId: 'city', action: 'DISPLAY', filters: [{ operator: 'GT', strValue: undefined, strValues: [], numberValue: undefined, numberValues: [], boolValue: undefined }] },
    ]);
    const at = 'field "country".dependentFieldFilters';
    expect(warnings).toEqual([
      `${at}[0]: expected an object, got string; dropped`,
      `${at}[1].dependentFormField: expected a field object, got number; dropped`,
      `${at}[2].filters[0]: expected a filter object, got null; dropped`,
      `${at}[2].filters[1].numberValues[1]: expected a number, got string; ignored`,
      `${at}[2].filters[1].numberValues[2]: expected a number, got string; used 2`,
      `${at}[2].filters[1].strValue: expected a string, got number; used "5"`,
      `${at}[2].filters[1].strValues: expected an array, got string; split on ';'`,
      `${at}[2].filters[1].numberValue: expected a number, got string; used 3`,
      `${at}[2].filters[1].boolValue: expected a boolean, got string; used true`,
      `${at}[3].filters[0].boolValue: expected a boolean, got number; ignored`,
    ]);
  });
});
