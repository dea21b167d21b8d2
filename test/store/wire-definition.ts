import { loadSourceCatalogue } from '../i18n/source-catalogues';
import { vi, type Mock } from 'vitest';
import type { FormsApi } from '../../src/api';
import type { DefinitionRequest } from '../../src/core/definition-request';
import type { DefinitionFailure } from '../../src/core/definition-failure';
import type { FieldState } from '../../src/core/field-state';
import type { FormDefinition } from '../../src/core/form-definition';
import { err, ok, type Result } from '../../src/core/result';
import type { SubmitFailure } from '../../src/core/submission/submission-outcome';
import type { SubmitErrorWire, SubmitSuccessWire } from '../../src/core/submission/submit-wire';
import type { EmailCheckAnswer } from '../../src/core/validation/email-check-outcome';
import { createFormStore, type FormStore, type FormStoreDeps, type FormStoreSettings } from '../../src/store/create-form-store';
import { hsContextOptions } from '../core/builders';
import type { FormEvent } from '../../src/store/form-events';
import type { CaptchaOutcome, CaptchaService } from '../../src/core/captcha/captcha-state';
import type { Scheduler } from '../../src/store/scheduler';

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

/** The email check's answer for an address: a fine one (no suggestion, not free mail, not opted out), then `overrides`. */
export function emailAnswer(overrides: Partial<EmailCheckAnswer> = {}): EmailCheckAnswer {
  return { email: 'ada@example.com', success: true, emailShouldResubscribe: false, emailSuggestion: undefined, emailFree: false, ...overrides };
}

/**
 * An api whose calls answer as given (a Result or a function giving one); spies record the
 * calls. The email calls answer "fine, no suggestion" and a submission is stored unless a test
 * replaces their implementation.
 */
export function fakeApi(primary: Answer, fallback: Answer = httpFailure(404, 'no fallback in this test')) {
  const answer = (given: Answer) => (typeof given === 'function' ? given() : Promise.resolve(given));
  const api = {
    fetchDefinition: vi.fn((_url: string, _signal?: AbortSignal, _timeoutMs?: number) => answer(primary)),
    fetchFallback: vi.fn((_url: string, _signal?: AbortSignal, _timeoutMs?: number) => answer(fallback)),
    checkEmail: vi.fn<FormsApi['checkEmail']>((params) => Promise.resolve(ok(emailAnswer({ email: params.email.trim() })))),
    resubscribeEmail: vi.fn<FormsApi['resubscribeEmail']>(() => Promise.resolve(ok(undefined))),
    // A submission is stored unless a test says otherwise.
    submitForm: vi.fn<FormsApi['submitForm']>((params) =>
      Promise.resolve(ok({ conversionId: 'conversion-1', formGuid: params.formGuid, inlineMessage: '<p>Thanks!</p>' })),
    ),
    // No time token unless a test gives one: a submission then goes at once (test/store/spam-checks.test.ts waits for one).
    fetchSpamToken: vi.fn<FormsApi['fetchSpamToken']>(() => Promise.resolve(err({ kind: 'network', message: 'no time token in this test' }))),
    // Nothing asked for by a loader: the load's budget counts from its own start.
    prefetchedAt: vi.fn<FormsApi['prefetchedAt']>(() => undefined),
  };
  return api satisfies FormsApi;
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** A failed email or resubscribe call, as the api reports it. */
export const apiFailure = (status = 500) => err({ kind: 'http' as const, status, body: 'server error' });

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
    submissionsHost: 'https://forms.test',
    page: { title: 'Test page', url: 'https://site.test/page' },
    hsContext: {
      pageUrl: 'https://site.test/page',
      pageTitle: 'Test page',
      referrer: '',
      pageId: '',
      formInstanceId: '0',
      locale: 'en',
      pageCanonicalUrl: '',
      analytics: { __hstc: '', __hssc: '', __hsfp: '' },
      options: hsContextOptions(),
    },
    inlineMessage: '',
    redirectUrl: '',
    isTestPage: false,
    inCmsEditor: false,
    disableRedirect: false,
    language: { locale: '', translations: {} },
    ...overrides,
  };
}

/** What `api.submitForm` answers. */
export type SubmitAnswer = Result<SubmitSuccessWire, SubmitFailure>;

/** The submit call's answers, as `api.submitForm` gives them. */
export const submitStored = (overrides: Partial<SubmitSuccessWire> = {}): SubmitAnswer =>
  ok({ conversionId: 'conversion-1', formGuid: FORM_GUID, ...overrides });

