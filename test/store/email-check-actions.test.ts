import { describe, expect, it, vi } from 'vitest';
import type { EmailCheckResponse } from '../../src/api/check-email';
import type { ApiError } from '../../src/api/request-json';
import { withErrorsFrom } from '../../src/core/field-state';
import { ok, type Result } from '../../src/core/result';
import { EMAIL_CHECK_DEBOUNCE_MS } from '../../src/store/email-check-actions';
import {
  apiFailure,
  deferred,
  emailAnswer,
  fieldStateOf,
  FORM_GUID,
  loadedHarness,
  patchFieldState,
  PORTAL_ID,
  settle,
  storeSettings,
  wireDefinition,
  wireEmailField,
  wireField,
  wireGroup,
  type StoreHarness,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

type CheckResult = Result<EmailCheckResponse, ApiError>;

/** A form with one required email field (validation members as given) and a text field. */
function emailForm(validation: Record<string, unknown> = {}) {
  return wireDefinition({
    groups: [wireGroup([wireEmailField(validation, { required: true })]), wireGroup([wireField({ name: 'firstname' })])],
  });
}

/** Types `email` and lets the debounce run out and the answer arrive. */
async function typeAndCheck({ store, scheduler }: StoreHarness, email: string) {
  store.getState().setValue('email', email);
  scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
  await settle();
}

/** The next check calls answer through the returned deferreds, in call order. */
function holdChecks(harness: StoreHarness, count: number) {
  const answers = Array.from({ length: count }, () => deferred<CheckResult>());
  for (const answer of answers) harness.api.checkEmail.mockImplementationOnce(() => answer.promise);
  return answers;
}

const analytics = (harness: StoreHarness) =>
  harness.events.flatMap((event) => (event.type === 'analytic' ? [event.name] : []));

describe('email check: when it runs', () => {
  it('runs for an email field whose value passes the format rules', async () => {
    const harness = await loadedHarness(emailForm());
    await typeAndCheck(harness, 'ada@example.com');
    expect(harness.api.checkEmail).toHaveBeenCalledTimes(1);
  });

  it('does not run for a value failing the format rules, nor for an empty value', async () => {
    const harness = await loadedHarness(emailForm());
    await typeAndCheck(harness, 'ada@example');
    await typeAndCheck(harness, '   ');
    harness.scheduler.advance(10_000);
    await settle();
    expect(harness.api.checkEmail).not.toHaveBeenCalled();
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({ validationRequestState: 'NOT_REQUESTED', checking: false });
  });

  it('does not run for a field that is not an email field', async () => {
    const harness = await loadedHarness(emailForm());
    harness.store.getState().setValue('firstname', 'ada@example.com');
    harness.scheduler.advance(10_000);
    await settle();
    expect(harness.api.checkEmail).not.toHaveBeenCalled();
  });

  it(`waits ${EMAIL_CHECK_DEBOUNCE_MS} ms after the change: no call at 499 ms`, async () => {
    const { store, scheduler, api } = await loadedHarness(emailForm());
    store.getState().setValue('email', 'ada@example.com');
    scheduler.advance(499);
    await settle();
    expect(api.checkEmail).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(api.checkEmail).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait when the visitor types again, and checks the latest value only', async () => {
    const { store, scheduler, api } = await loadedHarness(emailForm());
    store.getState().setValue('email', 'ada@example.co');
    scheduler.advance(300);
    store.getState().setValue('email', 'ada@example.com');
    scheduler.advance(499);
    expect(api.checkEmail).not.toHaveBeenCalled();
    scheduler.advance(1);
    expect(api.checkEmail).toHaveBeenCalledTimes(1);
    expect(api.checkEmail.mock.calls[0]?.[0].email).toBe('ada@example.com');
  });

  it('sends the forms host, portal, form guid, trimmed email and includeFreemailSuggestions = !useDefaultBlockList', async () => {
    const off = await loadedHarness(emailForm({ useDefaultBlockList: false }));
    await typeAndCheck(off, '  Ada@Example.com  ');
    const sent = off.api.checkEmail.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      formsHost: storeSettings().formsHost,
      formId: FORM_GUID,
      email: 'Ada@Example.com',
      includeFreemailSuggestions: true,
    });
    expect(String(sent?.portalId)).toBe(PORTAL_ID);

    const on = await loadedHarness(emailForm({ useDefaultBlockList: true }));
    await typeAndCheck(on, 'ada@example.com');
    expect(on.api.checkEmail.mock.calls[0]?.[0].includeFreemailSuggestions).toBe(false);
  });
});

