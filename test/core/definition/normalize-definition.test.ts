import { describe, expect, it } from 'vitest';
import type { NormalizedDefinition } from '../../../src/core/form-definition';
import { normalizeDefinition } from '../../../src/core/definition/normalize-definition';
import { wireField, wireGroup } from '../../store/wire-definition';

const GUID = '3b0d2ef4-6a7e-4c7b-9f0e-0d3c5a1b2c4d';

const legalConsent = {
  communicationConsentCheckboxes: [{ communicationTypeId: 7_654_321, label: '<p>I agree to receive other communications.</p>', required: false }],
  communicationConsentText: '<p>Example Co is committed to protecting your privacy.</p>',
  processingConsentType: 'REQUIRED_CHECKBOX',
  processingConsentText: '<p>To provide you the content requested, we need to store and process your personal data.</p>',
  processingConsentCheckboxLabel: '<p>I agree to allow Example Co to store and process my personal data.</p>',
  privacyPolicyText: '<p>You can unsubscribe at any time.</p>',
  isLegitimateInterest: false,
};

/** Shaped like a current GET embed/v3/form/{portalId}/{formId}/json answer (COMPAT.md). */
function realResponse(): Record<string, unknown> {
  return {
    form: {
      portalId: 2_345_678,
      guid: GUID,
      name: 'Contact us (unknown key)',
      cssClass: 'hs-form stacked',
      inlineMessage: '',
      redirectUrl: 'https://example.com/thanks',
      submitText: 'Send',
      formFieldGroups: [
        wireGroup([
          wireField({ name: 'firstname', label: 'First name', required: true }),
          wireField({ name: 'lastname', label: 'Last name' }),
        ]),
        wireGroup([], { richText: { content: '<p>How can we <strong>reach</strong> you?</p>', type: 'TEXT' } }),
        wireGroup([
          wireField({
            name: 'email', label: 'Email', required: true, placeholder: 'you@example.com',
            validation: { name: '', message: '', data: '', useDefaultBlockList: true, blockedEmailAddresses: ['competitor.example'] },
          }),
        ]),
        wireGroup([
          wireField({
            name: 'country', label: 'Country', type: 'enumeration', fieldType: 'select', unselectedLabel: '- Please Select -',
            options: [
              { label: 'United States', value: 'United States', displayOrder: 0, doubleData: 0, hidden: false, description: '', readOnly: false },
              { label: 'Netherlands', value: 'Netherlands', displayOrder: 1, doubleData: 0, hidden: false, description: '', readOnly: false },
            ],
            dependentFieldFilters: [
              {
                filters: [{ operator: 'SET_ANY', strValue: '', boolValue: false, numberValue: 0, strValues: ['United States'], numberValues: [] }],
                dependentFormField: wireField({ name: 'state', label: 'State', required: true }),
                formFieldAction: 'DISPLAY',
              },
            ],
          }),
        ]),
        wireGroup([
          wireField({
            name: 'interests', label: 'Interests', type: 'enumeration', fieldType: 'checkbox',
            selectedOptions: ['Product'],
            options: [
              { label: 'Product', value: 'Product', displayOrder: 0, doubleData: 0, hidden: false, description: '', readOnly: false },
              { label: 'Pricing', value: 'Pricing', displayOrder: 1, doubleData: 0, hidden: false, description: '', readOnly: false },
            ],
          }),
          wireField({ name: 'name', label: 'Company name', objectTypeId: '0-2', propertyObjectType: 'COMPANY' }),
        ]),
        wireGroup([], { isPageBreak: true, richText: { content: '<h3>A few more questions</h3>', type: 'TEXT' } }),
        wireGroup([
          wireField({ name: 'message', label: 'Message', fieldType: 'textarea' }),
          wireField({ name: 'subscribe', label: 'Subscribe', type: 'bool', fieldType: 'booleancheckbox', defaultValue: 'false' }),
        ]),
      ],
      metaData: [
        { name: 'lang', value: 'nl' },
        { name: 'embedAtTimestamp', value: '1716200000000' },
        { name: 'formDefinitionUpdatedAt', value: '1716100000000' },
        { name: 'legalConsentOptions', value: JSON.stringify(legalConsent) },
        { name: 'allowCookieReset', value: 'true' },
        { name: 'renderRawHtml', value: 'false' },
      ],
      captchaEnabled: true,
      formTypeNumber: 0,
      thankYouMessageJson: '',
      themeColor: '#2d3e50',
      themeName: 'canvas',
      style: { fontFamily: 'arial, helvetica, sans-serif', backgroundWidth: '100%', labelTextColor: '#33475b', somethingNew: 'x' },
      variantId: 'c0ffee00-0000-4000-8000-000000000000',
      isPublished: true,
    },
    properties: {},
    knownSmartFields: [],
    gates: { viralityVariation: false, useRecaptchaEnterprise: true },
    scopes: { noBranding: false, renderShell: true, rawHtmlAccess: false, customStyleAccess: true },
    time: 1_716_300_000_000,
    themeCss: '.hs-form-field label { font-weight: 600 }',
    globalStyle: '{"fontFamily":"Lato","labelTextColor":"#33475b","submitColor":"#ff7a59","submitAlignment":"left","notAStyleKey":"x"}',
    countryCode: 'nl',
    portalSetting: { enableLiveValidation: false },
    errorCode: null,
  };
}

