import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_STYLE_KEYS } from '../../../src/core/definition/normalize-style';
import { isRecord } from '../../../src/core/definition/wire-reader';
import type { FieldDefinition, FormDefinition, InputKind, LegalConsentOptions } from '../../../src/core/form-definition';
import { normalizeDefinition } from '../../../src/core/definition/normalize-definition';
import { FORM_GUID } from '../../store/wire-definition';
import { chaos, HUGE_LENGTH, nested, wideDefinition, wireDefinitionArbitrary } from '../../store/wire-definition-arbitrary';

const INPUT_KINDS: readonly InputKind[] = [
  'text', 'textarea', 'email', 'number', 'phone', 'file', 'select', 'checkbox', 'booleancheckbox', 'radio', 'date', 'hidden', 'rating',
];
const STYLE_KEYS: readonly string[] = FORM_STYLE_KEYS;

/** Every check collects its failures here, so one run reports every broken member at once. */
function problemsOf(definition: FormDefinition): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const isString = (value: unknown) => typeof value === 'string';
  const isBoolean = (value: unknown) => typeof value === 'boolean';
  const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString);
  const isStringRecord = (value: unknown) => isRecord(value) && Object.values(value).every(isString);

  check(typeof definition.portalId === 'number' && Number.isFinite(definition.portalId), 'portalId');
  check(definition.guid === definition.guid.trim() && definition.guid !== '', 'guid');
  for (const key of ['cssClass', 'themeName', 'inlineMessage', 'redirectUrl', 'submitText', 'thankYouMessage', 'embedVersion', 'themeCss', 'countryCode'] as const) {
    check(isString(definition[key]), key);
  }
  check(definition.cssClass.trim() !== '' && definition.themeName.trim() !== '' && definition.embedVersion.trim() !== '', 'defaulted names');
  check(Number.isFinite(definition.formTypeNumber), 'formTypeNumber');
  check(isBoolean(definition.captchaEnabled), 'captchaEnabled');
  for (const style of [definition.style, definition.globalStyle]) {
    check(isRecord(style) && Object.entries(style).every(([key, value]) => STYLE_KEYS.includes(key) && isString(value)), 'style');
  }

  check(isRecord(definition.fields), 'fields');
  for (const [id, field] of Object.entries(definition.fields)) problems.push(...fieldProblems(id, field, definition));

  check(Array.isArray(definition.groups), 'groups');
  check(Number.isInteger(definition.pageCount) && definition.pageCount >= 1, 'pageCount');
  check(definition.isPaginated === definition.pageCount > 1, 'isPaginated');
  const listed = new Set<string>();
  definition.groups.forEach((group, index) => {
    const at = `groups[${index}]`;
    check(isStringList(group.fieldIds), `${at}.fieldIds`);
    for (const id of group.fieldIds) {
      const field = Object.prototype.hasOwnProperty.call(definition.fields, id) ? definition.fields[id] : undefined;
      check(field !== undefined && field.parentFieldId === undefined && field.groupIndex === index, `${at} lists "${id}"`);
      check(!listed.has(id), `${at} lists "${id}" twice`);
      listed.add(id);
    }
    check(isString(group.richText), `${at}.richText`);
    check(isBoolean(group.isPageBreak) && isBoolean(group.default) && isBoolean(group.isSmartGroup), `${at} flags`);
    check(Number.isInteger(group.pageNumber) && group.pageNumber >= 1 && group.pageNumber <= definition.pageCount, `${at}.pageNumber`);
    check(Number.isInteger(group.numColumns) && group.numColumns >= 0 && group.numColumns <= 3, `${at}.numColumns`);
    check((group.numColumns === 0) === (group.fieldIds.length === 0), `${at}.numColumns of an empty group`);
  });

  const { metaData } = definition;
  check(isBoolean(metaData.allowCookieReset) && isBoolean(metaData.renderRawHtml) && isBoolean(metaData.disableCookieSubmission), 'metaData flags');
  check(isString(metaData.lang) && metaData.lang !== '' && metaData.lang === metaData.lang.trim().toLowerCase(), 'metaData.lang');
  check(isString(metaData.embedAtTimestamp) && isString(metaData.formDefinitionUpdatedAt) && isString(metaData.embedType), 'metaData text');
  check(isStringRecord(metaData.raw), 'metaData.raw');
  if (metaData.legalConsentOptions !== null) problems.push(...consentProblems(metaData.legalConsentOptions));

  check(isStringRecord(definition.properties), 'properties');
  check(isStringList(definition.knownSmartFields), 'knownSmartFields');
  check(isBoolean(definition.hasKnownProperties), 'hasKnownProperties');
  check(isRecord(definition.gates) && Object.values(definition.gates).every(isBoolean), 'gates');
  check(Object.values(definition.scopes).length === 4 && Object.values(definition.scopes).every(isBoolean), 'scopes');
  check(isBoolean(definition.portalSetting.enableLiveValidation), 'portalSetting');
  check(isRecord(definition.translations) && Object.values(definition.translations).every(isStringRecord), 'translations');
  return problems;
}