/** An HTTP answer that refused the submission: its status, its error body, and `Retry-After` when given. */
export function submitRefused(status: number, body: SubmitErrorWire = {}, retryAfterMs?: number): SubmitAnswer {
  return err(retryAfterMs === undefined ? { kind: 'answered', status, body } : { kind: 'answered', status, body, retryAfterMs });
}

/** No answer at all: network error, timeout or an unreadable body. */
export const submitUnreachable = (): SubmitAnswer => err({ kind: 'unreachable' });

/** A storage whose every method throws, as a sandboxed frame's or a full one's would. */
export function throwingStorage() {
  const refuse = (): never => {
    throw new Error('SecurityError: storage is disabled');
  };
  return { getItem: vi.fn(refuse), setItem: vi.fn(refuse), removeItem: vi.fn(refuse) };
}

/** A page's storage kept in a Map, as sessionStorage or localStorage would keep it. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/**
 * The deps of a store beyond the api, clock, scheduler, notify and settings: redirects are
 * recorded, drafts go to a memory storage, ids count up, jitter is the middle of its range, and
 * the site owner's pre-submit callbacks add nothing.
 */
export type StoreServiceOverrides = Partial<Pick<FormStoreDeps, 'navigate' | 'storage' | 'leftoverDraftStorage' | 'newId' | 'random' | 'beforeSubmit' | 'captcha' | 'frameSubmitForm' | 'loadCatalogue' | 'formShown'>>;

/** A captcha whose every run passes with 'captcha-token-{n}' on widget 0, unless a test says otherwise. */
export function fakeCaptcha() {
  let runs = 0;
  return {
    execute: vi.fn<CaptchaService['execute']>((): Promise<CaptchaOutcome> => Promise.resolve(ok({ token: `captcha-token-${(runs += 1)}`, widgetId: 0 }))),
    reset: vi.fn<CaptchaService['reset']>(),
    showBadge: vi.fn<CaptchaService['showBadge']>(() => Promise.resolve()),
  } satisfies CaptchaService;
}

export type FakeCaptcha = ReturnType<typeof fakeCaptcha>;