function normalized(raw: unknown): NormalizedDefinition {
  const result = normalizeDefinition(raw);
  if (!result.ok) throw new Error(`expected a definition, got error: ${result.error}`);
  return result.value;
}

const minimal = (form: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({ form: { guid: GUID, portalId: 1, ...form }, ...top });

describe('normalizeDefinition: no usable form', () => {
  it('fails for a response that is not an object', () => {
    for (const raw of [null, undefined, 'form', 42, [], [{ form: {} }]]) {
      const result = normalizeDefinition(raw);
      expect(result.ok, String(raw)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/not an object/);
    }
  });

  it('fails without a form object', () => {
    for (const raw of [{}, { form: null }, { form: 'x' }, { form: [] }, { guid: GUID }]) {
      expect(normalizeDefinition(raw)).toEqual({ ok: false, error: 'definition response has no form object' });
    }
  });

  it('fails without a guid string', () => {
    for (const guid of [undefined, null, 42, '', '  ', { id: GUID }]) {
      expect(normalizeDefinition({ form: { guid } })).toEqual({ ok: false, error: 'form has no guid' });
    }
  });
});

describe('normalizeDefinition: a current response', () => {
  const { definition, warnings } = normalized(realResponse());

  it('reads it without a warning', () => {
    expect(warnings).toEqual([]);
  });

  it('reads the form members', () => {
    expect(definition).toMatchObject({
      portalId: 2_345_678,
      guid: GUID,
      cssClass: 'hs-form stacked',
      themeName: 'canvas',
      inlineMessage: '',
      redirectUrl: 'https://example.com/thanks',
      submitText: 'Send',
      thankYouMessage: '',
      formTypeNumber: 0,
      captchaEnabled: true,
      embedVersion: 'v4',
      themeCss: '.hs-form-field label { font-weight: 600 }',
      countryCode: 'NL',
      properties: {},
      knownSmartFields: [],
      gates: { viralityVariation: false, useRecaptchaEnterprise: true },
      scopes: { noBranding: false, renderShell: true, rawHtmlAccess: false, customStyleAccess: true },
      portalSetting: { enableLiveValidation: false },
      translations: {},
    });
  });

  it('keeps the style keys of the form style and of the global style JSON string', () => {
    expect(definition.style).toEqual({ fontFamily: 'arial, helvetica, sans-serif', backgroundWidth: '100%', labelTextColor: '#33475b' });
    expect(definition.globalStyle).toEqual({ fontFamily: 'Lato', labelTextColor: '#33475b', submitColor: '#ff7a59', submitAlignment: 'left' });
  });

  it('reads the form metaData, legal consent included', () => {
    expect(definition.metaData).toMatchObject({
      lang: 'nl',
      allowCookieReset: true,
      renderRawHtml: false,
      disableCookieSubmission: false,
      embedAtTimestamp: '1716200000000',
      formDefinitionUpdatedAt: '1716100000000',
      embedType: '',
    });
    expect(definition.metaData.raw.lang).toBe('nl');
    expect(definition.metaData.raw.legalConsentOptions).toBe(JSON.stringify(legalConsent));
    expect(definition.metaData.legalConsentOptions).toMatchObject({
      type: 'separate',
      processingConsentType: 'REQUIRED_CHECKBOX',
      communicationConsentCheckboxes: [{ communicationTypeId: '7654321', label: '<p>I agree to receive other communications.</p>', required: false }],
    });
  });

  it('lists every field by id, dependents after their parent, company fields prefixed', () => {
    expect(Object.keys(definition.fields)).toEqual([
      'firstname', 'lastname', 'email', 'country', 'state', 'interests', '0-2/name', 'message', 'subscribe',
    ]);
  });

  it('builds the groups with their pages and columns', () => {
    expect(definition.groups.map(({ fieldIds, richText, isPageBreak, pageNumber, numColumns }) => ({
      fieldIds, richText, isPageBreak, pageNumber, numColumns,
    }))).toEqual([
      { fieldIds: ['firstname', 'lastname'], richText: '', isPageBreak: false, pageNumber: 1, numColumns: 2 },
      { fieldIds: [], richText: '<p>How can we <strong>reach</strong> you?</p>', isPageBreak: false, pageNumber: 1, numColumns: 0 },
      { fieldIds: ['email'], richText: '', isPageBreak: false, pageNumber: 1, numColumns: 1 },
      { fieldIds: ['country'], richText: '', isPageBreak: false, pageNumber: 1, numColumns: 1 },
      { fieldIds: ['interests', '0-2/name'], richText: '', isPageBreak: false, pageNumber: 1, numColumns: 2 },
      { fieldIds: [], richText: '<h3>A few more questions</h3>', isPageBreak: true, pageNumber: 2, numColumns: 0 },
      { fieldIds: ['message', 'subscribe'], richText: '', isPageBreak: false, pageNumber: 2, numColumns: 2 },
    ]);
    expect(definition.groups.every((group) => group.default && !group.isSmartGroup)).toBe(true);
    expect(definition.pageCount).toBe(2);
    expect(definition.isPaginated).toBe(true);
  });

  it('recognises the email text field and keeps its validation', () => {
    expect(definition.fields.email).toMatchObject({
      inputKind: 'email', fieldType: 'text', required: true, placeholder: 'you@example.com', groupIndex: 2,
      validation: { useDefaultBlockList: true, blockedEmailAddresses: ['competitor.example'] },
    });
  });

  it('reads the select with its placeholder and its dependent field', () => {
    expect(definition.fields.country).toMatchObject({
      inputKind: 'select', unselectedLabel: '- Please Select -', type: 'enumeration', groupIndex: 3, defaultValue: undefined,
      dependentFields: [{ fieldId: 'state', action: 'DISPLAY', filters: [{ operator: 'SET_ANY', strValues: ['United States'] }] }],
    });
    expect(definition.fields.country?.options.map((option) => option.label)).toEqual(['United States', 'Netherlands']);
    expect(definition.fields.state).toMatchObject({ parentFieldId: 'country', groupIndex: 3, required: true });
    expect(definition.groups.some((group) => group.fieldIds.includes('state'))).toBe(false);
  });

  it('defaults the checkbox list from selectedOptions, and the boolean checkbox from its string', () => {
    expect(definition.fields.interests).toMatchObject({ inputKind: 'checkbox', selectedOptions: ['Product'], defaultValue: ['Product'] });
    expect(definition.fields.subscribe).toMatchObject({ inputKind: 'booleancheckbox', defaultValue: false });
  });

  it('names the company field by object type', () => {
    expect(definition.fields['0-2/name']).toMatchObject({ id: '0-2/name', name: 'name', objectTypeId: '0-2', groupIndex: 4 });
  });
});

describe('normalizeDefinition: an older response', () => {
  const old = {
    form: {
      portalId: 62515,
      guid: GUID,
      cssClass: 'hs-form stacked',
      submitText: 'Submit',
      formFieldGroups: [
        { fields: [{ name: 'email', label: 'Email', type: 'string', fieldType: 'text', required: true, enabled: true, hidden: false }], default: true, isSmartGroup: false },
        { fields: [{ name: 'company', label: 'Company', type: 'string', fieldType: 'text' }], default: false, isSmartGroup: true },
      ],
      metaData: [],
      captchaEnabled: false,
      formTypeNumber: 9,
    },
    properties: { email: 'jo@example.com', firstname: 'Jo' },
    knownSmartFields: ['company'],
  };
  const { definition, warnings } = normalized(old);

  it('reads it without a warning', () => {
    expect(warnings).toEqual([]);
  });

  it('defaults what older responses leave out', () => {
    expect(definition).toMatchObject({
      themeName: 'legacy', embedVersion: 'v4', formTypeNumber: 9, thankYouMessage: '', style: {}, globalStyle: {}, themeCss: '',
      countryCode: 'US',
      scopes: { noBranding: true, rawHtmlAccess: false, customStyleAccess: false, renderShell: false },
      portalSetting: { enableLiveValidation: true },
      gates: {},
      pageCount: 1,
      isPaginated: false,
    });
    expect(definition.metaData).toEqual({
      allowCookieReset: false, renderRawHtml: false, lang: 'en', legalConsentOptions: null, embedAtTimestamp: '',
      formDefinitionUpdatedAt: '', embedType: '', disableCookieSubmission: false, raw: {},
    });
  });

  it('reads groups without rich text or page breaks', () => {
    expect(definition.groups).toEqual([
      { fieldIds: ['email'], richText: '', isPageBreak: false, pageNumber: 1, default: true, isSmartGroup: false, numColumns: 1 },
      { fieldIds: ['company'], richText: '', isPageBreak: false, pageNumber: 1, default: false, isSmartGroup: true, numColumns: 1 },
    ]);
    expect(definition.fields.email?.inputKind).toBe('email');
  });

  it('keeps known values and smart fields', () => {
    expect(definition.properties).toEqual({ email: 'jo@example.com', firstname: 'Jo' });
    expect(definition.knownSmartFields).toEqual(['company']);
  });

  it('takes the visitor as known when it sends known values but no hasKnownProperties', () => {
    expect(definition.hasKnownProperties).toBe(true);
  });
});

describe('normalizeDefinition: every value of the wrong type', () => {
  const garbage = {
    form: {
      portalId: 'not a number',
      guid: GUID,
      cssClass: 12,
      inlineMessage: ['x'],
      redirectUrl: { url: 'https://x' },
      submitText: true,
      formFieldGroups: 'x',
      metaData: 'lang=nl',
      captchaEnabled: 'sometimes',
      formTypeNumber: 'eleven',
      thankYouMessageJson: 42,
      themeName: null,
      style: 'big',
      embedVersion: 4,
      translations: 'nl',
    },
    properties: 'email=x',
    knownSmartFields: 'email',
    gates: ['a'],
    scopes: 'all',
    themeCss: 0,
    globalStyle: '{not json',
    countryCode: 31,
    portalSetting: 'on',
    translations: [1],
  };

  it('does not throw, defaults everything and warns', () => {
    const { definition, warnings } = normalized(garbage);
    expect(definition).toMatchObject({
      portalId: 0, guid: GUID, cssClass: '12', inlineMessage: '', redirectUrl: '', submitText: 'true',
      thankYouMessage: '42', formTypeNumber: 11, captchaEnabled: false, embedVersion: '4', themeName: 'legacy',
      style: {}, globalStyle: {}, themeCss: '0', fields: {}, groups: [], countryCode: '31', pageCount: 1, isPaginated: false,
      properties: {}, knownSmartFields: [], gates: {}, translations: {},
      scopes: { noBranding: true, rawHtmlAccess: false, customStyleAccess: false, renderShell: false },
      portalSetting: { enableLiveValidation: true },
    });
    expect(definition.metaData.lang).toBe('en');
    expect(warnings).toEqual(expect.arrayContaining([
      'form.portalId: expected a number, got string; used 0',
      'form.formFieldGroups: expected an array, got string; used []',
      'form.metaData: expected an array, got string; used []',
      'form.captchaEnabled: expected a boolean, got string; used false',
      'form.style: expected an object, got string; ignored',
      'globalStyle: is not valid JSON; used {}',
      'properties: expected an object, got string; ignored',
      'knownSmartFields: expected an array, got string; used []',
      'gates: expected an object, got array; ignored',
      'scopes: expected an object, got string; ignored',
      'portalSetting: expected an object, got string; ignored',
      'translations: expected an object, got array; ignored',
    ]));
    expect(warnings.length).toBeGreaterThanOrEqual(20);
  });

  it('does not throw on null everywhere', () => {
    const nulls = Object.fromEntries(Object.keys(garbage).map((key) => [key, null]));
    const formNulls = Object.fromEntries(Object.keys(garbage.form).map((key) => [key, null]));
    const { definition, warnings } = normalized({ ...nulls, form: { ...formNulls, guid: GUID } });
    expect(definition.groups).toEqual([]);
    expect(definition.scopes.noBranding).toBe(true);
    expect(definition.metaData.legalConsentOptions).toBeNull();
    expect(warnings).toEqual(['form.portalId: missing; used 0']);
  });

  it('does not throw on broken groups, fields and metaData', () => {
    const { definition, warnings } = normalized({
      form: {
        guid: GUID,
        portalId: '2345678',
        formFieldGroups: [
          7,
          null,
          { fields: 'email' },
          { fields: [1, 'two', null, [], { name: null }, { name: 'ok', fieldType: 5, options: 'a,b', validation: 'email', metaData: {}, required: 'yes', dependentFieldFilters: {} }] },
          { fields: [{ name: 'ok' }], richText: 'plain', isPageBreak: 'true', default: 0, isSmartGroup: [] },
        ],
        metaData: [null, 3, { name: 5, value: [] }, { name: 'lang', value: 7 }, { name: 'legalConsentOptions', value: '{broken' }, { name: 'allowCookieReset', value: 'maybe' }],
      },
    });
    expect(definition.portalId).toBe(2_345_678);
    expect(definition.groups.map((group) => group.fieldIds)).toEqual([[], ['ok'], []]);
    expect(definition.groups[2]?.richText).toBe('plain');
    expect(definition.fields.ok).toMatchObject({ fieldType: '5', inputKind: 'text', options: [], required: false });
    expect(definition.metaData).toMatchObject({ lang: '7', allowCookieReset: false, legalConsentOptions: null });
    expect(definition.metaData.raw).toEqual({ 5: '[]', lang: '7', legalConsentOptions: '{broken', allowCookieReset: 'maybe' });
    expect(warnings).toEqual(expect.arrayContaining([
      'form.formFieldGroups[0]: expected a group object, got number; dropped',
      'form.formFieldGroups[1]: expected a group object, got null; dropped',
      'form.formFieldGroups[2].fields: expected an array, got string; used []',
      'form.formFieldGroups[3].fields[0]: expected a field object, got number; dropped',
      'form.formFieldGroups[3].fields[4]: field has no name; dropped',
      'field "ok".fieldType: unknown field type "5"; rendered as text',
      'field "ok".options: expected an array, got string; used []',
      'field "ok".validation: expected an object, got string; ignored',
      'field "ok".dependentFieldFilters: expected an array, got object; used []',
      'field "ok": duplicate field id "ok"; dropped, the first one is kept',
      'form.formFieldGroups[4].richText: expected {content, type}, got string; used it as the content',
      'form.metaData.legalConsentOptions: is not valid JSON; no legal consent block',
      'form.metaData.allowCookieReset: "maybe" is not true or false; used false',
    ]));
  });

  it('does not throw on a deeply wrong dependent field tree', () => {
    const { definition } = normalized(minimal({
      formFieldGroups: [{ fields: [{ name: 'a', dependentFieldFilters: [{ filters: [{ operator: 7 }], dependentFormField: { name: 'b', dependentFieldFilters: 'x' } }] }] }],
    }));
    expect(definition.fields.a?.dependentFields).toEqual([
      { fieldId: 'b', action: 'DISPLAY', filters: [{ operator: '7', strValue: undefined, strValues: [], numberValue: undefined, numberValues: [], boolValue: undefined }] },
    ]);
  });
});

describe('normalizeDefinition: form members', () => {
  it('accepts a numeric string portal id silently', () => {
    expect(normalized(minimal({ portalId: '62515' }))).toMatchObject({ definition: { portalId: 62515 }, warnings: [] });
  });

  it('warns about a missing portal id', () => {
    expect(normalized({ form: { guid: GUID } }).warnings).toEqual(['form.portalId: missing; used 0']);
  });

  it('trims the guid and defaults an empty cssClass, themeName and embedVersion', () => {
    expect(normalized(minimal({ guid: ` ${GUID} `, cssClass: '', themeName: ' ', embedVersion: '' })).definition).toMatchObject({
      guid: GUID, cssClass: 'hs-form stacked', themeName: 'legacy', embedVersion: 'v4',
    });
    expect(normalized(minimal({ embedVersion: 'v3' })).definition.embedVersion).toBe('v3');
  });

  describe('thankYouMessage', () => {
    const thanks = (form: Record<string, unknown>) => normalized(minimal(form));

    it('takes the html or content of a JSON document', () => {
      expect(thanks({ thankYouMessageJson: JSON.stringify({ type: 'doc', html: '<p>Thanks!</p>' }) }).definition.thankYouMessage).toBe('<p>Thanks!</p>');
      expect(thanks({ thankYouMessageJson: JSON.stringify({ content: '<p>Merci</p>' }) }).definition.thankYouMessage).toBe('<p>Merci</p>');
      expect(thanks({ thankYouMessageJson: JSON.stringify('<p>Quoted</p>') }).definition.thankYouMessage).toBe('<p>Quoted</p>');
    });

    it('takes a string that is not JSON as HTML', () => {
      expect(thanks({ thankYouMessageJson: '<p>Thanks for <b>submitting</b>!</p>' }).definition.thankYouMessage).toBe('<p>Thanks for <b>submitting</b>!</p>');
      expect(thanks({ thankYouMessageJson: 'Thanks' }).definition.thankYouMessage).toBe('Thanks');
    });

    it('gives "" with a warning for a JSON document without HTML', () => {
      const { definition, warnings } = thanks({ thankYouMessageJson: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }) });
      expect(definition.thankYouMessage).toBe('');
      expect(warnings).toEqual(['form.thankYouMessageJson: JSON document has no html or content string; used no message']);
    });

    it('falls back to thankYouMessage', () => {
      expect(thanks({ thankYouMessage: '<p>Old</p>' }).definition.thankYouMessage).toBe('<p>Old</p>');
      expect(thanks({ thankYouMessageJson: '', thankYouMessage: '<p>Old</p>' }).definition.thankYouMessage).toBe('<p>Old</p>');
      expect(thanks({ thankYouMessageJson: '<p>New</p>', thankYouMessage: '<p>Old</p>' }).definition.thankYouMessage).toBe('<p>New</p>');
    });
  });
});