describe('email check: request state', () => {
  it('goes NOT_REQUESTED -> REQUESTED while the call is open -> SUCCEEDED', async () => {
    const harness = await loadedHarness(emailForm());
    const [answer] = holdChecks(harness, 1);
    const { store, scheduler } = harness;
    expect(fieldStateOf(store, 'email').validationRequestState).toBe('NOT_REQUESTED');
    store.getState().setValue('email', 'ada@example.com');
    expect(fieldStateOf(store, 'email')).toMatchObject({ validationRequestState: 'NOT_REQUESTED', checking: true });
    scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    expect(fieldStateOf(store, 'email')).toMatchObject({ validationRequestState: 'REQUESTED', checking: true });
    answer?.resolve(ok(emailAnswer()));
    await settle();
    expect(fieldStateOf(store, 'email')).toMatchObject({ validationRequestState: 'SUCCEEDED', checking: false, errors: [], infos: [] });
  });

  it('ends FAILED on an api error, showing nothing and no longer checking', async () => {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockResolvedValue(apiFailure(503));
    await typeAndCheck(harness, 'ada@example.com');
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({
      validationRequestState: 'FAILED',
      checking: false,
      errors: [],
      infos: [],
    });
    expect(harness.events.filter((event) => event.type === 'failedValidation')).toEqual([]);
  });

  it('ignores the answer for an older value (the visitor typed on), and aborts its call', async () => {
    const harness = await loadedHarness(emailForm());
    const [older, newer] = holdChecks(harness, 2);
    const { store, scheduler, api } = harness;
    store.getState().setValue('email', 'ada@example.com');
    scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    const olderSignal = api.checkEmail.mock.calls[0]?.[1];
    store.getState().setValue('email', 'ada@example.org');
    expect(olderSignal?.aborted).toBe(true);
    scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    older?.resolve(ok(emailAnswer({ email: 'ada@example.com', success: false })));
    await settle();
    expect(fieldStateOf(store, 'email')).toMatchObject({ value: 'ada@example.org', validationRequestState: 'REQUESTED', errors: [] });
    newer?.resolve(ok(emailAnswer({ email: 'ada@example.org', emailSuggestion: 'ada@example.net' })));
    await settle();
    expect(fieldStateOf(store, 'email')).toMatchObject({
      validationRequestState: 'SUCCEEDED',
      errors: [],
      infos: [{ key: 'emailSuggestion', params: { email: 'ada@example.net' } }],
    });
  });

  it('ignores an answer arriving after the visitor changed the value to one the rules refuse', async () => {
    const harness = await loadedHarness(emailForm());
    const [answer] = holdChecks(harness, 1);
    const { store, scheduler } = harness;
    store.getState().setValue('email', 'ada@example.com');
    scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    store.getState().setValue('email', 'ada@');
    answer?.resolve(ok(emailAnswer({ success: false })));
    await settle();
    expect(fieldStateOf(store, 'email')).toMatchObject({
      validationRequestState: 'NOT_REQUESTED',
      checking: false,
      errors: [{ key: 'invalidEmailFormat' }],
    });
  });

  it('reuses a cached answer for the same address, in any case or padding, without a second call', async () => {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockImplementation((params) =>
      Promise.resolve(ok(emailAnswer({ email: params.email, emailSuggestion: `${params.email.split('@')[0]}@gmail.com` }))),
    );
    await typeAndCheck(harness, 'Ada@Exmaple.com');
    await typeAndCheck(harness, 'grace@example.com');
    expect(harness.api.checkEmail).toHaveBeenCalledTimes(2);

    harness.store.getState().setValue('email', '  ada@EXMAPLE.com ');
    // No debounce and no call: the answer is there at once.
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({
      validationRequestState: 'SUCCEEDED',
      checking: false,
      infos: [{ key: 'emailSuggestion', params: { email: 'Ada@gmail.com' } }],
    });
    harness.scheduler.advance(10_000);
    await settle();
    expect(harness.api.checkEmail).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failed call: the same address is checked again', async () => {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockResolvedValueOnce(apiFailure());
    await typeAndCheck(harness, 'ada@example.com');
    await typeAndCheck(harness, 'grace@example.com');
    await typeAndCheck(harness, 'ada@example.com');
    expect(harness.api.checkEmail).toHaveBeenCalledTimes(3);
    expect(fieldStateOf(harness.store, 'email').validationRequestState).toBe('SUCCEEDED');
  });

  it('returns at once from a submit while a check is open, and the answer still lands', async () => {
    const harness = await loadedHarness(emailForm());
    const [answer] = holdChecks(harness, 1);
    const { store, scheduler } = harness;
    store.getState().setValue('email', 'ada@example.com');
    scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    const result: boolean = store.getState().validateForSubmit();
    expect(result).toBe(true);
    expect(fieldStateOf(store, 'email').validationRequestState).toBe('REQUESTED');
    answer?.resolve(ok(emailAnswer({ success: false })));
    await settle();
    expect(fieldStateOf(store, 'email')).toMatchObject({ validationRequestState: 'SUCCEEDED', errors: [{ key: 'invalidEmail' }] });
  });
});

