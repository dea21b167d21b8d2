import { describe, expect, it, vi } from 'vitest';
import type { FormsApi } from '../../src/api';
import type { EmailCheckResponse } from '../../src/api/check-email';
import type { ApiError } from '../../src/api/request-json';
import type { DefinitionRequest } from '../../src/core/definition-request';
import { INITIAL_INPUT_STATE, initialFieldState, NO_ERRORS } from '../../src/core/field-state';
import { ok, type Result } from '../../src/core/result';
import { createFormStore, type FormStore } from '../../src/store/create-form-store';
import { EMAIL_CHECK_DEBOUNCE_MS } from '../../src/store/email-check-actions';
import type { FormEvent } from '../../src/store/form-events';
import {
  deferred,
  emailAnswer,
  fakeApi,
  fieldStateOf,
  FORM_GUID,
  httpFailure,
  legitimateInterestConsentJson,
  loadedHarness,
  manualScheduler,
  okDefinition,
  separateConsentJson,
  settle,
  storeHarness,
  storeServices,
  storeSettings,
  textFieldsDefinition,
  wireDefinition,
  wireDependent,
  wireEmailField,
  wireField,
  wireFilter,
  wireGroup,
  wireOptions,
  type FetchResult,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

const NOW = Date.UTC(2024, 2, 15, 12);
const REQUEST: DefinitionRequest = {
  kind: 'fetch',
  primaryUrl: 'https://forms.test/embed/v3/form/123456/x/json',
  fallbackUrl: 'https://forms.test/123456/x.json.gz',
};

function makeStore(api: FormsApi, settings = storeSettings()) {
  const events: FormEvent[] = [];
  const clock = { now: vi.fn(() => NOW) };
  const store = createFormStore({ api, clock, scheduler: manualScheduler(), notify: (event) => events.push(event), settings, ...storeServices() });
  return { store, events, clock };
}

async function loadedStore(raw: unknown, settings = storeSettings()) {
  const made = makeStore(fakeApi(okDefinition(raw)), settings);
  await made.store.getState().loadDefinition(REQUEST);
  expect(made.store.getState().load.status).toBe('loaded');
  return made;
}

const field = (store: FormStore, id: string) => {
  const state = store.getState().fields[id];
  if (!state) throw new Error(`no field state ${id}`);
  return state;
};

describe('createFormStore: load state', () => {
  it('starts loading, not ready to view, with no fields, on page 1', () => {
    const { store } = makeStore(fakeApi(okDefinition(textFieldsDefinition(['a']))));
    expect(store.getState()).toMatchObject({ load: { status: 'loading' }, readyToView: false, fields: {}, currentPage: 1 });
  });

  it('goes loading -> loaded with the normalised definition', async () => {
    const answer = deferred<FetchResult>();
    const { store } = makeStore(fakeApi(() => answer.promise));
    const statuses: string[] = [];
    store.subscribe((state) => statuses.push(state.load.status));
    const loading = store.getState().loadDefinition(REQUEST);
    expect(store.getState().load.status).toBe('loading');
    answer.resolve(okDefinition(textFieldsDefinition(['firstname', 'email'])));
    await loading;
    const load = store.getState().load;
    expect(load.status).toBe('loaded');
    if (load.status === 'loaded') {
      expect(load.definition.guid).toBe(FORM_GUID);
      expect(load.definition.cssClass).toBe('hs-form stacked');
      expect(load.definition.fields.email?.inputKind).toBe('email');
      expect(load.definition.pageCount).toBe(1);
    }
    expect(statuses.at(-1)).toBe('loaded');
    expect(store.getState().readyToView).toBe(false);
  });

  it('goes loading -> error with the render error', async () => {
    const { store } = makeStore(fakeApi(httpFailure(404, 'resource not found')));
    await store.getState().loadDefinition(REQUEST);
    expect(store.getState().load).toEqual({
      status: 'error',
      error: { code: 'DEFINITION_NOT_FOUND', message: 'HTTP 404: resource not found' },
    });
    expect(store.getState().fields).toEqual({});
  });

  it('readyToView stays false until markReadyToView, and is never true while loading', async () => {
    const answer = deferred<FetchResult>();
    const { store } = makeStore(fakeApi(() => answer.promise));
    const seen: { status: string; ready: boolean }[] = [];
    store.subscribe((state) => seen.push({ status: state.load.status, ready: state.readyToView }));
    const loading = store.getState().loadDefinition(REQUEST);
    store.getState().markReadyToView();
    expect(store.getState().readyToView).toBe(false);
    answer.resolve(okDefinition(textFieldsDefinition(['a'])));
    await loading;
    expect(store.getState().readyToView).toBe(false);
    store.getState().markReadyToView();
    expect(store.getState().readyToView).toBe(true);
    expect(seen.filter((entry) => entry.status === 'loading' && entry.ready)).toEqual([]);
  });

  it('markReadyToView also works for an error (the panel is shown)', async () => {
    const { store } = makeStore(fakeApi(httpFailure(404, '')));
    await store.getState().loadDefinition(REQUEST);
    store.getState().markReadyToView();
    expect(store.getState().readyToView).toBe(true);
  });

  it('a new load resets readyToView and goes back to loading', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a']));
    store.getState().markReadyToView();
    const pending = store.getState().loadDefinition(REQUEST);
    expect(store.getState()).toMatchObject({ load: { status: 'loading' }, readyToView: false });
    await pending;
  });
});