describe('normalizeDefinition: metaData', () => {
  const meta = (pairs: unknown[], form: Record<string, unknown> = {}) => normalized(minimal({ metaData: pairs, ...form }));

  it('reads flags from true/false strings or booleans', () => {
    const { definition, warnings } = meta([
      { name: 'allowCookieReset', value: true },
      { name: 'renderRawHtml', value: 'TRUE' },
      { name: 'disableCookieSubmission', value: 'true' },
    ]);
    expect(definition.metaData).toMatchObject({ allowCookieReset: true, renderRawHtml: true, disableCookieSubmission: true });
    expect(definition.metaData.raw).toEqual({ allowCookieReset: 'true', renderRawHtml: 'TRUE', disableCookieSubmission: 'true' });
    expect(warnings).toEqual([]);
  });

  it('falls back to flags and lang on the form itself', () => {
    expect(meta([], { allowCookieReset: true, lang: 'DE' }).definition.metaData).toMatchObject({ allowCookieReset: true, lang: 'de' });
    expect(meta([{ name: 'lang', value: 'fr' }], { lang: 'de' }).definition.metaData.lang).toBe('fr');
  });

  it('lower-cases lang and defaults it to en', () => {
    expect(meta([{ name: 'lang', value: 'PT-BR' }]).definition.metaData.lang).toBe('pt-br');
    expect(meta([{ name: 'lang', value: '' }]).definition.metaData.lang).toBe('en');
  });

  it('reads the string members', () => {
    expect(meta([{ name: 'embedType', value: 'REGULAR' }, { name: 'embedAtTimestamp', value: 1716200000000 }]).definition.metaData)
      .toMatchObject({ embedType: 'REGULAR', embedAtTimestamp: '1716200000000' });
  });

  it('has no consent block when the legal consent JSON is bad', () => {
    const { definition, warnings } = meta([{ name: 'legalConsentOptions', value: '{"processingConsentType":' }]);
    expect(definition.metaData.legalConsentOptions).toBeNull();
    expect(warnings).toEqual(['form.metaData.legalConsentOptions: is not valid JSON; no legal consent block']);
  });

  it('reads implicit and legitimate-interest consent', () => {
    const consent = (options: object) =>
      meta([{ name: 'legalConsentOptions', value: JSON.stringify(options) }]).definition.metaData.legalConsentOptions?.type;
    expect(consent({ processingConsentType: 'IMPLICIT' })).toBe('implicit');
    expect(consent({ isLegitimateInterest: true, legitimateInterestSubscriptionTypes: [1] })).toBe('legitimateInterest');
  });
});

