import { describe, expect, it } from 'vitest';
import { fieldProblems, formProblems } from '../../../../console/editor/model/check-form';
import { isWebAddress } from '../../../../console/editor/model/settings-problems';
import type { EditorField, EditorForm, EditorItem } from '../../../../console/editor/model/editor-form';
import { newField } from '../../../../console/editor/model/field-factory';

function field(id: string, changes: Partial<EditorField> = {}, fieldType: EditorField['fieldType'] = 'text'): EditorItem {
  const base = newField(fieldType === 'select' ? 'select' : 'text', []);
  return { id, kind: 'field', field: { ...base, fieldType, name: id, label: `Label ${id}`, ...changes } };
}

function form(items: EditorItem[], changes: Partial<EditorForm> = {}): EditorForm {
  return {
    base: {},
    name: 'Form',
    language: '',
    submitText: '',
    afterSubmit: { kind: 'message', html: '' },
    consent: null,
    style: {},
    proofOfWork: false,
    attribution: true,
    items,
    ...changes,
  };
}

const messages = (items: EditorItem[], changes?: Partial<EditorForm>) => formProblems(form(items, changes)).map((problem) => problem.message);

describe('formProblems', () => {
  it('finds nothing in a sound form', () => {
    expect(formProblems(form([field('a'), field('b', { sameRowAsPrevious: true }), { id: 'p', kind: 'pageBreak' }, field('c')]))).toEqual([]);
  });

  it('names a field without a label, but not a hidden one', () => {
    expect(formProblems(form([field('a', { label: ' ' })]))).toEqual([{ itemId: 'a', message: 'The field "a" has no label.' }]);
    expect(messages([field('a', { label: '' }, 'hidden')])).toEqual([]);
  });

  it('refuses internal names that cannot be submitted', () => {
    for (const name of ['', 'first name', '1st', 'naïve', 'a-b']) {
      expect(messages([field('a', { name })])).toEqual([expect.stringContaining(`The internal name "${name}"`)]);
    }
  });

  it('reports a name used twice once, on the second field', () => {
    expect(formProblems(form([field('a', { name: 'email' }), field('b', { name: 'email' }), field('c', { name: 'Email' })]))).toEqual([
      { itemId: 'b', message: 'More than one field is named "email".' },
    ]);
  });

  it('wants options on choice fields, each with its own value', () => {
    expect(messages([field('a', { options: [] }, 'select')])).toEqual(['"Label a" has no options.']);
    expect(messages([field('a', { options: [{ label: 'X', value: 'x' }, { label: 'Y', value: 'x' }] }, 'radio')])).toEqual([
      '"Label a" has the option value "x" more than once.',
    ]);
    expect(messages([field('a', { options: [{ label: 'X', value: ' ' }] }, 'checkbox')])).toEqual(['"Label a" has an option without a value.']);
  });

  it('checks the bounds of validation', () => {
    const bounds = (min: string, max: string) => messages([field('a', { validation: { blockFreeMail: false, blockedDomains: [], min, max } })]);
    expect(bounds('1', '10')).toEqual([]);
    expect(bounds('', '-2.5')).toEqual([]);
    expect(bounds('10', '2')).toEqual(['The minimum of "Label a" is above its maximum.']);
    expect(bounds('ten', '')).toEqual(['The minimum of "Label a" is not a number.']);
    expect(bounds('', '1e3')).toEqual(['The maximum of "Label a" is not a number.']);
  });

  it("wants a date field's range as two days, the earliest not after the latest", () => {
    const range = (min: string, max: string) => messages([field('a', { validation: { blockFreeMail: false, blockedDomains: [], min, max } }, 'date')]);
    expect(range('2026-07-01', '2026-07-31')).toEqual([]);
    expect(range('', '2026-07-31')).toEqual([]);
    expect(range('2026-07-31', '2026-07-01')).toEqual(['The earliest date of "Label a" is after its latest date.']);
    expect(range('2026-02-30', '')).toEqual(['The earliest date of "Label a" is not a date (YYYY-MM-DD).']);
    expect(range('', '10')).toEqual(['The latest date of "Label a" is not a date (YYYY-MM-DD).']);
  });

  it('allows three fields in a row but not four', () => {
    const row = [field('a'), field('b', { sameRowAsPrevious: true }), field('c', { sameRowAsPrevious: true })];
    expect(messages(row)).toEqual([]);
    expect(formProblems(form([...row, field('d', { sameRowAsPrevious: true })]))).toEqual([
      { itemId: 'd', message: 'The row of "Label d" has more than 3 fields.' },
    ]);
    // A text heads its row without taking a column.
    expect(messages([{ id: 't', kind: 'text', html: '<p>Hi</p>' }, field('a', { sameRowAsPrevious: true }), ...row.slice(1)])).toEqual([]);
  });

  it('refuses page breaks that would make an empty page', () => {
    expect(messages([{ id: 'p', kind: 'pageBreak' }, field('a')])).toEqual(['The form starts with a page break.']);
    expect(messages([field('a'), { id: 'p', kind: 'pageBreak' }])).toEqual(['The form ends with a page break.']);
    expect(messages([field('a'), { id: 'p', kind: 'pageBreak' }, { id: 'q', kind: 'pageBreak' }, field('b')])).toEqual([
      'Two page breaks follow each other.',
    ]);
  });

  it('wants an http(s) redirect address', () => {
    const redirect = (url: string) => messages([field('a')], { afterSubmit: { kind: 'redirect', url } });
    expect(redirect('https://example.com/thanks')).toEqual([]);
    expect(redirect('javascript:alert(1)')).toEqual(['Enter a full web address starting with https:// or http://.']);
    expect(redirect('example.com')).toHaveLength(1);
    expect(redirect('')).toEqual(['Enter the address of the page to go to.']);
  });

  it('refuses to save the settings the panel marks: no name, an unsafe style value, consent checkboxes without or sharing an id', () => {
    expect(messages([field('a')], { name: '  ' })).toEqual(['Give the form a name.']);
    expect(messages([field('a')], { style: { submitColor: '#c8401f', fontFamily: 'x; }body{' } })).toEqual([
      'Not a plain CSS value: it may not hold ; { } < > \\, a comment, url( or an unpaired quote.',
    ]);
    const consent = (ids: string[]) => ({
      type: 'implicit' as const,
      communicationText: '',
      processingText: '',
      processingCheckboxLabel: '',
      privacyText: '',
      checkboxes: ids.map((communicationTypeId) => ({ communicationTypeId, label: 'News', required: false })),
    });
    expect(messages([field('a')], { consent: consent(['1', '2']) })).toEqual([]);
    expect(messages([field('a')], { consent: consent(['1', '1']) })).toEqual(['Another checkbox has this communication type id: give each its own.']);
    expect(messages([field('a')], { consent: consent(['']) })).toEqual([
      'Give the checkbox a communication type id: it is the name its answer is sent under.',
    ]);
  });
});

describe('fieldProblems and isWebAddress', () => {
  it('are the single rules the settings panels show', () => {
    expect(fieldProblems({ ...newField('text', []), label: '' })).toHaveLength(1);
    expect(isWebAddress('http://localhost:3000/x')).toBe(true);
    expect(isWebAddress('ftp://example.com')).toBe(false);
  });
});