describe('createFormStore: notify events', () => {
  const types = (events: FormEvent[]) =>
    events.map((event) => (event.type === 'renderError' || event.type === 'definitionFetchError' ? `${event.type}:${event.error.code}` : event.type));

  it('success: definitionFetchSuccess only', async () => {
    const { events } = await loadedStore(textFieldsDefinition(['a']));
    expect(types(events)).toEqual(['definitionFetchSuccess']);
  });

  it('known error: definitionFetchError then renderError', async () => {
    const { store, events } = makeStore(fakeApi(httpFailure(429, 'RATE_LIMIT_EXCEEDED')));
    await store.getState().loadDefinition(REQUEST);
    expect(types(events)).toEqual(['definitionFetchError:RATE_LIMIT_EXCEEDED', 'renderError:RATE_LIMIT_EXCEEDED']);
  });

  it('unknown failure with fallback: renderError DEFINITION_FAILURE first, then definitionFetchSuccess from the fallback', async () => {
    const api = fakeApi(httpFailure(500, ''), okDefinition(textFieldsDefinition(['a'])));
    const { store, events } = makeStore(api);
    await store.getState().loadDefinition(REQUEST);
    expect(types(events)).toEqual(['renderError:DEFINITION_FAILURE', 'definitionFetchSuccess']);
    const success = events[1];
    expect(success?.type === 'definitionFetchSuccess' && success.fromFallback).toBe(true);
    expect(store.getState().load.status).toBe('loaded');
  });

  it('rejected request: no api call, the rejection as error', async () => {
    const api = fakeApi(okDefinition(textFieldsDefinition(['a'])));
    const { store, events } = makeStore(api);
    await store.getState().loadDefinition({ kind: 'rejected', error: { code: 'INVALID_FORM_GUID', message: 'bad' } });
    expect(api.fetchDefinition).not.toHaveBeenCalled();
    expect(types(events)).toEqual(['definitionFetchError:INVALID_FORM_GUID', 'renderError:INVALID_FORM_GUID']);
    expect(store.getState().load).toEqual({ status: 'error', error: { code: 'INVALID_FORM_GUID', message: 'bad' } });
  });
});

describe('createFormStore: dispose', () => {
  it('during a load, leaves the state loading, sets no result, and aborts the api signal', async () => {
    const answer = deferred<FetchResult>();
    const api = fakeApi(() => answer.promise);
    const { store } = makeStore(api);
    const loading = store.getState().loadDefinition(REQUEST);
    const signal = api.fetchDefinition.mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(false);
    store.getState().dispose();
    expect(signal?.aborted).toBe(true);
    answer.resolve(okDefinition(textFieldsDefinition(['a'])));
    await loading;
    expect(store.getState()).toMatchObject({ load: { status: 'loading' }, fields: {}, readyToView: false });
    store.getState().markReadyToView();
    expect(store.getState().readyToView).toBe(false);
  });

  it('an error arriving after dispose is not set either', async () => {
    const answer = deferred<FetchResult>();
    const { store } = makeStore(fakeApi(() => answer.promise));
    const loading = store.getState().loadDefinition(REQUEST);
    store.getState().dispose();
    answer.resolve(httpFailure(404, ''));
    await loading;
    expect(store.getState().load.status).toBe('loading');
  });
});

