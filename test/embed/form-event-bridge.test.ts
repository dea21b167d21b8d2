// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../src/core/form-definition';
import { createFormEventBridge } from '../../src/embed/form-event-bridge';
import type { FieldProblem } from '../../src/core/validation/page-checks';

type Queue = unknown[][];

afterEach(() => {
  delete (window as Window & { _hsq?: unknown })._hsq;
});

function bridge(callbacks: Record<string, (...args: unknown[]) => unknown> = {}) {
  const form = document.createElement('form');
  const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const events = createFormEventBridge({ win: window, callbacks, instanceKey: '3', formElement: () => form });
  events.notify({ type: 'definitionFetchSuccess', definition: { guid: 'guid-1', formTypeNumber: 11 } as FormDefinition, fromFallback: false });
  return { events, form, post };
}

const PROBLEM: FieldProblem = { fieldId: 'email', page: 2, message: { key: 'invalidEmailFormat' }, missing: false };

describe('createFormEventBridge', () => {
  it('calls onBeforeValidationInit with the form and posts its message', () => {
    const onBeforeValidationInit = vi.fn();
    const { events, form, post } = bridge({ onBeforeValidationInit });
    events.notify({ type: 'beforeValidation' });
    expect(onBeforeValidationInit).toHaveBeenCalledWith(form);
    expect(post).toHaveBeenCalledWith(
      { type: 'hsFormCallback', eventName: 'onBeforeValidationInit', id: 'guid-1', data: undefined },
      window.location.origin,
    );
  });

  it('calls onFormFailedValidation with the form and one {name, error, page} per problem, also as the message data', () => {
    const onFormFailedValidation = vi.fn();
    const { events, form, post } = bridge({ onFormFailedValidation });
    events.notify({ type: 'failedValidation', problems: [PROBLEM] });
    const problems = [{ name: 'email', error: 'invalidEmailFormat', page: 2 }];
    expect(onFormFailedValidation).toHaveBeenCalledWith(form, problems);
    expect(post).toHaveBeenCalledWith(
      { type: 'hsFormCallback', eventName: 'onFormFailedValidation', id: 'guid-1', data: problems },
      window.location.origin,
    );
  });

  it.each(['RESUBSCRIBE_SHOWN', 'RESUBSCRIBE_CLICKED', 'RESUBSCRIBE_SUCESS'] as const)(
    'reports the analytic event %s through onAnalyticEvent and a window message',
    (name) => {
      const onAnalyticEvent = vi.fn();
      const { events, post } = bridge({ onAnalyticEvent });
      events.notify({ type: 'analytic', name });
      expect(onAnalyticEvent).toHaveBeenCalledWith({ eventName: name, formGuid: 'guid-1' });
      expect(post).toHaveBeenCalledWith(
        { type: 'hsFormCallback', eventName: 'onAnalyticEvent', id: 'guid-1', data: { eventName: name } },
        window.location.origin,
      );
    },
  );

  it("pushes trackFormInteraction with the guid, the instance and the form type to the page's tracking queue", () => {
    const queue: Queue = [];
    (window as Window & { _hsq?: Queue })._hsq = queue;
    const { events } = bridge();
    events.notify({ type: 'interaction' });
    expect(queue).toEqual([['trackFormInteraction', 'guid-1', { formInstanceId: '3' }, 11]]);
  });

  it('does nothing for the interaction when the page has no tracking queue, and survives a queue that throws', () => {
    const { events } = bridge();
    expect(() => events.notify({ type: 'interaction' })).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    (window as Window & { _hsq?: unknown })._hsq = { push: () => { throw new Error('blocked'); } };
    expect(() => events.notify({ type: 'interaction' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

const SUBMITTED_VALUES = [
  { name: 'email', value: 'ada@example.com' },
  { name: 'topics', value: 'a;c' },
];

/** The hsFormCallback messages posted, as {eventName, data}. */
const messages = (post: { mock: { calls: unknown[][] } }) =>
  post.mock.calls.map((call) => call[0] as { type: string; eventName: string; id: string; data: unknown });

describe('createFormEventBridge: submission (spec 4 "Submission", 3 "Callbacks")', () => {
  it('beforeSubmit answers the object of getExtraMetaDataBeforeSubmit', () => {
    const getExtraMetaDataBeforeSubmit = vi.fn(() => ({ campaign: 'spring', score: 3 }));
    const { events } = bridge({ getExtraMetaDataBeforeSubmit });
    expect(events.beforeSubmit(SUBMITTED_VALUES)).toEqual({ campaign: 'spring', score: 3 });
    expect(getExtraMetaDataBeforeSubmit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'campaign=spring'],
    ['a number', 42],
    ['an array', [{ campaign: 'spring' }]],
  ])('beforeSubmit answers {} when getExtraMetaDataBeforeSubmit gives %s', (_name, given) => {
    const { events } = bridge({ getExtraMetaDataBeforeSubmit: () => given });
    expect(events.beforeSubmit(SUBMITTED_VALUES)).toEqual({});
  });

  it('beforeSubmit answers {} without the callback, and when it throws', () => {
    expect(bridge().events.beforeSubmit(SUBMITTED_VALUES)).toEqual({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events } = bridge({ getExtraMetaDataBeforeSubmit: () => { throw new Error('site bug'); } });
    expect(events.beforeSubmit(SUBMITTED_VALUES)).toEqual({});
    expect(error).toHaveBeenCalled();
  });

  it('beforeSubmit calls onBeforeFormSubmit, then onFormSubmit, with the form and the [{name, value}] list', () => {
    const order: string[] = [];
    const onBeforeFormSubmit = vi.fn(() => void order.push('onBeforeFormSubmit'));
    const onFormSubmit = vi.fn(() => void order.push('onFormSubmit'));
    const { events, form } = bridge({ onBeforeFormSubmit, onFormSubmit });
    events.beforeSubmit(SUBMITTED_VALUES);
    expect(onBeforeFormSubmit).toHaveBeenCalledWith(form, SUBMITTED_VALUES);
    expect(onFormSubmit).toHaveBeenCalledWith(form, SUBMITTED_VALUES);
    expect(order).toEqual(['onBeforeFormSubmit', 'onFormSubmit']);
  });

  it('beforeSubmit posts both as hsFormCallback messages with the list as data', () => {
    const { events, post } = bridge();
    post.mockClear();
    events.beforeSubmit(SUBMITTED_VALUES);
    expect(messages(post)).toEqual([
      { type: 'hsFormCallback', eventName: 'onBeforeFormSubmit', id: 'guid-1', data: SUBMITTED_VALUES },
      { type: 'hsFormCallback', eventName: 'onFormSubmit', id: 'guid-1', data: SUBMITTED_VALUES },
    ]);
    expect(post.mock.calls.every(([, origin]) => origin === window.location.origin)).toBe(true);
  });

  it('beforeSubmit dispatches a bubbling hsvalidatedsubmit event on the form, with the values', () => {
    const { events, form } = bridge();
    document.body.append(form);
    const seen: Event[] = [];
    const listener = (event: Event) => void seen.push(event);
    document.addEventListener('hsvalidatedsubmit', listener);
    try {
      events.beforeSubmit(SUBMITTED_VALUES);
    } finally {
      document.removeEventListener('hsvalidatedsubmit', listener);
      form.remove();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.target).toBe(form);
    expect(seen[0]?.bubbles).toBe(true);
    expect((seen[0] as CustomEvent<{ values: unknown }>).detail).toEqual({ values: SUBMITTED_VALUES });
  });

  it('beforeSubmit still runs and answers the metadata when a callback throws or no form is rendered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const onFormSubmit = vi.fn();
    const events = createFormEventBridge({
      win: window,
      callbacks: { onBeforeFormSubmit: () => { throw new Error('site bug'); }, onFormSubmit, getExtraMetaDataBeforeSubmit: () => ({ a: 1 }) },
      instanceKey: '3',
      formElement: () => null,
    });
    expect(events.beforeSubmit(SUBMITTED_VALUES)).toEqual({ a: 1 });
    expect(onFormSubmit).toHaveBeenCalledWith(undefined, SUBMITTED_VALUES);
  });

  it("'submitted' calls onFormSubmitted with the form and {redirectUrl, submissionValues} by name, and posts {conversionId, submissionValues}", () => {
    const onFormSubmitted = vi.fn();
    const { events, form, post } = bridge({ onFormSubmitted });
    post.mockClear();
    events.notify({
      type: 'submitted',
      response: { conversionId: 'conv-42', formGuid: 'guid-1', redirectUrl: 'https://site.test/thanks' },
      values: SUBMITTED_VALUES,
    });
    const submissionValues = { email: 'ada@example.com', topics: 'a;c' };
    expect(onFormSubmitted).toHaveBeenCalledTimes(1);
    expect(onFormSubmitted).toHaveBeenCalledWith(form, { redirectUrl: 'https://site.test/thanks', submissionValues });
    expect(messages(post)).toContainEqual({
      type: 'hsFormCallback', eventName: 'onFormSubmitted', id: 'guid-1', data: { conversionId: 'conv-42', submissionValues },
    });
  });

  it("'submitted' without a redirect gives redirectUrl ''", () => {
    const onFormSubmitted = vi.fn();
    const { events, form } = bridge({ onFormSubmitted });
    events.notify({ type: 'submitted', response: { conversionId: 'c', formGuid: 'guid-1' }, values: [] });
    expect(onFormSubmitted).toHaveBeenCalledWith(form, { redirectUrl: '', submissionValues: {} });
  });

  it("'submitted' keeps a value named __proto__ as plain data", () => {
    const onFormSubmitted = vi.fn();
    const { events } = bridge({ onFormSubmitted });
    events.notify({ type: 'submitted', response: { conversionId: 'c', formGuid: 'guid-1' }, values: [{ name: '__proto__', value: 'x' }] });
    const { submissionValues } = onFormSubmitted.mock.calls[0]?.[1] as { submissionValues: Record<string, string> };
    expect(Object.getPrototypeOf(submissionValues)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(submissionValues, '__proto__')?.value).toBe('x');
  });

  it("'submitted' reports the SUBMISSION_SUCCESS analytic event", () => {
    const onAnalyticEvent = vi.fn();
    const { events, post } = bridge({ onAnalyticEvent });
    onAnalyticEvent.mockClear();
    events.notify({ type: 'submitted', response: { conversionId: 'c', formGuid: 'guid-1' }, values: SUBMITTED_VALUES });
    expect(onAnalyticEvent).toHaveBeenCalledTimes(1);
    expect(onAnalyticEvent).toHaveBeenCalledWith({ eventName: 'SUBMISSION_SUCCESS', formGuid: 'guid-1' });
    expect(messages(post)).toContainEqual({
      type: 'hsFormCallback', eventName: 'onAnalyticEvent', id: 'guid-1', data: { eventName: 'SUBMISSION_SUCCESS' },
    });
  });

  it.each([
    [{ type: 'formError', name: 'SUBMISSION_FAILURE', code: 'SERVER_ERROR' } as const],
    [{ type: 'formError', name: 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS' } as const],
  ])("'formError' %o calls onFormError and posts it", (event) => {
    const onFormError = vi.fn();
    const { events, post } = bridge({ onFormError });
    post.mockClear();
    events.notify(event);
    expect(onFormError).toHaveBeenCalledTimes(1);
    expect(onFormError).toHaveBeenCalledWith({ eventName: event.name, code: 'code' in event ? event.code : undefined });
    expect(messages(post)).toEqual([
      { type: 'hsFormCallback', eventName: 'onFormError', id: 'guid-1', data: { eventName: event.name, code: 'code' in event ? event.code : undefined } },
    ]);
  });
});

describe('createFormEventBridge: view and visibility tracking (spec 7.14)', () => {
  it.each([
    ['view', 'trackFormView'],
    ['visible', 'trackFormVisible'],
  ] as const)('pushes %s as %s with the guid, the instance and the form type', (type, eventName) => {
    const queue: unknown[][] = [];
    (window as Window & { _hsq?: unknown[][] })._hsq = queue;
    const form = document.createElement('form');
    const events = createFormEventBridge({ win: window, callbacks: {}, instanceKey: '3', formElement: () => form });
    events.notify({ type: 'definitionFetchSuccess', definition: { guid: 'guid-1', formTypeNumber: 11 } as FormDefinition, fromFallback: false });
    events.notify({ type });
    expect(queue).toEqual([[eventName, 'guid-1', { formInstanceId: '3' }, 11]]);
  });
});

describe('createFormEventBridge: analytic events and the tracker (spec 8 "Analytic events", 7.5)', () => {
  function trackedBridge(callbacks: Record<string, (...args: unknown[]) => unknown> = {}) {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const beacon = vi.fn();
    const events = createFormEventBridge({ win: window, callbacks, instanceKey: '3', formId: 'given-id', formElement: () => null, beacon });
    return { events, post, beacon };
  }
  const definition = { guid: 'guid-1', formTypeNumber: 11 } as FormDefinition;

  it.each([
    [false, 'DEFINITION_SUCCESS'],
    [true, 'FALLBACK_DEFINITION_SUCCESS'],
  ])('a definition (fromFallback %s) reports %s with the definition guid, as a callback and a message', (fromFallback, eventName) => {
    const onAnalyticEvent = vi.fn();
    const { events, post } = trackedBridge({ onAnalyticEvent });
    events.notify({ type: 'definitionFetchSuccess', definition, fromFallback });
    expect(onAnalyticEvent).toHaveBeenCalledExactlyOnceWith({ eventName, formGuid: 'guid-1' });
    expect(messages(post)).toContainEqual({ type: 'hsFormCallback', eventName: 'onAnalyticEvent', id: 'guid-1', data: { eventName } });
  });

  it('the form first ready to view (view) reports RENDER_SUCCESS', () => {
    const onAnalyticEvent = vi.fn();
    const { events, post } = trackedBridge({ onAnalyticEvent });
    events.notify({ type: 'definitionFetchSuccess', definition, fromFallback: false });
    onAnalyticEvent.mockClear();
    events.notify({ type: 'view' });
    expect(onAnalyticEvent).toHaveBeenCalledExactlyOnceWith({ eventName: 'RENDER_SUCCESS', formGuid: 'guid-1' });
    expect(messages(post)).toContainEqual({ type: 'hsFormCallback', eventName: 'onAnalyticEvent', id: 'guid-1', data: { eventName: 'RENDER_SUCCESS' } });
  });

  it('no analytic event for a render error, a form error or a page change', () => {
    const onAnalyticEvent = vi.fn();
    const { events } = trackedBridge({ onAnalyticEvent });
    events.notify({ type: 'renderError', error: { code: 'UNKNOWN_RENDER_ERROR', message: 'x' } });
    events.notify({ type: 'formError', name: 'SUBMISSION_FAILURE', code: 'SERVER_ERROR' });
    events.notify({ type: 'pageChange', page: 2, previousPage: 1 });
    expect(onAnalyticEvent).not.toHaveBeenCalled();
  });

  it('hands every event to the tracker with the form id (the given one, then the guid), and the submit as a click', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events, beacon } = trackedBridge();
    const renderError = { type: 'renderError', error: { code: 'UNKNOWN_RENDER_ERROR', message: 'x' } } as const;
    events.notify(renderError);
    const success = { type: 'definitionFetchSuccess', definition, fromFallback: false } as const;
    events.notify(success);
    const formError = { type: 'formError', name: 'SUBMISSION_FAILURE', code: 'SERVER_ERROR' } as const;
    events.notify(formError);
    events.beforeSubmit([]);
    expect(beacon.mock.calls).toEqual([
      [renderError, 'given-id'],
      [success, 'guid-1'],
      [formError, 'guid-1'],
      [{ type: 'click' }, 'guid-1'],
    ]);
  });
});