describe('normalizeDefinition: top-level parts', () => {
  const top = (parts: Record<string, unknown>) => normalized(minimal({}, parts));

  it('upper-cases the country code and defaults it to US', () => {
    expect(top({ countryCode: 'be' }).definition.countryCode).toBe('BE');
    expect(top({ countryCode: '' }).definition.countryCode).toBe('US');
  });

  it('stringifies known values and joins lists with semicolons', () => {
    const { definition, warnings } = top({
      properties: { email: 'jo@example.com', employees: 12, customer: true, interests: ['Product', 'Pricing', 3, false], gone: null, odd: { a: 1 } },
    });
    expect(definition.properties).toEqual({
      email: 'jo@example.com', employees: '12', customer: 'true', interests: 'Product;Pricing;3;false',
    });
    expect(warnings).toEqual(['properties.odd: expected a string, got object; dropped']);
  });

  it('reads gates as booleans', () => {
    const { definition, warnings } = top({ gates: { a: true, b: 'false', c: 1 } });
    expect(definition.gates).toEqual({ a: true, b: false });
    expect(warnings).toEqual(['gates.b: expected a boolean, got string; used false', 'gates.c: expected a boolean, got number; dropped']);
  });

  it('defaults each missing scope on its own', () => {
    expect(top({ scopes: { rawHtmlAccess: true } }).definition.scopes).toEqual({
      noBranding: true, rawHtmlAccess: true, customStyleAccess: false, renderShell: false,
    });
  });

  describe('hasKnownProperties', () => {
    it('reads it from the top level', () => {
      expect(top({ hasKnownProperties: true }).definition.hasKnownProperties).toBe(true);
      expect(top({ hasKnownProperties: false, properties: { email: 'jo@example.com' }, knownSmartFields: ['email'] }).definition.hasKnownProperties)
        .toBe(false);
    });

    it('reads it from the form when the top level leaves it out', () => {
      expect(normalized(minimal({ hasKnownProperties: true })).definition.hasKnownProperties).toBe(true);
      expect(normalized(minimal({ hasKnownProperties: false }, { properties: { email: 'jo@example.com' } })).definition.hasKnownProperties)
        .toBe(false);
    });

    it('prefers the top level to the form', () => {
      expect(normalized(minimal({ hasKnownProperties: true }, { hasKnownProperties: false })).definition.hasKnownProperties).toBe(false);
      expect(normalized(minimal({ hasKnownProperties: false }, { hasKnownProperties: true })).definition.hasKnownProperties).toBe(true);
    });

    it.each<[string, Record<string, unknown>, boolean]>([
      ['nothing known', {}, false],
      ['empty known values and smart fields', { properties: {}, knownSmartFields: [] }, false],
      ['known values', { properties: { email: 'jo@example.com' } }, true],
      ['known smart fields', { knownSmartFields: ['company'] }, true],
      ['both', { properties: { firstname: 'Jo' }, knownSmartFields: ['firstname'] }, true],
      ['a null flag and known values', { hasKnownProperties: null, properties: { firstname: 'Jo' } }, true],
    ])('defaults to whether the host sent anything known: %s', (_what, parts, known) => {
      const { definition, warnings } = top(parts);
      expect(definition.hasKnownProperties).toBe(known);
      expect(warnings).toEqual([]);
    });

    it('warns about a flag that is not a boolean and falls back', () => {
      const { definition, warnings } = top({ hasKnownProperties: 'maybe', knownSmartFields: ['company'] });
      expect(definition.hasKnownProperties).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('hasKnownProperties');
    });
  });

  it('defaults live validation to on', () => {
    expect(top({ portalSetting: {} }).definition.portalSetting.enableLiveValidation).toBe(true);
    expect(top({ portalSetting: { enableLiveValidation: true } }).definition.portalSetting.enableLiveValidation).toBe(true);
  });

  it('merges translations of the form and the top level, the top level winning', () => {
    const { definition, warnings } = normalized(minimal(
      { translations: { nl: { required: 'Verplicht', submitText: 'Verstuur' } } },
      { translations: { NL: { submitText: 'Versturen', count: 3, bad: {} }, de: 'x' } },
    ));
    expect(definition.translations).toEqual({ nl: { required: 'Verplicht', submitText: 'Versturen', count: '3' } });
    expect(warnings).toEqual([
      'translations.NL.count: expected a string, got number; used "3"',
      'translations.NL.bad: expected a string, got object; ignored',
      'translations.de: expected an object, got string; ignored',
    ]);
  });

  it('takes a global style given as an object, with a warning', () => {
    const { definition, warnings } = top({ globalStyle: { submitColor: '#000' } });
    expect(definition.globalStyle).toEqual({ submitColor: '#000' });
    expect(warnings).toEqual(['globalStyle: expected a JSON string, got object; used it as is']);
  });
});