describe('createFormStore: field states after load', () => {
  const prefilled = () =>
    wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'firstname' }),
          wireField({ name: 'lastname', defaultValue: 'Default' }),
          wireField({ name: 'company', defaultValue: 'Acme' }),
        ]),
        wireGroup([
          wireField({ name: 'country', type: 'enumeration', fieldType: 'select', options: wireOptions('NL', 'US') }),
          wireField({
            name: 'interests', type: 'enumeration', fieldType: 'checkbox', options: wireOptions('a', 'b'), selectedOptions: ['a'],
          }),
          wireField({ name: 'subscribe', type: 'bool', fieldType: 'booleancheckbox' }),
        ]),
      ],
      top: { properties: { firstname: 'Ada', company: 'Analytical Engines', country: 'US', interests: 'b', subscribe: 'true' } },
    });

  it('start from known properties, then defaults, then the empty value of the kind', async () => {
    const { store } = await loadedStore(prefilled());
    expect(field(store, 'firstname').value).toBe('Ada');
    expect(field(store, 'lastname').value).toBe('Default');
    expect(field(store, 'company').value).toBe('Analytical Engines');
    expect(field(store, 'country').value).toBe('US');
    expect(field(store, 'interests').value).toEqual(['b']);
    expect(field(store, 'subscribe').value).toBe(true);
  });

  it('ignore known properties with the ignoreCurrentValues setting', async () => {
    const { store } = await loadedStore(prefilled(), storeSettings({ ignoreCurrentValues: true }));
    expect(field(store, 'firstname').value).toBe('');
    expect(field(store, 'lastname').value).toBe('Default');
    expect(field(store, 'company').value).toBe('Acme');
    expect(field(store, 'country').value).toBe('');
    expect(field(store, 'interests').value).toEqual(['a']);
    expect(field(store, 'subscribe').value).toBe(false);
  });

  it('start with no errors, no infos, the reset input state, and shown', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a']));
    expect(field(store, 'a')).toEqual(initialFieldState(''));
    expect(field(store, 'a')).toMatchObject({ errors: [], infos: [], inputState: INITIAL_INPUT_STATE, shown: true, validated: false });
  });

  it('include the consent checkboxes of separate consent, unchecked', async () => {
    const raw = textFieldsDefinition(['email'], { metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }] });
    const { store } = await loadedStore(raw);
    const ids = Object.keys(store.getState().fields).sort();
    expect(ids).toEqual([
      'LEGAL_CONSENT.processing',
      'LEGAL_CONSENT.subscription_type_4100001',
      'LEGAL_CONSENT.subscription_type_4100002',
      'email',
    ]);
    expect(field(store, 'LEGAL_CONSENT.processing')).toMatchObject({ value: false, errors: [], shown: true });
    expect(field(store, 'LEGAL_CONSENT.subscription_type_4100001').value).toBe(false);
  });

  it('have no consent checkbox for legitimate interest', async () => {
    const raw = textFieldsDefinition(['email'], { metaData: [{ name: 'legalConsentOptions', value: legitimateInterestConsentJson() }] });
    const { store } = await loadedStore(raw);
    expect(Object.keys(store.getState().fields)).toEqual(['email']);
  });

  it('reset currentPage to 1', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a']));
    store.setState({ currentPage: 3 });
    await store.getState().loadDefinition(REQUEST);
    expect(store.getState().currentPage).toBe(1);
  });
});

/** select `source` EQ 'Other' shows `source_other`, which (without filters) shows `source_detail` once it has a value. */
function dependentsDefinition() {
  return wireDefinition({
    groups: [
      wireGroup([wireField({ name: 'email' })]),
      wireGroup([
        wireField({
          name: 'source',
          type: 'enumeration',
          fieldType: 'select',
          options: wireOptions('Search', 'Friend', 'Other'),
          dependentFieldFilters: [
            wireDependent(
              wireField({
                name: 'source_other',
                dependentFieldFilters: [wireDependent(wireField({ name: 'source_detail' }))],
              }),
              [wireFilter('EQ', { strValue: 'Other' })],
            ),
          ],
        }),
      ]),
    ],
  });
}

