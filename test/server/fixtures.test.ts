import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LARGE_FORM_FIELD_COUNT, LARGE_FORM_GUID, LARGE_FORM_PATH, largeFixtureText,
} from '../../scripts/generate-large-fixture.js';
import { readRespondDirective } from '../../server/domain/forms/respond-directive.js';
import { portalOf, SCOPED_PORTAL_ID, UNSCOPED_FORMS, UNSCOPED_PORTAL_ID } from '../fixture-ids.js';
import { FORMS, FORMS_DIR } from './helpers/test-host.js';

type Json = Record<string, unknown>;

interface FixtureFile {
  /** Path relative to fixtures/forms, e.g. `123456/a1b2....json`. */
  relative: string;
  folder: string;
  /** The form id the file belongs to (without `.draft`/`.fallback`). */
  formId: string;
  data: unknown;
}

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listJsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

const files: FixtureFile[] = listJsonFiles(FORMS_DIR).map((full) => {
  const relative = path.relative(FORMS_DIR, full);
  const text = readFileSync(full, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${relative} is not valid JSON: ${String(error)}`);
  }
  return {
    relative,
    folder: path.basename(path.dirname(full)),
    formId: path.basename(full).replace(/(\.draft|\.fallback)?\.json$/, ''),
    data,
  };
});

const definitions = files.filter((file) => readRespondDirective(file.data) === null);
const directives = files.filter((file) => readRespondDirective(file.data) !== null);

function load(formId: string): Json {
  const file = definitions.find((f) => f.relative.endsWith(`${formId}.json`) && f.formId === formId && !f.relative.includes('.draft.') && !f.relative.includes('.fallback.'));
  if (!file) throw new Error(`no definition for ${formId}`);
  return file.data as Json;
}

const formOf = (response: Json): Json => response.form as Json;
const groupsOf = (response: Json): Json[] => formOf(response).formFieldGroups as Json[];
const fieldsOf = (response: Json): Json[] => groupsOf(response).flatMap((g) => g.fields as Json[]);
function metaValue(response: Json, name: string): string | undefined {
  const entry = (formOf(response).metaData as Json[]).find((m) => m.name === name);
  return entry?.value as string | undefined;
}

/** Forms whose wrong shape is the point of the fixture. */
const DELIBERATELY_MALFORMED: readonly string[] = [FORMS.wrongTypesTopLevel, FORMS.wrongTypesNested];
const OLD_SHAPE: readonly string[] = [FORMS.oldShape];

const TOP_LEVEL_KEYS = [
  'form', 'properties', 'knownSmartFields', 'gates', 'scopes', 'time', 'themeCss', 'globalStyle',
  'countryCode', 'portalSetting', 'errorCode',
];
const FORM_KEYS = [
  'portalId', 'guid', 'cssClass', 'inlineMessage', 'redirectUrl', 'submitText', 'formFieldGroups', 'metaData',
  'captchaEnabled', 'formTypeNumber', 'thankYouMessageJson', 'themeColor', 'themeName', 'style', 'variantId',
  'isPublished',
];
const FIELD_KEYS = [
  'name', 'label', 'type', 'fieldType', 'description', 'groupName', 'displayOrder', 'required', 'selectedOptions',
  'options', 'validation', 'enabled', 'hidden', 'defaultValue', 'isSmartField', 'unselectedLabel', 'placeholder',
  'dependentFieldFilters', 'labelHidden', 'propertyObjectType', 'metaData', 'objectTypeId',
];
const OLD_SHAPE_MISSING_FIELD_KEYS = ['objectTypeId', 'propertyObjectType', 'labelHidden', 'isSmartField', 'unselectedLabel'];

function allFields(fields: Json[]): Json[] {
  return fields.flatMap((field) => [
    field,
    ...allFields(((field.dependentFieldFilters as Json[] | undefined) ?? []).map((d) => d.dependentFormField as Json)),
  ]);
}

describe('every fixture file', () => {
  it('there are fixture files', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(18);
    expect(directives.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files.map((f) => [f.relative, f] as const))('%s is named after a lowercase GUID in a digits folder', (_name, file) => {
    expect(file.formId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(file.folder).toMatch(/^\d+$/);
  });

  it.each(definitions.map((f) => [f.relative, f] as const))('%s has form.guid and form.portalId matching its path', (_name, file) => {
    const form = formOf(file.data as Json);
    expect(form.guid).toBe(file.formId);
    expect(String(form.portalId)).toBe(file.folder);
  });

  it('is listed in fixtures/forms/README.md', () => {
    const readme = readFileSync(path.join(FORMS_DIR, 'README.md'), 'utf8');
    for (const file of files) expect(readme, file.formId).toContain(file.formId);
    expect(readme).toContain(FORMS.noFile);
  });

  it.each(files.map((f) => [f.relative, f] as const))('%s is in the portal test/fixture-ids.ts says', (_name, file) => {
    expect([SCOPED_PORTAL_ID, UNSCOPED_PORTAL_ID]).toContain(file.folder);
    expect(portalOf(file.formId)).toBe(file.folder);
  });

  it('has every form listed as unscoped in the unscoped portal', () => {
    const unscoped = definitions.filter((file) => file.folder === UNSCOPED_PORTAL_ID).map((file) => file.formId);
    expect(unscoped.sort()).toEqual([...UNSCOPED_FORMS].sort());
  });
});

describe('wire shape (docs/compat.md)', () => {
  const wellFormed = definitions.filter((f) => !DELIBERATELY_MALFORMED.includes(f.formId));

  it.each(wellFormed.map((f) => [f.relative, f] as const))('%s follows the definition response shape', (_name, file) => {
    const response = file.data as Json;
    const old = OLD_SHAPE.includes(file.formId);
    const expectedTop = old ? TOP_LEVEL_KEYS.filter((k) => k !== 'scopes' && k !== 'portalSetting') : TOP_LEVEL_KEYS;
    expect(Object.keys(response).sort()).toEqual([...expectedTop].sort());
    expect(response.errorCode).toBeNull();
    expect(typeof response.globalStyle).toBe('string');
    expect(typeof JSON.parse(response.globalStyle as string)).toBe('object');
    expect(typeof response.themeCss).toBe('string');
    expect(typeof response.countryCode).toBe('string');

    const form = formOf(response);
    for (const key of FORM_KEYS) expect(form, key).toHaveProperty(key);
    expect(typeof form.portalId).toBe('number');

    for (const entry of form.metaData as Json[]) {
      expect(typeof entry.name).toBe('string');
      expect(typeof entry.value).toBe('string');
    }
    const consent = metaValue(response, 'legalConsentOptions');
    if (consent !== undefined) expect(typeof JSON.parse(consent)).toBe('object');

    for (const group of groupsOf(response)) {
      expect(Array.isArray(group.fields)).toBe(true);
      expect(typeof group.default).toBe('boolean');
      if (old) {
        expect(group).not.toHaveProperty('richText');
        expect(group).not.toHaveProperty('isPageBreak');
      } else {
        expect(group.richText).toEqual({ content: expect.any(String), type: expect.any(String) });
        expect(typeof group.isPageBreak).toBe('boolean');
      }
    }
    for (const field of allFields(fieldsOf(response))) {
      const expectedKeys = old ? FIELD_KEYS.filter((k) => !OLD_SHAPE_MISSING_FIELD_KEYS.includes(k)) : FIELD_KEYS;
      for (const key of expectedKeys) expect(field, `${String(field.name)}.${key}`).toHaveProperty(key);
      expect(Object.keys(field.validation as Json).sort()).toEqual(
        ['blockedEmailAddresses', 'data', 'message', 'name', 'useDefaultBlockList'],
      );
      for (const option of field.options as Json[]) {
        expect(Object.keys(option).sort()).toEqual(
          ['description', 'displayOrder', 'doubleData', 'hidden', 'label', 'readOnly', 'value'],
        );
      }
      for (const rule of field.dependentFieldFilters as Json[]) {
        expect(rule.formFieldAction).toBe('DISPLAY');
        for (const filter of rule.filters as Json[]) expect(filter.operator).toMatch(/^[A-Z_]+$/);
      }
    }
  });
});

describe('what each fixture covers', () => {
  it('all fields: every field type of spec section 3', () => {
    const response = load(FORMS.allFields);
    const types = new Set(fieldsOf(response).map((f) => f.fieldType));
    for (const type of [
      'checkbox', 'date', 'email', 'file', 'hidden', 'number', 'numberrating', 'phone', 'phonenumber', 'radio',
      'payment_link_radio', 'rating', 'select', 'booleancheckbox', 'smileyrating', 'starrating', 'text', 'textarea',
      'nps', 'csat',
    ]) {
      expect(types, type).toContain(type);
    }
    const fields = fieldsOf(response);
    expect(fields.find((f) => f.name === 'email')?.fieldType).toBe('text');
    expect(fields.some((f) => f.fieldType === 'select' && f.unselectedLabel !== '')).toBe(true);
    expect(fields.some((f) => f.labelHidden === true)).toBe(true);
    expect(fields.some((f) => f.description !== '')).toBe(true);
    expect(fields.find((f) => f.fieldType === 'number')?.validation).toMatchObject({ data: '0:100:true' });
    const sizes = groupsOf(response).map((g) => (g.fields as Json[]).length);
    expect(sizes).toContain(0);
    expect(sizes).toContain(2);
    expect(sizes).toContain(3);
  });

  it('contact: canvas theme with firstname, lastname, email, company, message', () => {
    const response = load(FORMS.contact);
    expect(formOf(response).themeName).toBe('canvas');
    expect(fieldsOf(response).map((f) => f.name)).toEqual(['firstname', 'lastname', 'email', 'company', 'message']);
  });

  it('multi-page: page breaks and legal consent', () => {
    const response = load(FORMS.multiPage);
    expect(groupsOf(response).filter((g) => g.isPageBreak === true).length).toBeGreaterThanOrEqual(2);
    expect(metaValue(response, 'legalConsentOptions')).toBeDefined();
  });

  it('one form per legal consent type', () => {
    const consentOf = (formId: string): Json => JSON.parse(metaValue(load(formId), 'legalConsentOptions') ?? 'null') as Json;
    expect(consentOf(FORMS.consentImplicit)).toMatchObject({ processingConsentType: 'IMPLICIT', isLegitimateInterest: false });
    const separate = consentOf(FORMS.consentSeparate);
    expect(separate).toMatchObject({ processingConsentType: 'REQUIRED_CHECKBOX', isLegitimateInterest: false });
    expect(separate.communicationConsentCheckboxes).toHaveLength(2);
    expect(consentOf(FORMS.consentLegitimateInterest)).toMatchObject({ isLegitimateInterest: true });
  });

  it('dependent fields: EQ "Other" on a select and SET_ANY on checkboxes', () => {
    const fields = fieldsOf(load(FORMS.dependentFields));
    const rules = fields.flatMap((f) =>
      (f.dependentFieldFilters as Json[]).flatMap((d) => (d.filters as Json[]).map((filter) => ({ parent: f, filter }))),
    );
    expect(rules.some(({ parent, filter }) => parent.fieldType === 'select' && filter.operator === 'EQ' && filter.strValue === 'Other')).toBe(true);
    expect(rules.some(({ parent, filter }) => parent.fieldType === 'checkbox' && filter.operator === 'SET_ANY')).toBe(true);
  });

  it('captcha, legacy theme and unpublished flags', () => {
    expect(formOf(load(FORMS.captcha)).captchaEnabled).toBe(true);
    const legacy = load(FORMS.legacyTheme);
    expect(formOf(legacy).themeName).toBe('legacy');
    expect(fieldsOf(legacy).map((f) => f.objectTypeId)).toEqual(expect.arrayContaining(['0-1', '0-2', '0-5']));
    expect(formOf(load(FORMS.unpublished)).isPublished).toBe(false);
  });

  it('rich text carries the sanitiser check', () => {
    const html = groupsOf(load(FORMS.richText)).map((g) => (g.richText as Json).content).join('');
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
    expect(html).toContain('Sanitiser check');
  });

  it('wrong types: formFieldGroups a string, and a group whose fields is an object', () => {
    expect(typeof formOf(load(FORMS.wrongTypesTopLevel)).formFieldGroups).toBe('string');
    const deepGroups = formOf(load(FORMS.wrongTypesNested)).formFieldGroups as unknown[];
    expect(deepGroups.some((g) => typeof g === 'object' && g !== null && !Array.isArray((g as Json).fields) && typeof (g as Json).fields === 'object')).toBe(true);
  });

  it('the error table has a directive per row', () => {
    const status = (formId: string): number | undefined =>
      readRespondDirective(directives.find((f) => f.relative.endsWith(`${formId}.json`))?.data)?.status;
    expect(status(FORMS.notFound)).toBe(404);
    expect(status(FORMS.invalidGuid)).toBe(400);
    expect(status(FORMS.notEmbeddable)).toBe(400);
    expect(status(FORMS.bot)).toBe(400);
    expect(status(FORMS.periodEnded)).toBe(400);
    expect(status(FORMS.rateLimited)).toBe(429);
    expect(status(FORMS.bothFail)).toBe(500);
    expect(status(FORMS.fallbackWorks)).toBe(500);
  });
});

describe('the large fixture', () => {
  it('matches scripts/generate-large-fixture.ts output', () => {
    expect(readFileSync(LARGE_FORM_PATH, 'utf8')).toBe(largeFixtureText());
    expect(path.basename(LARGE_FORM_PATH)).toBe(`${LARGE_FORM_GUID}.json`);
  });

  it(`has ${LARGE_FORM_FIELD_COUNT} fields with unique names`, () => {
    const names = fieldsOf(load(FORMS.large)).map((f) => f.name);
    expect(names).toHaveLength(200);
    expect(new Set(names).size).toBe(200);
  });
});
