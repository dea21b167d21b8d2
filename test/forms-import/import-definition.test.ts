import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeDefinition } from '../../src/core/definition/normalize-definition';
import type { WireDefinitionResponse } from '../../src/core/definition/wire-types';
import type { FormDefinition } from '../../src/core/form-definition';
import { importDefinition, UNNAMED_FORM, type ImportResult } from '../../src/forms-import/import-definition';
import { wireDependent, wireField, wireFilter, wireGroup, wireOptions } from '../store/wire-definition';

const FIXTURES = path.resolve(__dirname, '../../fixtures/forms');
const ALL_FIELDS = '123456/a1b2c3d4-0002-4000-8000-000000000002.json';
/** The fixture whose every member has the wrong type: nothing of it is a field. */
const NO_USABLE_FIELD = '654321/a1b2c3d4-0012-4000-8000-000000000012.json';
const GUID = 'a1b2c3d4-9999-4000-8000-000000000009';

const fixtureText = (file: string): string => readFileSync(path.join(FIXTURES, file), 'utf8');

/** The fixtures that are definitions with fields (the others are `__respond` directives for error tests). */
const DEFINITION_FIXTURES = readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.json') && file !== NO_USABLE_FIELD && 'form' in (JSON.parse(fixtureText(file)) as object),
);

function imported(text: string): Extract<ImportResult, { ok: true }> {
  const result = importDefinition(text);
  if (!result.ok) throw new Error(`expected an import, got: ${result.error}`);
  return result;
}

/** How the embed reads a definition, where the host put it. */
function read(definition: WireDefinitionResponse): FormDefinition {
  const normalized = normalizeDefinition({ ...definition, form: { ...(definition.form as object), guid: GUID, portalId: 1 } });
  if (!normalized.ok) throw new Error(normalized.error);
  return normalized.value.definition;
}

/** What a visitor meets of a form: its fields, groups, consent, texts and style. */
function visible(definition: FormDefinition) {
  return {
    fields: Object.values(definition.fields).map((field) => ({
      id: field.id, name: field.name, label: field.label, fieldType: field.fieldType, inputKind: field.inputKind, required: field.required,
      hidden: field.hidden, options: field.options, defaultValue: field.defaultValue, validation: field.validation, placeholder: field.placeholder,
      description: field.description, dependentFields: field.dependentFields, parentFieldId: field.parentFieldId, metaData: field.metaData,
    })),
    groups: definition.groups,
    consent: definition.metaData.legalConsentOptions,
    lang: definition.metaData.lang,
    texts: [definition.submitText, definition.inlineMessage, definition.thankYouMessage, definition.redirectUrl],
    style: [definition.style, definition.globalStyle, definition.themeCss, definition.themeName, definition.cssClass],
    translations: definition.translations,
  };
}

function form(definition: WireDefinitionResponse): Record<string, unknown> {
  return definition.form as Record<string, unknown>;
}

describe('importDefinition: the fixtures', () => {
  it.each(DEFINITION_FIXTURES)('%s comes across with the same fields, groups, consent, texts and style', (file) => {
    const text = fixtureText(file);
    const original = JSON.parse(text) as WireDefinitionResponse;
    const result = imported(text);
    expect(visible(read(result.definition))).toEqual(visible(read(original)));
    expect(result.fieldCount).toBe(Object.keys(read(original).fields).length);
    expect(result.fields).toEqual(
      Object.values(read(original).fields).map((field) => ({ name: field.name, label: field.label, fieldType: field.fieldType, required: field.required })),
    );
    expect(result.name).toBe(typeof form(original).name === 'string' ? form(original).name : UNNAMED_FORM);
  });

  it('leaves out what the host sets: ids, portal, timestamps, grants and per-visitor values', () => {
    const { definition } = imported(fixtureText('123456/a1b2c3d4-0016-4000-8000-000000000016.json'));
    expect(Object.keys(definition).sort()).toEqual(['countryCode', 'form', 'globalStyle', 'portalSetting', 'themeCss']);
    expect(form(definition)).not.toHaveProperty('guid');
    expect(form(definition)).not.toHaveProperty('portalId');
    expect(form(definition)).not.toHaveProperty('isPublished');
    expect(form(definition)).not.toHaveProperty('variantId');
    expect(JSON.stringify(form(definition).metaData)).not.toMatch(/embedAtTimestamp|formDefinitionUpdatedAt/);
  });

  it('the all-fields form carries everything but the theme colour, the payment link, the per-visitor phone country and the style grant', () => {
    const result = imported(fixtureText(ALL_FIELDS));
    expect(result.name).toBe('All field types');
    expect(result.fieldCount).toBe(26);
    expect(result.notCarried).toEqual([
      'Form setting "themeColor" (the theme colour) is not carried over: this embed does not read it; set colours in the form style instead.',
      'Field "Choose a plan" (plan) is a payment link choice: it shows as a plain choice and no payment is taken here.',
      'Phone numbers default to the country "NL" for every visitor here ("countryCode"); the original service may have chosen it per visitor.',
      'The form\'s colours and sizes apply only if this host grants its portal custom styles (PORTAL_SCOPES "customStyleAccess").',
    ]);
  });

  it('the fixture with every member of the wrong type has no field to import, and says why', () => {
    expect(importDefinition(fixtureText(NO_USABLE_FIELD))).toEqual({
      ok: false,
      error:
        'The form has no fields (Form setting "metaData": expected an array, got string; used []; Form setting "formFieldGroups": expected an array, got string; used []; Form setting "cssClass": expected a string, got number; used "42").',
    });
  });

  it('says that raw thank-you markup depends on the grant of this host', () => {
    const { notCarried } = imported(fixtureText('123456/a1b2c3d4-0017-4000-8000-000000000017.json'));
    expect(notCarried).toContain(
      'The thank-you markup is shown as written (renderRawHtml) only if this host grants its portal raw HTML (PORTAL_SCOPES "rawHtmlAccess"); otherwise it is cleaned first.',
    );
  });

  it('says so when a form without theme colour, grants or phones carries over whole', () => {
    const bare = { form: { name: 'Plain', formFieldGroups: [wireGroup([wireField({ name: 'email', label: 'Email' })])], metaData: [{ name: 'lang', value: 'en' }] } };
    expect(imported(JSON.stringify(bare)).notCarried).toEqual([]);
  });
});