describe('createFormStore: setValue', () => {
  it('sets the value, resets errors and infos, and marks touched, updating and changed', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a', 'b']));
    store.setState({
      fields: {
        ...store.getState().fields,
        a: { ...field(store, 'a'), errors: [{ key: 'required' }], infos: [{ key: 'emailSuggestion', params: { email: 'x' } }] },
      },
    });
    store.getState().setValue('a', 'hello');
    expect(field(store, 'a')).toMatchObject({
      value: 'hello',
      errors: [],
      infos: [],
      inputState: { focused: false, updating: true, touched: true, blurred: false, changed: true },
      shown: true,
      validationRequestState: 'NOT_REQUESTED',
    });
  });

  it('replaces only the changed field state, in the record in place, and names it: other field states keep their identity', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a', 'b', 'c']));
    const record = store.getState().fields;
    const { a, b, c } = record;
    const changeBefore = store.getState().fieldsChange;
    store.getState().setValue('a', 'x');
    const after = store.getState();
    // No copy of the whole record per keystroke (a 1000-field copy costs more than the rest of a key).
    expect(after.fields).toBe(record);
    expect(after.fields.a).not.toBe(a);
    expect(after.fields.a?.value).toBe('x');
    expect(after.fields.b).toBe(b);
    expect(after.fields.c).toBe(c);
    expect(after.fieldsChange).not.toBe(changeBefore);
    expect(after.fieldsChange?.ids).toEqual(['a']);
  });

  it('changes nothing for an unknown field id, and notifies no subscriber', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a']));
    const before = store.getState();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().setValue('nope', 'x');
    store.getState().focusField('nope');
    store.getState().blurField('nope');
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does nothing before the definition is loaded', () => {
    const { store } = makeStore(fakeApi(okDefinition(textFieldsDefinition(['a']))));
    const before = store.getState();
    store.getState().setValue('a', 'x');
    expect(store.getState()).toBe(before);
  });

  it('shows a dependent when the parent equals its value, and hides it again', async () => {
    const { store, clock } = await loadedStore(dependentsDefinition());
    expect(field(store, 'source_other').shown).toBe(false);
    store.getState().setValue('source', 'Friend');
    expect(field(store, 'source_other').shown).toBe(false);
    store.getState().setValue('source', 'Other');
    expect(field(store, 'source_other').shown).toBe(true);
    expect(clock.now).toHaveBeenCalled();
    store.getState().setValue('source', '');
    expect(field(store, 'source_other').shown).toBe(false);
  });

  it('hides nested dependents when their parent hides', async () => {
    const { store } = await loadedStore(dependentsDefinition());
    store.getState().setValue('source', 'Other');
    expect(field(store, 'source_detail').shown).toBe(false);
    store.getState().setValue('source_other', 'A podcast');
    expect(field(store, 'source_detail').shown).toBe(true);
    store.getState().setValue('source', 'Search');
    expect(field(store, 'source_other').shown).toBe(false);
    expect(field(store, 'source_detail').shown).toBe(false);
    store.getState().setValue('source', 'Other');
    expect(field(store, 'source_other').shown).toBe(true);
    expect(field(store, 'source_detail').shown).toBe(true);
  });

  it('evaluates dependents at load: a known parent value shows its dependent', async () => {
    const raw = dependentsDefinition();
    (raw as { properties: Record<string, string> }).properties = { source: 'Other' };
    const { store } = await loadedStore(raw);
    expect(field(store, 'source').value).toBe('Other');
    expect(field(store, 'source_other').shown).toBe(true);
    expect(field(store, 'source_detail').shown).toBe(false);
  });

  it('keeps unrelated field states when a dependent changes visibility', async () => {
    const { store } = await loadedStore(dependentsDefinition());
    const before = store.getState().fields;
    store.getState().setValue('source', 'Other');
    const after = store.getState().fields;
    expect(after.email).toBe(before.email);
    expect(after.source_detail).toBe(before.source_detail);
    expect(after.source_other).not.toBe(before.source_other);
  });

  it('sets consent checkbox values', async () => {
    const raw = textFieldsDefinition(['email'], { metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }] });
    const { store } = await loadedStore(raw);
    store.getState().setValue('LEGAL_CONSENT.processing', true);
    expect(field(store, 'LEGAL_CONSENT.processing').value).toBe(true);
  });
});

describe('createFormStore: focus and blur', () => {
  it('focusField sets focused and touched', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a', 'b']));
    const other = store.getState().fields.b;
    store.getState().focusField('a');
    expect(field(store, 'a').inputState).toEqual({ ...INITIAL_INPUT_STATE, focused: true, touched: true });
    expect(store.getState().fields.b).toBe(other);
  });

  it('blurField sets blurred, clears focused and ends updating (the visitor left the field), keeping the rest', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a']));
    store.getState().focusField('a');
    store.getState().setValue('a', 'x');
    store.getState().blurField('a');
    expect(field(store, 'a').inputState).toEqual({ focused: false, touched: true, blurred: true, updating: false, changed: true });
    expect(field(store, 'a').value).toBe('x');
  });
});