describe('normalizeDefinition: groups and pages', () => {
  const field = (name: string, more: Record<string, unknown> = {}) => ({ name, ...more });
  const groups = (list: unknown[], metaData: unknown[] = []) => normalized(minimal({ formFieldGroups: list, metaData })).definition;
  const consent = [{ name: 'legalConsentOptions', value: '{"processingConsentType":"IMPLICIT"}' }];

  it('caps columns at 3 and lets a field metaData numColumns override', () => {
    const definition = groups([
      { fields: [field('a'), field('b'), field('c'), field('d')] },
      { fields: [field('e', { metaData: [{ name: 'numColumns', value: '1' }] }), field('f')] },
      { fields: [field('g'), field('h', { metaData: [{ name: 'numColumns', value: 9 }] })] },
      { fields: [] },
    ]);
    expect(definition.groups.map((group) => group.numColumns)).toEqual([3, 1, 3, 0]);
  });

  it('ignores a numColumns that is not a column count, with a warning', () => {
    const { definition, warnings } = normalized(minimal({
      formFieldGroups: [{ fields: [field('a', { metaData: [{ name: 'numColumns', value: 'two' }] }), field('b')] }],
    }));
    expect(definition.groups[0]?.numColumns).toBe(2);
    expect(warnings).toEqual(['form.formFieldGroups[0]: field "a" metaData numColumns "two" is not a column count; ignored']);
  });

  it('defaults group flags', () => {
    expect(groups([{ fields: [field('a')] }]).groups[0]).toEqual({
      fieldIds: ['a'], richText: '', isPageBreak: false, pageNumber: 1, default: true, isSmartGroup: false, numColumns: 1,
    });
  });

  it('counts pages from page breaks', () => {
    const definition = groups([
      { fields: [field('a')] },
      { fields: [], isPageBreak: true },
      { fields: [field('b')] },
      { fields: [field('c')], isPageBreak: true },
    ]);
    expect(definition.groups.map((group) => group.pageNumber)).toEqual([1, 2, 2, 3]);
    expect(definition.pageCount).toBe(3);
    expect(definition.isPaginated).toBe(true);
  });

  it('puts the legal consent block on the last page', () => {
    const withConsent = groups([{ fields: [field('a')] }, { fields: [], isPageBreak: true }], consent);
    expect(withConsent.pageCount).toBe(2);
    expect(withConsent.isPaginated).toBe(true);
    const without = groups([{ fields: [field('a')] }, { fields: [], isPageBreak: true }]);
    expect(without.pageCount).toBe(1);
    expect(without.isPaginated).toBe(false);
    const onePage = groups([{ fields: [field('a')] }], consent);
    expect(onePage.pageCount).toBe(1);
  });

  it('gives dependents the group index of their parent, counting only kept groups', () => {
    const definition = groups([
      'dropped',
      { fields: [field('a')] },
      { fields: [field('b', { dependentFieldFilters: [{ filters: [], dependentFormField: field('c') }] })] },
    ]);
    expect(definition.fields.a?.groupIndex).toBe(0);
    expect(definition.fields.b?.groupIndex).toBe(1);
    expect(definition.fields.c).toMatchObject({ groupIndex: 1, parentFieldId: 'b' });
    expect(definition.groups[1]?.fieldIds).toEqual(['b']);
  });
});

