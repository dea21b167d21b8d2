import { vi } from 'vitest';
import type { FormsApi } from '../../src/api';
import type { FormStoreSettings } from '../../src/store/create-form-store';
import type { CheckEmailParams } from '../../src/api/check-email';
import type { DefinitionFailure } from '../../src/core/definition-failure';
import { err, ok, type Result } from '../../src/core/result';

/** Helpers for tests that load a definition through a store: wire-shaped JSON and a fake api. */

export const PORTAL_ID = '123456';
export const FORM_GUID = 'a1b2c3d4-5555-4000-8000-000000000001';

type Wire = Record<string, unknown>;

/** A field as current hosts send it: every key present. */
export function wireField(overrides: Wire = {}): Wire {
  return {
    name: 'field', label: 'Field', type: 'string', fieldType: 'text', description: '', groupName: 'contactinformation',
    displayOrder: -1, required: false, selectedOptions: [], options: [],
    validation: { name: '', message: '', data: '', useDefaultBlockList: false, blockedEmailAddresses: [] },
    enabled: true, hidden: false, defaultValue: '', isSmartField: false, unselectedLabel: '', placeholder: '',
    dependentFieldFilters: [], labelHidden: false, propertyObjectType: 'CONTACT', metaData: [], objectTypeId: '0-1',
    ...overrides,
  };
}

export function wireOptions(...values: string[]): Wire[] {
  return values.map((value, index) => ({
    label: value, value, displayOrder: index, doubleData: 0, hidden: false, description: '', readOnly: false,
  }));
}

/** A wire logic filter with every member present, as hosts send them. */
export function wireFilter(operator: string, members: Wire = {}): Wire {
  return { operator, strValue: '', strValues: [], numberValue: 0, numberValues: [], boolValue: false, ...members };
}

/** One `dependentFieldFilters` entry. */
export function wireDependent(field: Wire, filters: Wire[] = []): Wire {
  return { filters, dependentFormField: field, formFieldAction: 'DISPLAY' };
}

export function wireGroup(fields: Wire[], more: Wire = {}): Wire {
  return { fields, default: true, isSmartGroup: false, richText: { content: '', type: 'TEXT' }, isPageBreak: false, ...more };
}

export interface WireDefinitionOptions {
  groups: Wire[];
  form?: Wire;
  metaData?: { name: string; value: string }[];
  top?: Wire;
}

/** A whole definition response in the wire shape of COMPAT.md. */
export function wireDefinition({ groups, form = {}, metaData = [], top = {} }: WireDefinitionOptions): Wire {
  return {
    form: {
      portalId: Number(PORTAL_ID),
      guid: FORM_GUID,
      cssClass: 'hs-form stacked',
      inlineMessage: '',
      redirectUrl: '',
      submitText: '',
      formFieldGroups: groups,
      metaData,
      captchaEnabled: false,
      formTypeNumber: 11,
      thankYouMessageJson: '',
      themeName: 'legacy',
      style: null,
      isPublished: true,
      ...form,
    },
    properties: {},
    knownSmartFields: [],
    gates: {},
    scopes: { noBranding: true, renderShell: false, rawHtmlAccess: false, customStyleAccess: false },
    time: 1_716_300_000_000,
    themeCss: '',
    globalStyle: '{}',
    countryCode: 'US',
    portalSetting: { enableLiveValidation: true },
    errorCode: null,
    ...top,
  };
}

/** Text fields, one group each. */
export function textFieldsDefinition(names: string[], more: Omit<WireDefinitionOptions, 'groups'> = {}): Wire {
  return wireDefinition({
    groups: names.map((name) => wireGroup([wireField({ name, label: name.toUpperCase() })])),
    ...more,
  });
}

export function separateConsentJson(): string {
  return JSON.stringify({
    communicationConsentCheckboxes: [
      { communicationTypeId: 4_100_001, label: '<p>Send me marketing email.</p>', required: true },
      { communicationTypeId: 4_100_002, label: '<p>Send me the newsletter.</p>', required: false },
    ],
    communicationConsentText: '<p>We would like to contact you.</p>',
    processingConsentType: 'REQUIRED_CHECKBOX',
    processingConsentText: '<p>We need to store your data.</p>',
    processingConsentCheckboxLabel: '<p>I agree to the processing of my data.</p>',
    processingConsentFooterText: '<p>You may withdraw your consent at any time.</p>',
    privacyPolicyText: '<p>See our privacy policy.</p>',
    isLegitimateInterest: false,
  });
}

export function legitimateInterestConsentJson(): string {
  return JSON.stringify({
    communicationConsentCheckboxes: [],
    communicationConsentText: '',
    processingConsentType: 'IMPLICIT',
    processingConsentText: '',
    processingConsentCheckboxLabel: '',
    privacyPolicyText: '<p>You may unsubscribe at any time.</p>',
    isLegitimateInterest: true,
    legitimateInterestLegalBasis: 'LEGITIMATE_INTEREST_PQL',
    legitimateInterestSubscriptionTypes: [],
  });
}

export type FetchResult = Result<unknown, DefinitionFailure>;
export type Answer = FetchResult | (() => Promise<FetchResult>);

export const httpFailure = (status: number, body: unknown): FetchResult =>
  err({ kind: 'http', status, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** An api whose calls answer as given (a Result or a function giving one); spies record the calls. */
export function fakeApi(primary: Answer, fallback: Answer = httpFailure(404, 'no fallback in this test')) {
  const answer = (given: Answer) => (typeof given === 'function' ? given() : Promise.resolve(given));
  const api = {
    fetchDefinition: vi.fn((_url: string, _signal?: AbortSignal) => answer(primary)),
    fetchFallback: vi.fn((_url: string, _signal?: AbortSignal) => answer(fallback)),
    // The email calls answer "fine, no suggestion" unless a test says otherwise.
    checkEmail: (params: CheckEmailParams, _signal?: AbortSignal) =>
      Promise.resolve(
        ok({ email: params.email.trim(), success: true, emailShouldResubscribe: false, emailSuggestion: undefined, emailFree: false }),
      ),
    resubscribeEmail: () => Promise.resolve(ok(undefined)),
  };
  return api satisfies FormsApi;
}

export const okDefinition = (raw: unknown): FetchResult => ok(raw);

/** Store settings of a plain page: nothing blocked, no URL values, no visitor cookie. */
export function storeSettings(overrides: Partial<FormStoreSettings> = {}): FormStoreSettings {
  return {
    ignoreCurrentValues: false,
    deactivateSmartForm: false,
    blockedDomains: [],
    urlValues: {},
    hutk: '',
    formsHost: 'https://forms.test',
    page: { title: 'Test page', url: 'https://site.test/page' },
    ...overrides,
  };
}

/** A promise resolved from outside, for holding a call open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