describe('createFormStore: goToPage', () => {
  const threePages = () =>
    wireDefinition({
      groups: [
        wireGroup([wireField({ name: 'a' })]),
        wireGroup([], { isPageBreak: true }),
        wireGroup([wireField({ name: 'b' })]),
        wireGroup([], { isPageBreak: true }),
        wireGroup([wireField({ name: 'c' })]),
      ],
    });

  it('moves between pages, clamped to 1..pageCount', async () => {
    const { store } = await loadedStore(threePages());
    const load = store.getState().load;
    expect(load.status === 'loaded' && load.definition.pageCount).toBe(3);
    store.getState().goToPage(2);
    expect(store.getState().currentPage).toBe(2);
    store.getState().goToPage(99);
    expect(store.getState().currentPage).toBe(3);
    store.getState().goToPage(0);
    expect(store.getState().currentPage).toBe(1);
    store.getState().goToPage(-5);
    expect(store.getState().currentPage).toBe(1);
  });

  it('reports each page change once, with the page left', async () => {
    const { store, events } = await loadedStore(threePages());
    events.length = 0;
    store.getState().goToPage(2);
    store.getState().goToPage(2);
    store.getState().goToPage(1);
    expect(events.filter((event) => event.type === 'pageChange')).toEqual([
      { type: 'pageChange', page: 2, previousPage: 1 },
      { type: 'pageChange', page: 1, previousPage: 2 },
    ]);
  });

  it('asks for focus at the start of each page it shows, with a new seq each time, and for none when it stays', async () => {
    const { store } = await loadedStore(threePages());
    store.getState().goToPage(2);
    expect(store.getState().focusRequest).toEqual({ fieldId: null, seq: 1 });
    store.getState().goToPage(1);
    expect(store.getState().focusRequest).toEqual({ fieldId: null, seq: 2 });
    store.getState().goToPage(1);
    expect(store.getState().focusRequest).toEqual({ fieldId: null, seq: 2 });
  });

  it('stays on page 1 of a single-page form, and does nothing before load', async () => {
    const { store } = await loadedStore(textFieldsDefinition(['a']));
    store.getState().goToPage(2);
    expect(store.getState().currentPage).toBe(1);
    const { store: loading } = makeStore(fakeApi(okDefinition(threePages())));
    loading.getState().goToPage(2);
    expect(loading.getState().currentPage).toBe(1);
  });
});

describe('createFormStore: load-time field state', () => {
  const contactForm = () =>
    wireDefinition({
      groups: [
        wireGroup([wireEmailField({}, { required: true }), wireField({ name: 'firstname', required: true })]),
        wireGroup([wireField({ name: 'phone', fieldType: 'phone' }), wireField({ name: 'subscribe', type: 'bool', fieldType: 'booleancheckbox' })]),
      ],
      top: { properties: { phone: 'abc' } },
    });

  it('every field starts with no errors, NOT_REQUESTED, not validated, not checking, the reset input state', async () => {
    // Even values the rules would refuse (from the URL or the visitor's record) show nothing at load.
    const { store } = await loadedHarness(contactForm(), { urlValues: { email: 'not-an-email' } });
    expect(fieldStateOf(store, 'email').value).toBe('not-an-email');
    expect(fieldStateOf(store, 'phone').value).toBe('abc');
    for (const [id, state] of Object.entries(store.getState().fields)) {
      expect({ id, ...state }).toMatchObject({
        id,
        errors: [],
        errorsBySource: NO_ERRORS,
        infos: [],
        validationRequestState: 'NOT_REQUESTED',
        validated: false,
        checking: false,
        resubscribed: false,
        inputState: INITIAL_INPUT_STATE,
      });
    }
    expect(store.getState()).toMatchObject({ errorSummary: null, focusRequest: null, currentPage: 1 });
  });

  it('runs no email check for a prefilled address', async () => {
    const { store, api, scheduler } = await loadedHarness(contactForm(), { urlValues: { email: 'ada@example.com' } });
    scheduler.advance(10_000);
    await settle();
    expect(api.checkEmail).not.toHaveBeenCalled();
    expect(fieldStateOf(store, 'email').validationRequestState).toBe('NOT_REQUESTED');
  });
});