describe('email check: what an answer means', () => {
  it("success: false gives 'invalidEmail'", async () => {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockResolvedValue(ok(emailAnswer({ success: false })));
    await typeAndCheck(harness, 'ada@example.com');
    expect(fieldStateOf(harness.store, 'email').errors).toEqual([{ key: 'invalidEmail' }]);
    expect(fieldStateOf(harness.store, 'email').errorsBySource.emailCheck).toEqual([{ key: 'invalidEmail' }]);
  });

  it("free mail with the default block list gives 'forbiddenEmailDomain' with the domain", async () => {
    const harness = await loadedHarness(emailForm({ useDefaultBlockList: true }));
    harness.api.checkEmail.mockResolvedValue(ok(emailAnswer({ email: 'ada@gmail.com', emailFree: true })));
    await typeAndCheck(harness, 'ada@gmail.com');
    expect(fieldStateOf(harness.store, 'email').errors).toEqual([{ key: 'forbiddenEmailDomain', params: { domain: 'gmail.com' } }]);
  });

  it('free mail without the default block list is fine', async () => {
    const harness = await loadedHarness(emailForm({ useDefaultBlockList: false }));
    harness.api.checkEmail.mockResolvedValue(ok(emailAnswer({ email: 'ada@gmail.com', emailFree: true })));
    await typeAndCheck(harness, 'ada@gmail.com');
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({ errors: [], validationRequestState: 'SUCCEEDED' });
  });

  it("a suggestion gives the 'emailSuggestion' info, and applyEmailSuggestion sets it as the value", async () => {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockResolvedValueOnce(ok(emailAnswer({ email: 'ada@gmial.com', emailSuggestion: 'ada@gmail.com' })));
    await typeAndCheck(harness, 'ada@gmial.com');
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({
      errors: [],
      infos: [{ key: 'emailSuggestion', params: { email: 'ada@gmail.com' } }],
    });
    harness.store.getState().applyEmailSuggestion('email');
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({
      value: 'ada@gmail.com',
      infos: [],
      inputState: { changed: true, touched: true },
    });
    // The applied address is checked in turn.
    harness.scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    expect(harness.api.checkEmail.mock.calls.at(-1)?.[0].email).toBe('ada@gmail.com');
  });

  it('applyEmailSuggestion does nothing without a suggestion', async () => {
    const harness = await loadedHarness(emailForm());
    await typeAndCheck(harness, 'ada@example.com');
    const before = harness.store.getState().fields;
    harness.store.getState().applyEmailSuggestion('email');
    expect(harness.store.getState().fields).toBe(before);
  });

  it("a domain of settings.blockedDomains gives 'manuallyBlockedEmailDomain' without any call", async () => {
    const harness = await loadedHarness(emailForm(), { blockedDomains: ['rival.test, other.test'] });
    await typeAndCheck(harness, 'ada@Rival.test');
    harness.scheduler.advance(10_000);
    await settle();
    expect(fieldStateOf(harness.store, 'email').errors).toEqual([{ key: 'manuallyBlockedEmailDomain', params: { domain: 'rival.test' } }]);
    expect(harness.api.checkEmail).not.toHaveBeenCalled();
  });

  it("a domain of the field's blockedEmailAddresses gives 'manuallyBlockedEmailDomain' without any call", async () => {
    const harness = await loadedHarness(emailForm({ blockedEmailAddresses: ['spam.test'] }));
    await typeAndCheck(harness, 'ada@spam.test');
    harness.scheduler.advance(10_000);
    await settle();
    expect(fieldStateOf(harness.store, 'email').errors).toEqual([{ key: 'manuallyBlockedEmailDomain', params: { domain: 'spam.test' } }]);
    expect(harness.api.checkEmail).not.toHaveBeenCalled();
  });
});