function fieldProblems(id: string, field: FieldDefinition, definition: FormDefinition): string[] {
  const problems: string[] = [];
  const at = `field "${id}"`;
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${at}.${what}`);
  };
  const isString = (value: unknown) => typeof value === 'string';
  check(field.id === id && id !== '', 'id');
  check(isString(field.name) && field.name.trim() === field.name && field.name !== '', 'name');
  for (const key of ['label', 'description', 'fieldType', 'type', 'placeholder', 'unselectedLabel', 'objectTypeId', 'ratingType'] as const) {
    check(isString(field[key]), key);
  }
  check(INPUT_KINDS.includes(field.inputKind), 'inputKind');
  for (const key of ['required', 'hidden', 'labelHidden', 'enabled', 'useCountryCodeSelect', 'isSmartField', 'fieldValueKnown'] as const) {
    check(typeof field[key] === 'boolean', key);
  }
  check(
    Array.isArray(field.options) &&
      field.options.every((option) => isString(option.label) && isString(option.value) && isString(option.description) && typeof option.hidden === 'boolean' && typeof option.readOnly === 'boolean'),
    'options',
  );
  const value = field.defaultValue;
  check(
    value === undefined || typeof value === 'string' || typeof value === 'boolean' || (Array.isArray(value) && value.every(isString)),
    'defaultValue',
  );
  check(Array.isArray(field.selectedOptions) && field.selectedOptions.every(isString), 'selectedOptions');
  const { validation } = field;
  check(
    isString(validation.name) && isString(validation.message) && isString(validation.data) && typeof validation.useDefaultBlockList === 'boolean' &&
      validation.blockedEmailAddresses.every(isString),
    'validation',
  );
  check(isRecord(field.metaData) && Object.values(field.metaData).every(isString), 'metaData');
  check(Number.isInteger(field.groupIndex) && field.groupIndex >= 0 && field.groupIndex < definition.groups.length, 'groupIndex');
  for (const rule of field.dependentFields) {
    const dependent = Object.prototype.hasOwnProperty.call(definition.fields, rule.fieldId) ? definition.fields[rule.fieldId] : undefined;
    check(dependent?.parentFieldId === id, `dependentFields "${rule.fieldId}"`);
    check(isString(rule.action) && rule.action !== '', 'dependentFields action');
    for (const filter of rule.filters) {
      check(
        isString(filter.operator) &&
          (filter.strValue === undefined || isString(filter.strValue)) &&
          filter.strValues.every(isString) &&
          (filter.numberValue === undefined || Number.isFinite(filter.numberValue)) &&
          filter.numberValues.every(Number.isFinite) &&
          (filter.boolValue === undefined || typeof filter.boolValue === 'boolean'),
        'filter',
      );
    }
  }
  if (field.parentFieldId !== undefined) {
    const parent = Object.prototype.hasOwnProperty.call(definition.fields, field.parentFieldId) ? definition.fields[field.parentFieldId] : undefined;
    check(parent?.dependentFields.some((rule) => rule.fieldId === id) === true, 'parentFieldId');
  }
  return problems;
}

function consentProblems(consent: LegalConsentOptions): string[] {
  const texts = [
    consent.processingConsentType, consent.communicationConsentText, consent.processingConsentText, consent.processingConsentCheckboxLabel,
    consent.processingConsentFooterText, consent.privacyPolicyText, consent.legitimateInterestLegalBasis,
  ];
  const ok =
    ['implicit', 'separate', 'legitimateInterest'].includes(consent.type) &&
    typeof consent.isLegitimateInterest === 'boolean' &&
    texts.every((value) => typeof value === 'string') &&
    consent.legitimateInterestSubscriptionTypes.every((value) => typeof value === 'string') &&
    consent.communicationConsentCheckboxes.every(
      (box) => typeof box.communicationTypeId === 'string' && box.communicationTypeId !== '' && typeof box.label === 'string' && typeof box.required === 'boolean',
    );
  return ok ? [] : ['legalConsentOptions'];
}

/** Whether the response has what the normaliser cannot do without: a form object with a guid. */
function isUsable(raw: unknown): boolean {
  if (!isRecord(raw) || !isRecord(raw.form)) return false;
  const guid = raw.form.guid;
  return typeof guid === 'string' && guid.trim() !== '';
}

function expectNormalisedWell(raw: unknown): FormDefinition | undefined {
  const result = normalizeDefinition(raw);
  expect(result.ok).toBe(isUsable(raw));
  if (!result.ok) {
    expect(typeof result.error).toBe('string');
    return undefined;
  }
  expect(result.value.warnings.every((line) => typeof line === 'string')).toBe(true);
  expect(problemsOf(result.value.definition)).toEqual([]);
  return result.value.definition;
}

describe('normalizeDefinition: properties', () => {
  it('never throws, and answers a well-typed definition (or an error) for any mangled response', () => {
    fc.assert(
      fc.property(wireDefinitionArbitrary(), (raw) => {
        expectNormalisedWell(raw);
        // No '__proto__' key of a response reached a shared prototype.
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads the same definition from the response and from its JSON round trip', () => {
    fc.assert(
      fc.property(wireDefinitionArbitrary(), (raw) => {
        let json: string | undefined;
        try {
          json = JSON.stringify(raw);
        } catch {
          return; // A value no host could send (too deep for JSON): the first property covers it.
        }
        if (json === undefined) return;
        const parsed: unknown = JSON.parse(json);
        const direct = normalizeDefinition(raw);
        const roundTrip = normalizeDefinition(parsed);
        expect(roundTrip.ok).toBe(direct.ok);
        if (roundTrip.ok) expectNormalisedWell(parsed);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a definition of 10,000 fields, every member of each possibly wrong, into 10,000 fields', () => {
    const samples = fc.sample(chaos, { numRuns: 64, seed: 10_000 });
    const wrong = (index: number, offset: number) => samples[(index * 7 + offset) % samples.length];
    const raw = wideDefinition(10_000, (index) => ({
      name: `field_${index}`,
      label: index % 100 === 0 ? 'x'.repeat(HUGE_LENGTH) : wrong(index, 1),
      fieldType: index % 3 === 0 ? wrong(index, 2) : 'text',
      required: wrong(index, 3),
      options: wrong(index, 4),
      validation: wrong(index, 5),
      metaData: wrong(index, 6),
      dependentFieldFilters: index % 50 === 0 ? [{ dependentFormField: { name: `dependent_${index}` }, filters: wrong(index, 7) }] : wrong(index, 8),
      defaultValue: wrong(index, 9),
    }));
    const definition = expectNormalisedWell(raw);
    expect(Object.keys(definition?.fields ?? {})).toHaveLength(10_000 + 200);
    expect(definition?.groups.flatMap((group) => group.fieldIds)).toHaveLength(10_000);
  });

  it('survives members nested 1000 and 10,000 deep anywhere in a field', () => {
    for (const depth of [1000, 10_000]) {
      for (const asArray of [false, true]) {
        const deep = nested(depth, '\ud800\u202e', asArray);
        const field = Object.fromEntries(
          ['name', 'label', 'options', 'validation', 'metaData', 'dependentFieldFilters', 'defaultValue', 'selectedOptions'].map((key) => [key, deep]),
        );
        const raw = {
          form: {
            guid: FORM_GUID,
            formFieldGroups: [{ fields: [field, { ...field, name: 'kept' }] }, deep],
            metaData: [{ name: 'legalConsentOptions', value: deep }, { name: 'lang', value: deep }, deep],
            style: deep,
          },
          properties: { deep },
          globalStyle: deep,
          translations: { en: deep },
        };
        const definition = expectNormalisedWell(raw);
        expect(Object.keys(definition?.fields ?? {})).toEqual(['kept']);
      }
    }
  });
});