describe('normalizeDefinition: random damage to a real response', () => {
  /** Small seeded generator so a failing case can be replayed. */
  function random(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }

  const JUNK: unknown[] = [
    null, 0, -1, 1.5, 1_716_200_000_000, '', ' ', 'x', '{', '[]', 'true', 'false', '2024-02-30', '1716200000000',
    true, false, [], [null], [1, 'a', {}], {}, { a: 1 }, { name: 5, value: {} }, [{ name: null }], { content: 7 },
    { operator: 'EQ' }, { fields: 'x' }, '__proto__', 'constructor',
  ];

  function damage(node: unknown, next: () => number, depth: number): unknown {
    if (next() < 0.08) return JUNK[Math.floor(next() * JUNK.length)];
    if (depth > 12) return node;
    if (Array.isArray(node)) return node.map((item) => damage(item, next, depth + 1));
    if (node !== null && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(node)) {
        if (next() < 0.03) continue; // a missing key
        copy[key] = key === 'guid' ? value : damage(value, next, depth + 1);
      }
      return copy;
    }
    return node;
  }

  it('never throws and always hands back a consistent definition', () => {
    const inputKinds = ['text', 'textarea', 'email', 'number', 'phone', 'file', 'select', 'checkbox', 'booleancheckbox', 'radio', 'date', 'hidden', 'rating'];
    for (let seed = 1; seed <= 300; seed += 1) {
      const raw = damage(realResponse(), random(seed), 0);
      const result = normalizeDefinition(raw);
      if (!result.ok) {
        expect(typeof result.error, `seed ${seed}`).toBe('string');
        continue;
      }
      const { definition } = result.value;
      for (const group of definition.groups) {
        expect(group.pageNumber, `seed ${seed}`).toBeGreaterThanOrEqual(1);
        expect(group.pageNumber, `seed ${seed}`).toBeLessThanOrEqual(definition.pageCount);
        for (const id of group.fieldIds) expect(definition.fields[id]?.parentFieldId, `seed ${seed}`).toBeUndefined();
      }
      for (const field of Object.values(definition.fields)) {
        expect(inputKinds, `seed ${seed}`).toContain(field.inputKind);
        expect(field.id, `seed ${seed}`).not.toBe('');
        for (const rule of field.dependentFields) {
          expect(definition.fields[rule.fieldId]?.parentFieldId, `seed ${seed}`).toBe(field.id);
        }
      }
      expect(JSON.parse(JSON.stringify(definition)), `seed ${seed}`).toBeTruthy();
    }
  });
});

describe('normalizeDefinition: values no JSON parser makes', () => {
  it('returns an error instead of throwing when reading the response throws', () => {
    const hostile = { get form(): unknown { throw new Error('boom'); } };
    expect(normalizeDefinition(hostile)).toEqual({ ok: false, error: 'definition could not be read: boom' });
    const hostileField = minimal({ formFieldGroups: [{ fields: [{ get name(): unknown { throw 'nope'; } }] }] });
    expect(normalizeDefinition(hostileField)).toEqual({ ok: false, error: 'definition could not be read: unexpected value' });
  });
});