export function storeServices(overrides: StoreServiceOverrides = {}) {
  let ids = 0;
  return {
    navigate: vi.fn<FormStoreDeps['navigate']>(),
    storage: memoryStorage(),
    leftoverDraftStorage: memoryStorage(),
    newId: () => `id-${(ids += 1)}`,
    random: () => 0.5,
    beforeSubmit: vi.fn<FormStoreDeps['beforeSubmit']>(() => ({})),
    // The spam checks and first touch start only where a test starts them (test/store/spam-checks.test.ts).
    formShown: vi.fn<FormStoreDeps['formShown']>(),
    loadCatalogue: loadSourceCatalogue,
    frameSubmitForm: vi.fn<FormStoreDeps['frameSubmitForm']>(() => Promise.resolve(err({ kind: 'unreachable' }))),
    captcha: ((service: CaptchaService) => () => service)(fakeCaptcha()),
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

/**
 * A `Scheduler` whose timers run only when a test moves time on with `advance(ms)`: a timer due
 * at exactly the new time runs, one due a millisecond later does not. Timers run in the order
 * they fall due (scheduling order for the same moment); ones scheduled while advancing run too
 * when they fall due within the advance.
 */
export interface ManualScheduler extends Scheduler {
  advance(ms: number): void;
  /** Milliseconds advanced so far. */
  elapsed(): number;
  /** Timers scheduled and neither run nor cancelled. */
  pendingCount(): number;
}

export function manualScheduler(): ManualScheduler {
  let time = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const nextDue = (until: number) => {
    let due: { id: number; at: number; run: () => void } | undefined;
    for (const [id, timer] of timers) {
      if (timer.at <= until && (due === undefined || timer.at < due.at)) due = { id, ...timer };
    }
    return due;
  };
  return {
    after(ms, run) {
      const id = nextId++;
      timers.set(id, { at: time + Math.max(0, ms), run });
      return () => {
        timers.delete(id);
      };
    },
    advance(ms) {
      const end = time + ms;
      for (let due = nextDue(end); due !== undefined; due = nextDue(end)) {
        timers.delete(due.id);
        time = due.at;
        due.run();
      }
      time = end;
    },
    elapsed: () => time,
    pendingCount: () => timers.size,
  };
}

/** Lets pending promise callbacks (an answered api call and what the store does with it) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The store's clock at the start of a test: mid-March 2024, moving on with the scheduler. */
export const STORE_NOW = Date.UTC(2024, 2, 15, 12);

export const DEFINITION_REQUEST: DefinitionRequest = {
  kind: 'fetch',
  primaryUrl: `https://forms.test/embed/v3/form/${PORTAL_ID}/${FORM_GUID}/json`,
  fallbackUrl: `https://forms.test/${PORTAL_ID}/${FORM_GUID}.json.gz`,
};

export interface StoreHarness {
  store: FormStore;
  api: FakeApi;
  scheduler: ManualScheduler;
  /** Everything the store notified, in order. */
  events: FormEvent[];
  /** The store's other deps (`storeServices`): `navigate` and `beforeSubmit` spies, the draft storage, ids. */
  services: FormStoreServices;
}

export type FormStoreServices = Pick<FormStoreDeps, 'storage' | 'leftoverDraftStorage' | 'newId' | 'random' | 'captcha' | 'frameSubmitForm' | 'loadCatalogue' | 'formShown'> & {
  navigate: Mock<FormStoreDeps['navigate']>;
  beforeSubmit: Mock<FormStoreDeps['beforeSubmit']>;
};

/**
 * A store over a fake api and a manual scheduler, its clock following the scheduler; not loaded
 * yet. `services` replaces some of `storeServices()` (a shared storage, a throwing one, ids).
 */
export function storeHarness(
  raw: unknown,
  settings: Partial<FormStoreSettings> = {},
  services: StoreServiceOverrides = {},
): StoreHarness {
  const api = fakeApi(okDefinition(raw));
  const scheduler = manualScheduler();
  const events: FormEvent[] = [];
  const given = storeServices(services);
  const deps: FormStoreServices = {
    ...given,
    // Spies either way: a replacement given as a plain function is still recorded.
    navigate: vi.fn<FormStoreDeps['navigate']>((url) => given.navigate(url)),
    beforeSubmit: vi.fn<FormStoreDeps['beforeSubmit']>((values) => given.beforeSubmit(values)),
  };
  const store = createFormStore({
    api,
    clock: { now: () => STORE_NOW + scheduler.elapsed() },
    scheduler,
    notify: (event) => events.push(event),
    settings: storeSettings(settings),
    ...deps,
  });
  return { store, api, scheduler, events, services: deps };
}

/** `storeHarness` with the definition loaded; throws when it does not load. */
export async function loadedHarness(
  raw: unknown,
  settings: Partial<FormStoreSettings> = {},
  services: StoreServiceOverrides = {},
): Promise<StoreHarness> {
  const harness = storeHarness(raw, settings, services);
  await harness.store.getState().loadDefinition(DEFINITION_REQUEST);
  definitionOf(harness.store);
  return harness;
}

export function definitionOf(store: FormStore): FormDefinition {
  const load = store.getState().load;
  if (load.status !== 'loaded') throw new Error(`expected a loaded definition, got ${load.status}`);
  return load.definition;
}

/** A field's state; throws when the store has none. */
export function fieldStateOf(store: FormStore, fieldId: string): FieldState {
  const state = store.getState().fields[fieldId];
  if (!state) throw new Error(`no field state ${fieldId}`);
  return state;
}

/** Replaces a field's state from outside the store's actions (as a submit response would set server errors). */
export function patchFieldState(store: FormStore, fieldId: string, update: (state: FieldState) => FieldState): void {
  store.setState({ fields: { ...store.getState().fields, [fieldId]: update(fieldStateOf(store, fieldId)) } });
}

/** An email field as hosts send it (`fieldType` 'email'), with `validation` members merged in. */
export function wireEmailField(validation: Wire = {}, overrides: Wire = {}): Wire {
  return wireField({
    name: 'email',
    label: 'Email',
    fieldType: 'email',
    validation: { name: '', message: '', data: '', useDefaultBlockList: false, blockedEmailAddresses: [], ...validation },
    ...overrides,
  });
}

/** Pages separated by page-break groups: each inner list is one page's fields. */
export function wirePages(pages: Wire[][], more: Omit<WireDefinitionOptions, 'groups'> = {}): Wire {
  const groups = pages.flatMap((fields, index) =>
    index === 0 ? [wireGroup(fields)] : [wireGroup([], { isPageBreak: true }), wireGroup(fields)],
  );
  return wireDefinition({ groups, ...more });
}

/** The form metaData entry that offers the cookie reset ('Not you? Click here to reset'). */
export const ALLOW_COOKIE_RESET = { name: 'allowCookieReset', value: 'true' } as const;

/**
 * Top-level members of a response for a visitor the host recognised: their known property
 * values, and the smart fields whose values it knows (by property name).
 */
export function knownVisitor(properties: Record<string, string>, knownSmartFields: string[] = []): Wire {
  return { hasKnownProperties: true, properties, knownSmartFields };
}