describe('createFormStore: URL prefill', () => {
  /** Every source a starting value can come from, field by field. */
  const sources = () =>
    wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'firstname', defaultValue: 'Default first' }),
          wireField({ name: 'lastname', defaultValue: 'Default last' }),
          wireField({ name: 'company', defaultValue: 'Default company' }),
          wireField({ name: 'city' }),
          wireField({ name: 'jobtitle' }),
        ]),
      ],
      top: { properties: { firstname: 'Known first', lastname: 'Known last', city: 'Known city' } },
    });
  const urlValues = { firstname: 'Url first', jobtitle: 'Url job' };

  it('the URL value named after the field id beats the known property, which beats the default', async () => {
    const { store } = await loadedHarness(sources(), { urlValues });
    expect(fieldStateOf(store, 'firstname').value).toBe('Url first');
    expect(fieldStateOf(store, 'lastname').value).toBe('Known last');
    expect(fieldStateOf(store, 'company').value).toBe('Default company');
    expect(fieldStateOf(store, 'city').value).toBe('Known city');
    expect(fieldStateOf(store, 'jobtitle').value).toBe('Url job');
  });

  it('ignoreCurrentValues drops the known properties but keeps the URL values', async () => {
    const { store } = await loadedHarness(sources(), { urlValues, ignoreCurrentValues: true });
    expect(fieldStateOf(store, 'firstname').value).toBe('Url first');
    expect(fieldStateOf(store, 'lastname').value).toBe('Default last');
    expect(fieldStateOf(store, 'city').value).toBe('');
    expect(fieldStateOf(store, 'jobtitle').value).toBe('Url job');
  });

  it('matches the field id, not the property name, for a prefixed (non-contact) field', async () => {
    const raw = wireDefinition({ groups: [wireGroup([wireField({ name: 'subject', objectTypeId: '0-5', propertyObjectType: 'TICKET' })])] });
    const byName = await loadedHarness(raw, { urlValues: { subject: 'by name' } });
    expect(fieldStateOf(byName.store, 'TICKET.subject').value).toBe('');
    const byId = await loadedHarness(raw, { urlValues: { 'TICKET.subject': 'by id' } });
    expect(fieldStateOf(byId.store, 'TICKET.subject').value).toBe('by id');
  });

  it('never takes a URL value for a file field or a password-like field', async () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'resume', fieldType: 'file' }),
          wireField({ name: 'password' }),
          wireField({ name: 'account_password', defaultValue: 'Default secret' }),
          wireField({ name: 'nickname' }),
        ]),
      ],
    });
    const { store } = await loadedHarness(raw, {
      urlValues: { resume: 'C:/cv.pdf', password: 'hunter2', account_password: 'hunter2', nickname: 'Ada' },
    });
    expect(fieldStateOf(store, 'resume').value).toEqual([]);
    expect(fieldStateOf(store, 'password').value).toBe('');
    expect(fieldStateOf(store, 'account_password').value).toBe('Default secret');
    expect(fieldStateOf(store, 'nickname').value).toBe('Ada');
  });

  it('takes a URL value only in the shape of the field: an offered option, a list split on semicolons', async () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'country', type: 'enumeration', fieldType: 'select', options: wireOptions('NL', 'US') }),
          wireField({ name: 'region', type: 'enumeration', fieldType: 'select', options: wireOptions('EU', 'NA'), defaultValue: 'EU' }),
          wireField({ name: 'topics', type: 'enumeration', fieldType: 'checkbox', options: wireOptions('a', 'b', 'c') }),
        ]),
      ],
    });
    const { store } = await loadedHarness(raw, { urlValues: { country: 'US', region: 'Mars', topics: 'a;c;zz' } });
    expect(fieldStateOf(store, 'country').value).toBe('US');
    expect(fieldStateOf(store, 'region').value).toBe('EU');
    expect(fieldStateOf(store, 'topics').value).toEqual(['a', 'c']);
  });

  it("starts a single checkbox with selectedOptions ['true'] ticked", async () => {
    const raw = wireDefinition({
      groups: [
        wireGroup([
          wireField({ name: 'ticked', type: 'bool', fieldType: 'booleancheckbox', selectedOptions: ['true'] }),
          wireField({ name: 'unticked', type: 'bool', fieldType: 'booleancheckbox', selectedOptions: ['false'] }),
          wireField({ name: 'plain', type: 'bool', fieldType: 'booleancheckbox' }),
        ]),
      ],
    });
    const { store } = await loadedHarness(raw);
    expect(fieldStateOf(store, 'ticked').value).toBe(true);
    expect(fieldStateOf(store, 'unticked').value).toBe(false);
    expect(fieldStateOf(store, 'plain').value).toBe(false);
  });
});

/** Group 0: email; group 1: smart, company and jobtitle; group 2: firstname. */
function smartForm(top: Record<string, unknown>) {
  return wireDefinition({
    groups: [
      wireGroup([wireEmailField()]),
      wireGroup([wireField({ name: 'company', required: true }), wireField({ name: 'jobtitle' })], { isSmartGroup: true }),
      wireGroup([wireField({ name: 'firstname' })]),
    ],
    top,
  });
}
const everythingKnown = {
  hasKnownProperties: true,
  knownSmartFields: ['company', 'jobtitle'],
  properties: { company: 'Acme', jobtitle: 'Engineer', firstname: 'Ada' },
};

describe('createFormStore: smart groups', () => {
  it('hides a smart group whose fields the host knows, for a recognised visitor', async () => {
    const { store } = await loadedHarness(smartForm(everythingKnown));
    expect(store.getState()).toMatchObject({ groupsShown: [true, false, true], visitorKnown: true });
  });

  it('shows every group when the site owner turned smart forms off', async () => {
    const { store } = await loadedHarness(smartForm(everythingKnown), { deactivateSmartForm: true });
    expect(store.getState().groupsShown).toEqual([true, true, true]);
  });

  it('shows every group to a visitor the host does not know', async () => {
    const { store } = await loadedHarness(smartForm({}));
    expect(store.getState()).toMatchObject({ groupsShown: [true, true, true], visitorKnown: false });
  });

  it('a visitor cookie alone makes the visitor known (the reset link may show), smart groups stay', async () => {
    const { store } = await loadedHarness(smartForm({}), { hutk: 'cookie-123' });
    expect(store.getState()).toMatchObject({ hutk: 'cookie-123', visitorKnown: true, groupsShown: [true, true, true] });
  });
});