describe('importDefinition: what is not carried over', () => {
  const handMade = {
    form: {
      portalId: 99,
      guid: 'not-even-a-guid',
      name: '  Webinar sign-up  ',
      submitText: 'Register',
      captchaEnabled: true,
      sfdcCampaignId: '7015g000000',
      followUpId: 'fu-1',
      notifyRecipients: 'sales@example.com',
      somethingNew: 1,
      metaData: [
        { name: ' lang ', value: 'de' },
        { name: 'formVersion', value: '4' },
        { name: 'notifyContactOwner', value: 'true' },
        { name: 'mysteryPair', value: 'x' },
      ],
      formFieldGroups: [
        wireGroup([
          wireField({ name: 'email', label: 'E-mail', required: 'yes', fieldValueKnown: true, extraKey: 'x' }),
          wireField({
            name: 'topic', label: 'Topic', fieldType: 'select', options: wireOptions('a', 'b'),
            dependentFieldFilters: [wireDependent(wireField({ name: 'other', label: 'Other topic', weird: true }), [wireFilter('SHOUTS', { strValue: 'b' })])],
          }),
        ], { columnLayout: 'wide' }),
        wireGroup([wireField({ name: 'vibe', label: 'Vibe', fieldType: 'hologram' }), wireField({ name: '', label: 'Nameless' })], { isSmartGroup: true }),
        wireGroup([wireField({ name: 'pay', label: 'Pay now', fieldType: 'payment_link_radio', options: wireOptions('10') })]),
      ],
    },
    properties: { email: 'someone@example.com' },
    knownSmartFields: ['email'],
    translations: { xx: { submitText: 'Go' }, de: { noSuchMessage: 'Nein', submitText: 'Los' } },
    zapierHook: 'https://hooks.example/1',
    scopes: { rawHtmlAccess: true },
    gates: { anything: true },
    time: 1,
  };

  it('lists each foreign key, service, visitor value and repair, naming the field or key', () => {
    const result = imported(JSON.stringify(handMade));
    expect(result.name).toBe('Webinar sign-up');
    expect(result.fieldCount).toBe(5);
    expect(result.notCarried).toEqual([
      '"zapierHook" is not used by this host; left out.',
      'Form setting "sfdcCampaignId" (the Salesforce campaign of new contacts) is not carried over: this host keeps leads itself and syncs with no CRM.',
      'Form setting "followUpId" (the follow-up e-mail to each new lead) is not carried over: this host sends no e-mail.',
      'Form setting "notifyRecipients" (who is e-mailed about each new lead) is not carried over: this host sends no e-mail; new leads show in the inbox.',
      'Form setting "somethingNew" is not used by this host; left out.',
      'Form metadata "notifyContactOwner" (e-mailing the contact owner about each new lead) is not carried over: this host sends no e-mail.',
      'Form metadata "mysteryPair" is not used by this host; left out.',
      'Group 1: "columnLayout" is not used by this embed; left out.',
      'Field "E-mail" (email): "extraKey" is not used by this embed; left out.',
      'Field "Other topic" (other): "weird" is not used by this embed; left out.',
      'Field "Pay now" (pay) is a payment link choice: it shows as a plain choice and no payment is taken here.',
      'The form asks for a captcha: this host checks only its own, so the page\'s script tag needs data-captcha-script-url="/captcha/api.js"; the original reCAPTCHA setup does not carry over.',
      'Group 2 (Vibe) is a smart group: it always shows here, as this host does not recognise returning visitors.',
      'Known values of one visitor ("properties": email) are left out: they belong to whoever the definition was fetched for.',
      '"knownSmartFields" is left out: it says what the original service knew of one visitor.',
      'Translations for "xx" are never shown: the embed has no such language.',
      'Translations for "de" of "noSuchMessage" are never shown: the embed has no such message.',
      'Field "E-mail" (email), required: expected a boolean, got string; used false',
      'Field "Topic" (topic), dependentFieldFilters[0]: unknown logic operator "SHOUTS"; field "other" stays hidden',
      'Field "Vibe" (vibe), fieldType: unknown field type "hologram"; rendered as text',
      'Group 2, field 2: field has no name; dropped',
    ]);
  });

  it('stores what it carries: the form without ids or grants, the kept metadata, fields without per-visitor flags', () => {
    const { definition } = imported(JSON.stringify(handMade));
    expect(Object.keys(definition).sort()).toEqual(['form', 'translations']);
    const stored = form(definition);
    expect(Object.keys(stored).sort()).toEqual(['captchaEnabled', 'formFieldGroups', 'metaData', 'name', 'submitText']);
    expect(stored.name).toBe('Webinar sign-up');
    expect(stored.metaData).toEqual([{ name: ' lang ', value: 'de' }]);
    const [first] = (stored.formFieldGroups as { fields: Record<string, unknown>[] }[])[0]?.fields ?? [];
    expect(first).not.toHaveProperty('fieldValueKnown');
    expect(first).not.toHaveProperty('extraKey');
    expect(first?.required).toBe('yes');
  });

  it('keeps a wire key such as __proto__ as data and lists it', () => {
    const text = '{"form":{"formFieldGroups":[{"fields":[{"name":"email","label":"Email"}]}],"__proto__":{"polluted":true}}}';
    const result = imported(text);
    expect(result.notCarried).toContain('Form setting "__proto__" is not used by this host; left out.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('importDefinition: input shapes and names', () => {
  it('takes the bare form object as well as the response', () => {
    const response = JSON.parse(fixtureText(ALL_FIELDS)) as { form: unknown };
    const fromBare = imported(JSON.stringify(response.form));
    expect(visible(read(fromBare.definition)).fields).toEqual(visible(read(imported(fixtureText(ALL_FIELDS)).definition)).fields);
  });

  it('names the form as asked, else by its own name, else "Imported form"', () => {
    const text = JSON.stringify({ form: { formFieldGroups: [wireGroup([wireField({ name: 'email' })])] } });
    expect(imported(text).name).toBe(UNNAMED_FORM);
    const renamed = importDefinition(fixtureText(ALL_FIELDS), { name: ' Renamed ' });
    expect(renamed.ok && [renamed.name, form(renamed.definition).name]).toEqual(['Renamed', 'Renamed']);
  });
});

describe('importDefinition: what cannot be imported', () => {
  it.each([
    ['nothing', '  ', 'The definition is empty: paste or upload the JSON of a form definition.'],
    ['text that is not JSON', '{"form": ', /^The definition is not valid JSON \(.+\)\.$/],
    ['a list', '[1, 2]', 'The definition must be a JSON object, not an array.'],
    ['null', 'null', 'The definition must be a JSON object, not null.'],
    ['a form that is not an object', '{"form": "contact"}', '"form" must be an object, not a string.'],
    ['an error answer', '{"status":"error","message":"resource not found"}', 'This is an error answer of a forms host: "resource not found", not a form definition.'],
    ['the marketing API shape', '{"name":"x","fieldGroups":[]}', /marketing API \("fieldGroups"\).*\/embed\/v3\/form\/\{portalId\}\/\{formId\}\/json/],
    ['an object without a form', '{"name":"x"}', 'No form found: the definition needs a "form" object, or must be a form with "formFieldGroups".'],
    ['a form without fields', '{"form":{"name":"Empty","formFieldGroups":[]}}', 'The form has no fields.'],
    ['a form whose only field has no name', '{"form":{"formFieldGroups":[{"fields":[{"label":"Nameless"}]}]}}', 'The form has no fields (Group 1, field 1: field has no name; dropped).'],
  ])('refuses %s with a message naming what is wrong', (_what, text, message) => {
    const result = importDefinition(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message);
  });
});
