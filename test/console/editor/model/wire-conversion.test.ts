import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../../../src/core/definition/normalize-definition';
import type { WireDefinitionResponse } from '../../../../src/core/definition/wire-types';
import type { EditorField, EditorForm, EditorItem } from '../../../../console/editor/model/editor-form';
import { newField } from '../../../../console/editor/model/field-factory';
import { fromWire, toWire } from '../../../../console/editor/model/wire-conversion';

const FIXTURES = 'fixtures/forms';

/** Every fixture that is a definition (not a fallback, a draft, or a canned error answer). */
function definitionFixtures(): { file: string; definition: WireDefinitionResponse }[] {
  const portals = readdirSync(FIXTURES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return portals.flatMap((portal) =>
    readdirSync(join(FIXTURES, portal))
      .filter((file) => file.endsWith('.json') && !file.endsWith('.fallback.json') && !file.endsWith('.draft.json'))
      .map((file) => ({ file, definition: JSON.parse(readFileSync(join(FIXTURES, portal, file), 'utf8')) as WireDefinitionResponse }))
      .filter(({ definition }) => typeof definition.form === 'object' && definition.form !== null),
  );
}

const ALL_FIELDS = definitionFixtures().find(({ file }) => file.startsWith('a1b2c3d4-0002-'))!.definition;

function normalized(definition: WireDefinitionResponse) {
  const result = normalizeDefinition(definition);
  if (!result.ok) throw new Error(result.error);
  return result.value.definition;
}

function fieldItem(form: EditorForm, name: string): Extract<EditorItem, { kind: 'field' }> {
  const item = form.items.find((candidate) => candidate.kind === 'field' && candidate.field.name === name);
  if (item?.kind !== 'field') throw new Error(`no field ${name}`);
  return item;
}

function editField(form: EditorForm, name: string, changes: Partial<EditorField>): EditorForm {
  const target = fieldItem(form, name);
  return { ...form, items: form.items.map((item) => (item === target ? { ...target, field: { ...target.field, ...changes } } : item)) };
}

describe('fromWire and toWire', () => {
  it.each(definitionFixtures().map(({ file, definition }) => [file, definition] as const))(
    'keep what the embed sees of %s',
    (_file, definition) => {
      expect(normalized(toWire(fromWire(definition)))).toEqual(normalized(definition));
    },
  );

  it('give back the very same definition when nothing was edited', () => {
    expect(toWire(fromWire(ALL_FIELDS))).toEqual(ALL_FIELDS);
  });

  it('read groups as fields in rows, rich text as text items', () => {
    const form = fromWire(ALL_FIELDS);
    const [first, second, third] = form.items;
    expect(first).toMatchObject({ kind: 'text', html: expect.stringContaining('Every field type') });
    expect(second).toMatchObject({ kind: 'field', field: { name: 'firstname', sameRowAsPrevious: false } });
    expect(third).toMatchObject({ kind: 'field', field: { name: 'lastname', sameRowAsPrevious: true } });
    // The group with rich text above its three fields: the fields sit under the text.
    expect(fieldItem(form, 'city').field.sameRowAsPrevious).toBe(true);
  });

  it('read the form settings', () => {
    const form = fromWire(ALL_FIELDS);
    expect(form).toMatchObject({
      name: 'All field types',
      language: 'en',
      submitText: 'Send all fields',
      afterSubmit: { kind: 'message', html: '<p>Thanks for submitting the form.</p>' },
      consent: null,
      style: { fontFamily: 'helvetica', submitColor: '#c8401f' },
    });
  });

  it('write a new label, required flag and help text where the embed reads them', () => {
    const form = editField(fromWire(ALL_FIELDS), 'firstname', { label: 'Given name', required: false, helpText: 'As on your passport' });
    const field = normalized(toWire(form)).fields.firstname!;
    expect(field).toMatchObject({ label: 'Given name', required: false, description: 'As on your passport' });
  });

  it('write new options, keeping what the old ones carried', () => {
    const form = editField(fromWire(ALL_FIELDS), 'plan', {
      options: [
        { label: 'Growth plan', value: 'growth' },
        { label: 'Enterprise', value: 'enterprise' },
      ],
    });
    const options = normalized(toWire(form)).fields.plan!.options;
    expect(options.map(({ label, value, description }) => ({ label, value, description }))).toEqual([
      { label: 'Growth plan', value: 'growth', description: 'For growing teams' },
      { label: 'Enterprise', value: 'enterprise', description: '' },
    ]);
  });

  it('write a default value for a choice field and clear it again', () => {
    const withDefault = editField(fromWire(ALL_FIELDS), 'interests', { defaultValue: 'events;research' });
    expect(normalized(toWire(withDefault)).fields.interests!.defaultValue).toEqual(['events', 'research']);
    const cleared = editField(fromWire(toWire(withDefault)), 'interests', { defaultValue: '' });
    expect(normalized(toWire(cleared)).fields.interests!.defaultValue).toBeUndefined();
  });

  it('write validation: range, free mail and blocked domains', () => {
    let form = editField(fromWire(ALL_FIELDS), 'team_size', { validation: { blockFreeMail: false, blockedDomains: [], min: '5', max: '' } });
    form = editField(form, 'work_email', { validation: { blockFreeMail: false, blockedDomains: ['a.example', 'b.example'], min: '', max: '' } });
    const { fields } = normalized(toWire(form));
    expect(fields.team_size!.validation.data).toBe('5::true');
    expect(fields.work_email!.validation).toMatchObject({ useDefaultBlockList: false, blockedEmailAddresses: ['a.example', 'b.example'], name: 'email' });
  });

  it('turn off a range when both bounds are cleared', () => {
    const form = editField(fromWire(ALL_FIELDS), 'team_size', { validation: { blockFreeMail: false, blockedDomains: [], min: '', max: '' } });
    expect(normalized(toWire(form)).fields.team_size!.validation.data).toBe('');
  });

  it('regroup fields when the row grouping changes', () => {
    let form = editField(fromWire(ALL_FIELDS), 'lastname', { sameRowAsPrevious: false });
    form = editField(form, 'work_email', { sameRowAsPrevious: true });
    const { groups } = normalized(toWire(form));
    expect(groups.map((group) => group.fieldIds).filter((ids) => ids.length > 0).slice(0, 3)).toEqual([
      ['firstname'],
      ['lastname'],
      ['email', 'work_email'],
    ]);
    expect(groups.find((group) => group.fieldIds[0] === 'email')!.numColumns).toBe(2);
  });

  it('write texts and page breaks as groups the embed pages by', () => {
    const form = fromWire(ALL_FIELDS);
    const index = form.items.findIndex((item) => item.kind === 'field' && item.field.name === 'website');
    const items: EditorItem[] = [
      ...form.items.slice(0, index),
      { id: 'break', kind: 'pageBreak' },
      { id: 'intro', kind: 'text', html: '<p>Page two</p>' },
      ...form.items.slice(index),
    ];
    const definition = normalized(toWire({ ...form, items }));
    expect(definition.pageCount).toBe(2);
    const textGroup = definition.groups.find((group) => group.richText === '<p>Page two</p>')!;
    expect(textGroup.pageNumber).toBe(2);
    expect(definition.fields.website!.groupIndex).toBe(definition.groups.indexOf(textGroup) + 1);
  });

  it('write a new field completely', () => {
    const form = fromWire(ALL_FIELDS);
    const field = { ...newField('radio', []), label: 'Size', name: 'size' };
    const definition = normalized(toWire({ ...form, items: [...form.items, { id: 'new', kind: 'field', field }] }));
    expect(definition.fields.size).toMatchObject({ label: 'Size', inputKind: 'radio', options: [{ value: 'option_1' }, { value: 'option_2' }] });
  });

  it('write the form settings where the embed reads them', () => {
    const form: EditorForm = {
      ...fromWire(ALL_FIELDS),
      name: 'Renamed',
      language: 'de',
      submitText: 'Senden',
      afterSubmit: { kind: 'redirect', url: 'https://example.com/thanks' },
      style: { submitColor: '#000000' },
      consent: {
        type: 'separate',
        communicationText: 'We write to you',
        checkboxes: [{ communicationTypeId: '42', label: 'News', required: false }],
        processingText: 'We keep your data',
        processingCheckboxLabel: 'I agree',
        privacyText: 'See our policy',
      },
    };
    const wire = toWire(form);
    expect((wire.form as Record<string, unknown>).name).toBe('Renamed');
    const definition = normalized(wire);
    expect(definition).toMatchObject({ submitText: 'Senden', redirectUrl: 'https://example.com/thanks', inlineMessage: '', globalStyle: { submitColor: '#000000' } });
    expect(definition.metaData.lang).toBe('de');
    expect(definition.metaData.legalConsentOptions).toMatchObject({
      type: 'separate',
      processingConsentCheckboxLabel: 'I agree',
      communicationConsentCheckboxes: [{ communicationTypeId: '42', label: 'News', required: false }],
    });
    expect(fromWire(wire)).toMatchObject({ name: 'Renamed', language: 'de', consent: form.consent, afterSubmit: form.afterSubmit });
  });

  it('remove the consent block and the language when they are cleared', () => {
    const withConsent = definitionFixtures().find(({ file }) => file.startsWith('a1b2c3d4-0005-'))!.definition;
    const form = { ...fromWire(withConsent), consent: null, language: '' };
    const definition = normalized(toWire(form));
    expect(definition.metaData.legalConsentOptions).toBeNull();
    expect(definition.metaData.lang).toBe('en');
    expect(definition.metaData.raw.lang).toBeUndefined();
  });

  it('keep a page break group that carries rich text and fields as one group', () => {
    const field = (name: string) => ({ name, label: name, fieldType: 'text' });
    const definition: WireDefinitionResponse = {
      form: {
        guid: 'paged',
        portalId: 1,
        formFieldGroups: [
          { fields: [field('a')] },
          { fields: [field('b'), field('c')], richText: { content: '<h3>Page two</h3>', type: 'TEXT' }, isPageBreak: true, isSmartGroup: true },
          { fields: [], isPageBreak: true },
          { fields: [field('d')], isPageBreak: true },
        ],
      },
    };
    const form = fromWire(definition);
    expect(form.items.map((item) => item.kind)).toEqual(['field', 'pageBreak', 'text', 'field', 'field', 'pageBreak', 'pageBreak', 'field']);
    expect(toWire(form)).toEqual(definition);
    expect(normalized(toWire(form))).toEqual(normalized(definition));

    // The text moved above the break heads a group of its own; the break keeps its group's other keys and its row.
    const [a, pageBreak, text, ...rest] = form.items;
    const moved = normalized(toWire({ ...form, items: [a!, text!, pageBreak!, ...rest] }));
    expect(moved.groups.slice(0, 3)).toMatchObject([
      { fieldIds: ['a'], isPageBreak: false },
      { richText: '<h3>Page two</h3>', isPageBreak: false, fieldIds: [] },
      { richText: '', isPageBreak: true, isSmartGroup: true, fieldIds: ['b', 'c'] },
    ]);
  });

  it('read a definition without a form as an empty form', () => {
    expect(fromWire({})).toMatchObject({ name: '', items: [], consent: null, style: {}, proofOfWork: false, attribution: true });
  });
});

describe('the spam and attribution switches', () => {
  const OTHER_PAIRS = [
    { name: 'lang', value: 'fr' },
    { name: 'customOwnerKey', value: 'kept as it is' },
  ];
  const withPairs = (pairs: { name: string; value: string }[]): WireDefinitionResponse => ({ form: { guid: 'spam-settings', portalId: 1, formFieldGroups: [], metaData: pairs } });
  const pairsOf = (definition: WireDefinitionResponse) => (definition.form as { metaData?: unknown }).metaData;

  it('read proof of work off and attribution on when the pairs are absent, and the pairs when present', () => {
    expect(fromWire(withPairs(OTHER_PAIRS))).toMatchObject({ proofOfWork: false, attribution: true });
    const set = fromWire(withPairs([...OTHER_PAIRS, { name: 'proofOfWork', value: 'true' }, { name: 'attribution', value: 'false' }]));
    expect(set).toMatchObject({ proofOfWork: true, attribution: false });
  });

  it('write each pair only for its non-default value, leaving the other pairs as they were', () => {
    const form = fromWire(withPairs(OTHER_PAIRS));
    const turnedOn = toWire({ ...form, proofOfWork: true, attribution: false });
    expect(pairsOf(turnedOn)).toEqual([...OTHER_PAIRS, { name: 'proofOfWork', value: 'true' }, { name: 'attribution', value: 'false' }]);
    expect(fromWire(turnedOn)).toMatchObject({ proofOfWork: true, attribution: false, language: 'fr' });

    const back = toWire({ ...fromWire(turnedOn), proofOfWork: false, attribution: true });
    expect(pairsOf(back)).toEqual(OTHER_PAIRS);
  });

  it('leave the metaData untouched when neither switch changed', () => {
    const definition = withPairs([{ name: 'proofOfWork', value: 'true' }, ...OTHER_PAIRS]);
    expect(toWire(fromWire(definition))).toEqual(definition);
  });
});