describe('createFormStore: cookie reset', () => {
  /** A recognised visitor: known values, a hidden smart group, a dependent shown by a known value. */
  function knownVisitorForm() {
    return wireDefinition({
      groups: [
        wireGroup([wireEmailField({}, { required: true }), wireField({ name: 'firstname' })]),
        wireGroup([wireField({ name: 'company', required: true })], { isSmartGroup: true }),
        wireGroup([
          wireField({ name: 'lastname', defaultValue: 'Default last' }),
          wireField({
            name: 'source',
            type: 'enumeration',
            fieldType: 'select',
            options: wireOptions('Search', 'Other'),
            dependentFieldFilters: [wireDependent(wireField({ name: 'source_other' }), [wireFilter('EQ', { strValue: 'Other' })])],
          }),
        ]),
      ],
      top: {
        hasKnownProperties: true,
        knownSmartFields: ['company'],
        properties: { email: 'ada@known.test', firstname: 'Ada', company: 'Acme', lastname: 'Known last', source: 'Other' },
      },
    });
  }
  const settings = { hutk: 'cookie-123', urlValues: { firstname: 'Url first' } };

  it('clears hutk and visitorKnown and goes back to URL or default values, the known ones dropped', async () => {
    const { store } = await loadedHarness(knownVisitorForm(), settings);
    expect(store.getState()).toMatchObject({ hutk: 'cookie-123', visitorKnown: true, groupsShown: [true, false, true] });
    expect(fieldStateOf(store, 'email').value).toBe('ada@known.test');
    expect(fieldStateOf(store, 'lastname').value).toBe('Known last');
    expect(fieldStateOf(store, 'source_other').shown).toBe(true);

    store.getState().resetVisitor();
    expect(store.getState()).toMatchObject({ hutk: '', visitorKnown: false });
    expect(fieldStateOf(store, 'email').value).toBe('');
    expect(fieldStateOf(store, 'firstname').value).toBe('Url first');
    expect(fieldStateOf(store, 'company').value).toBe('');
    expect(fieldStateOf(store, 'lastname').value).toBe('Default last');
    expect(fieldStateOf(store, 'source').value).toBe('');
  });

  it('shows the smart groups again and recomputes the dependents', async () => {
    const { store } = await loadedHarness(knownVisitorForm(), settings);
    store.getState().resetVisitor();
    expect(store.getState().groupsShown).toEqual([true, true, true]);
    expect(fieldStateOf(store, 'source_other').shown).toBe(false);
    // The company field of the group shown again now counts for a submit.
    store.getState().setValue('email', 'ada@example.com');
    expect(store.getState().validateForSubmit()).toBe(false);
    expect(store.getState().errorSummary?.problems.map((problem) => problem.fieldId)).toEqual(['company']);
  });

  it('resets input states, errors, infos and the error summary', async () => {
    const { store } = await loadedHarness(knownVisitorForm(), settings);
    store.getState().focusField('firstname');
    store.getState().setValue('firstname', 'Bob');
    store.getState().setValue('email', '');
    store.getState().blurField('email');
    store.getState().validateForSubmit();
    expect(store.getState().errorSummary).not.toBeNull();

    store.getState().resetVisitor();
    for (const id of ['email', 'firstname', 'company']) {
      expect(fieldStateOf(store, id)).toMatchObject({
        errors: [],
        errorsBySource: NO_ERRORS,
        infos: [],
        inputState: INITIAL_INPUT_STATE,
        validated: false,
        validationRequestState: 'NOT_REQUESTED',
      });
    }
    expect(store.getState()).toMatchObject({ errorSummary: null, focusRequest: null, currentPage: 1 });
  });

  it('a pending email check or stale timer does not fire afterwards', async () => {
    const { store, api, scheduler } = await loadedHarness(knownVisitorForm(), settings);
    store.getState().setValue('email', 'grace@example.com');
    store.getState().resetVisitor();
    const after = store.getState();
    scheduler.advance(10_000);
    await settle();
    expect(api.checkEmail).not.toHaveBeenCalled();
    expect(store.getState()).toBe(after);
    expect(scheduler.pendingCount()).toBe(0);
  });

  it('an open email check is aborted and its answer not applied', async () => {
    const harness = await loadedHarness(knownVisitorForm(), settings);
    const answer = deferred<Result<EmailCheckResponse, ApiError>>();
    harness.api.checkEmail.mockImplementationOnce(() => answer.promise);
    harness.store.getState().setValue('email', 'grace@example.com');
    harness.scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    const signal = harness.api.checkEmail.mock.calls[0]?.[1];
    harness.store.getState().resetVisitor();
    expect(signal?.aborted).toBe(true);
    const after = harness.store.getState();
    answer.resolve(ok(emailAnswer({ email: 'grace@example.com', success: false })));
    await settle();
    expect(harness.store.getState()).toBe(after);
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({ errors: [], validationRequestState: 'NOT_REQUESTED' });
  });

  it('leaves the email check working for what the visitor types next', async () => {
    const { store, api, scheduler } = await loadedHarness(knownVisitorForm(), settings);
    store.getState().setValue('email', 'grace@example.com');
    store.getState().resetVisitor();
    store.getState().setValue('email', 'ada@example.com');
    scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    await settle();
    expect(api.checkEmail).toHaveBeenCalledTimes(1);
    expect(fieldStateOf(store, 'email').validationRequestState).toBe('SUCCEEDED');
  });

  // Spec section 4 "Cookie reset": fields go back to their initial values. A resubscribe
  // answered after the reset still marks the reset field resubscribed with the opt-in notice.
  it('a resubscribe answered after the reset does not mark the reset field', async () => {
    const harness = await loadedHarness(knownVisitorForm(), settings);
    harness.api.checkEmail.mockResolvedValue(ok(emailAnswer({ email: 'ada@known.test', emailShouldResubscribe: true })));
    harness.store.getState().setValue('email', 'ada@known.test');
    harness.scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    await settle();
    const answer = deferred<Result<void, ApiError>>();
    harness.api.resubscribeEmail.mockImplementationOnce(() => answer.promise);
    const resubscribing = harness.store.getState().resubscribe('email');
    harness.store.getState().resetVisitor();
    answer.resolve(ok(undefined));
    await resubscribing;
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({ value: '', resubscribed: false, infos: [] });
  });

  it('does nothing before the definition is loaded', () => {
    const { store } = storeHarness(knownVisitorForm(), settings);
    const before = store.getState();
    store.getState().resetVisitor();
    expect(store.getState()).toBe(before);
  });
});