describe('email check: errors kept apart by source', () => {
  it('a late answer does not wipe a server error; errors are rules, email check, server in that order', async () => {
    const harness = await loadedHarness(emailForm());
    const [answer] = holdChecks(harness, 1);
    const { store, scheduler } = harness;
    store.getState().setValue('email', 'ada@example.com');
    scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    // While the call is open a submit answer marks the field, and a rule (say, a host rule) objects too.
    patchFieldState(store, 'email', (state) =>
      withErrorsFrom(withErrorsFrom(state, 'server', [{ key: 'BLOCKED_EMAIL' }]), 'rules', [{ key: 'inputTooLarge', params: { max: '5' } }]),
    );
    answer?.resolve(ok(emailAnswer({ success: false })));
    await settle();
    const state = fieldStateOf(store, 'email');
    expect(state.errorsBySource).toEqual({
      rules: [{ key: 'inputTooLarge', params: { max: '5' } }],
      emailCheck: [{ key: 'invalidEmail' }],
      server: [{ key: 'BLOCKED_EMAIL' }],
    });
    expect(state.errors).toEqual([{ key: 'inputTooLarge', params: { max: '5' } }, { key: 'invalidEmail' }, { key: 'BLOCKED_EMAIL' }]);
  });

  it('a fresh answer replaces only the email-check errors', async () => {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockResolvedValueOnce(ok(emailAnswer({ success: false })));
    await typeAndCheck(harness, 'ada@example.com');
    const [answer] = holdChecks(harness, 1);
    harness.store.getState().setValue('email', 'ada@example.org');
    harness.scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    patchFieldState(harness.store, 'email', (state) => withErrorsFrom(state, 'server', [{ key: 'BLOCKED_EMAIL' }]));
    answer?.resolve(ok(emailAnswer({ email: 'ada@example.org' })));
    await settle();
    expect(fieldStateOf(harness.store, 'email').errors).toEqual([{ key: 'BLOCKED_EMAIL' }]);
  });

  it('a change clears every source', async () => {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockResolvedValueOnce(ok(emailAnswer({ success: false })));
    await typeAndCheck(harness, 'ada@example.com');
    patchFieldState(harness.store, 'email', (state) => withErrorsFrom(state, 'server', [{ key: 'BLOCKED_EMAIL' }]));
    expect(fieldStateOf(harness.store, 'email').errors).toHaveLength(2);
    harness.store.getState().setValue('email', 'ada@example.org');
    expect(fieldStateOf(harness.store, 'email').errorsBySource).toEqual({ rules: [], emailCheck: [], server: [] });
    expect(fieldStateOf(harness.store, 'email').errors).toEqual([]);
  });
});

describe('resubscribe', () => {
  async function optedOut() {
    const harness = await loadedHarness(emailForm());
    harness.api.checkEmail.mockResolvedValue(ok(emailAnswer({ email: 'ada@example.com', emailShouldResubscribe: true })));
    await typeAndCheck(harness, ' ada@example.com ');
    return harness;
  }

  it("an opted-out address gets the 'resubscribeMessage' info and RESUBSCRIBE_SHOWN", async () => {
    const harness = await optedOut();
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({ errors: [], infos: [{ key: 'resubscribeMessage' }] });
    expect(harness.events.filter((event) => event.type === 'analytic')).toEqual([{ type: 'analytic', name: 'RESUBSCRIBE_SHOWN' }]);
  });

  it('resubscribe records the click, posts the trimmed email with the page, then success: resubscribed and emailOptIn', async () => {
    const harness = await optedOut();
    const call = deferred<Awaited<ReturnType<typeof harness.api.resubscribeEmail>>>();
    harness.api.resubscribeEmail.mockImplementationOnce(() => call.promise);
    const done = harness.store.getState().resubscribe('email');
    expect(analytics(harness)).toEqual(['RESUBSCRIBE_SHOWN', 'RESUBSCRIBE_CLICKED']);
    const sent = harness.api.resubscribeEmail.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      formsHost: 'https://forms.test',
      formId: FORM_GUID,
      email: 'ada@example.com',
      pageTitle: 'Test page',
      pageUrl: 'https://site.test/page',
    });
    expect(String(sent?.portalId)).toBe(PORTAL_ID);
    expect(fieldStateOf(harness.store, 'email').resubscribed).toBe(false);

    call.resolve(ok(undefined));
    await done;
    expect(analytics(harness)).toEqual(['RESUBSCRIBE_SHOWN', 'RESUBSCRIBE_CLICKED', 'RESUBSCRIBE_SUCESS']);
    expect(fieldStateOf(harness.store, 'email')).toMatchObject({ resubscribed: true, infos: [{ key: 'emailOptIn' }], errors: [] });
  });

  it('on failure only a warning is notified and the field is unchanged', async () => {
    const harness = await optedOut();
    harness.api.resubscribeEmail.mockResolvedValueOnce(apiFailure());
    const before = harness.store.getState().fields;
    harness.events.length = 0;
    await harness.store.getState().resubscribe('email');
    expect(harness.events).toEqual([
      { type: 'analytic', name: 'RESUBSCRIBE_CLICKED' },
      { type: 'warning', message: expect.any(String) },
    ]);
    expect(harness.store.getState().fields).toBe(before);
  });

  it('does nothing for an unknown field', async () => {
    const harness = await optedOut();
    harness.events.length = 0;
    await harness.store.getState().resubscribe('nope');
    expect(harness.api.resubscribeEmail).not.toHaveBeenCalled();
    expect(harness.events).toEqual([]);
  });
});