describe('createFormStore: dispose cancels timers and checks', () => {
  it('pending stale and debounce timers never run', async () => {
    const { store, api, scheduler } = await loadedHarness(textFieldsDefinition(['email', 'firstname']));
    store.getState().setValue('email', 'ada@example.com');
    store.getState().setValue('firstname', 'Ada');
    expect(scheduler.pendingCount()).toBeGreaterThan(0);
    store.getState().dispose();
    expect(scheduler.pendingCount()).toBe(0);
    const listener = vi.fn();
    store.subscribe(listener);
    scheduler.advance(10_000);
    await settle();
    expect(listener).not.toHaveBeenCalled();
    expect(api.checkEmail).not.toHaveBeenCalled();
  });

  it('an open email check is aborted and its answer sets nothing', async () => {
    const harness = await loadedHarness(textFieldsDefinition(['email']));
    const answer = deferred<Result<EmailCheckResponse, ApiError>>();
    harness.api.checkEmail.mockImplementationOnce(() => answer.promise);
    harness.store.getState().setValue('email', 'ada@example.com');
    harness.scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    const signal = harness.api.checkEmail.mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(false);
    harness.store.getState().dispose();
    expect(signal?.aborted).toBe(true);
    const listener = vi.fn();
    harness.store.subscribe(listener);
    answer.resolve(ok(emailAnswer({ success: false })));
    await settle();
    expect(listener).not.toHaveBeenCalled();
    expect(fieldStateOf(harness.store, 'email').validationRequestState).toBe('REQUESTED');
  });

  it('an open resubscribe is aborted and its answer sets and notifies nothing', async () => {
    const harness = await loadedHarness(textFieldsDefinition(['email']));
    harness.store.getState().setValue('email', 'ada@example.com');
    const answer = deferred<Result<void, ApiError>>();
    harness.api.resubscribeEmail.mockImplementationOnce(() => answer.promise);
    const resubscribing = harness.store.getState().resubscribe('email');
    const signal = harness.api.resubscribeEmail.mock.calls[0]?.[1];
    harness.store.getState().dispose();
    expect(signal?.aborted).toBe(true);
    const listener = vi.fn();
    harness.store.subscribe(listener);
    harness.events.length = 0;
    answer.resolve(ok(undefined));
    await resubscribing;
    expect(listener).not.toHaveBeenCalled();
    expect(harness.events).toEqual([]);
  });
});
