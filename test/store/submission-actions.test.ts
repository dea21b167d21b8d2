import { describe, expect, it, vi } from 'vitest';
import type { SubmitFormParams } from '../../src/api/submit-form';
import { MAX_SUBMIT_ATTEMPTS } from '../../src/core/submission/retry-policy';
import type { SubmitSuccessWire } from '../../src/core/submission/submit-wire';
import type { FormEvent } from '../../src/store/form-events';
import { draftKey } from '../../src/core/submission/drafts';
import { INLINE_MESSAGE_DELAY_MS } from '../../src/store/submission-actions';
import type { FormStoreSettings } from '../../src/store/create-form-store';
import {
  deferred,
  fieldStateOf,
  FORM_GUID,
  loadedHarness,
  memoryStorage,
  PORTAL_ID,
  settle,
  STORE_NOW,
  storeHarness,
  storeSettings,
  submitRefused,
  submitStored,
  submitUnreachable,
  wireField,
  wirePages,
  type StoreHarness,
  type SubmitAnswer,
  type StoreServiceOverrides,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

/** Page 1: firstname (required) and a hidden `source`; page 2: company (required). */
const twoPages = () =>
  wirePages([
    [wireField({ name: 'firstname', label: 'First name', required: true }), wireField({ name: 'source', fieldType: 'hidden', defaultValue: 'ad' })],
    [wireField({ name: 'company', label: 'Company', required: true })],
  ]);

const VALUES = [
  { name: 'firstname', value: 'Ada' },
  { name: 'source', value: 'ad' },
  { name: 'company', value: 'Acme' },
];

/** A loaded two-page form with both pages filled in (the visitor is still on page 1). */
async function filledHarness(settings: Partial<FormStoreSettings> = {}, services: StoreServiceOverrides = {}): Promise<StoreHarness> {
  const harness = await loadedHarness(twoPages(), settings, services);
  harness.store.getState().setValue('firstname', ' Ada ');
  harness.store.getState().setValue('company', 'Acme');
  return harness;
}

const ofType = <T extends FormEvent['type']>(events: readonly FormEvent[], type: T) =>
  events.filter((event): event is Extract<FormEvent, { type: T }> => event.type === type);

const sentParams = (harness: StoreHarness, call = 0): SubmitFormParams => {
  const params = harness.api.submitForm.mock.calls[call]?.[0];
  if (!params) throw new Error(`no submit call #${call}`);
  return params;
};

const keysSent = (harness: StoreHarness) => harness.api.submitForm.mock.calls.map(([params]) => params.idempotencyKey);

/**
 * Starts a submit and lets its first call be answered, without waiting for the whole submit
 * (which stays open while it waits to retry).
 */
async function startSubmit(harness: StoreHarness): Promise<void> {
  void harness.store.getState().submit();
  await settle();
}

/** Moves time on by `ms` and lets the submit loop continue. */
async function advance(harness: StoreHarness, ms: number) {
  harness.scheduler.advance(ms);
  await settle();
}

describe('submit: checks before sending (spec 4 "Submission")', () => {
  it('with problems sends nothing, reports failed validation and a SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS form error', async () => {
    const harness = await loadedHarness(twoPages());
    harness.store.getState().setValue('firstname', 'Ada');
    await harness.store.getState().submit();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.services.beforeSubmit).not.toHaveBeenCalled();
    const failed = ofType(harness.events, 'failedValidation');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.problems.map((problem) => problem.fieldId)).toEqual(['company']);
    expect(ofType(harness.events, 'formError')).toEqual([{ type: 'formError', name: 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS' }]);
    expect(harness.store.getState().submission).toMatchObject({ attempted: true, requested: false, submitted: false, response: null });
    expect(fieldStateOf(harness.store, 'company').errors).toEqual([{ key: 'required' }]);
  });

  it('is refused inside the CMS editor: nothing sent, a warning', async () => {
    const harness = await filledHarness({ inCmsEditor: true });
    await harness.store.getState().submit();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.services.beforeSubmit).not.toHaveBeenCalled();
    expect(ofType(harness.events, 'warning')).toHaveLength(1);
    expect(harness.store.getState().submission).toMatchObject({ requested: false, response: null, submitted: false });
  });

  it('is blocked when the site owner set both inlineMessage and redirectUrl: nothing sent, a warning', async () => {
    const harness = await filledHarness({ inlineMessage: '<p>Thanks</p>', redirectUrl: 'https://site.test/thanks' });
    await harness.store.getState().submit();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.services.beforeSubmit).not.toHaveBeenCalled();
    expect(harness.services.navigate).not.toHaveBeenCalled();
    const warnings = ofType(harness.events, 'warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/inlineMessage and redirectUrl/);
    expect(harness.store.getState().submission).toMatchObject({ requested: false, response: null, submitted: false });
  });

  it('on a test page shows the thank-you without calling the api', async () => {
    const harness = await filledHarness({ isTestPage: true });
    await harness.store.getState().submit();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.services.beforeSubmit).not.toHaveBeenCalled();
    expect(harness.store.getState().submission.response).toMatchObject({ formGuid: FORM_GUID });
    expect(harness.services.navigate).not.toHaveBeenCalled();
  });

  it('does nothing before the definition is loaded', async () => {
    const harness = storeHarness(twoPages());
    const before = harness.store.getState();
    await harness.store.getState().submit();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.store.getState()).toBe(before);
  });
});

describe('submit: the call (spec 7.7)', () => {
  it('goes to the submissions host, which may differ from the forms host', async () => {
    const harness = await filledHarness({ formsHost: 'https://forms.example.com', submissionsHost: 'https://submissions.example.com' });
    await harness.store.getState().submit();
    expect(sentParams(harness).submissionsHost).toBe('https://submissions.example.com');
  });

  it("calls beforeSubmit with the values, then submitForm once with every page's values, the context and a new key", async () => {
    const harness = await filledHarness({ hutk: 'cookie-123' });
    harness.services.beforeSubmit.mockReturnValue({ campaign: 'spring', source: 'forged', correlationId: 'forged' });
    await harness.store.getState().submit();

    expect(harness.services.beforeSubmit).toHaveBeenCalledTimes(1);
    expect(harness.services.beforeSubmit).toHaveBeenCalledWith(VALUES);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(harness.services.beforeSubmit.mock.invocationCallOrder[0]!).toBeLessThan(harness.api.submitForm.mock.invocationCallOrder[0]!);

    const [params, signal] = harness.api.submitForm.mock.calls[0]!;
    expect(params).toEqual({
      submissionsHost: 'https://forms.test',
      portalId: Number(PORTAL_ID),
      formGuid: FORM_GUID,
      values: VALUES,
      files: [],
      hsContext: expect.any(Object) as unknown,
      idempotencyKey: 'id-1',
    });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(params.hsContext).toEqual({
      campaign: 'spring',
      hutk: 'cookie-123',
      pageUrl: 'https://site.test/page',
      pageTitle: 'Test page',
      pageName: 'Test page',
      path: '/page',
      referrer: undefined,
      pageId: undefined,
      formInstanceId: '0',
      locale: 'en',
      timestamp: STORE_NOW,
      correlationId: 'id-1',
      captchaStatus: 'NOT_APPLICABLE',
      isResubscribe: undefined,
      source: 'forms-embed',
    });
  });

  it('takes the idempotency key from newId', async () => {
    const harness = await filledHarness({}, { newId: () => 'uuid-from-page' });
    await harness.store.getState().submit();
    expect(keysSent(harness)).toEqual(['uuid-from-page']);
    expect(sentParams(harness).hsContext.correlationId).toBe('uuid-from-page');
  });

  it('names the form version the definition was served as in hs_context', async () => {
    const raw = twoPages() as { form: Record<string, unknown> };
    raw.form.metaData = [{ name: 'formVersion', value: '4' }];
    const harness = await loadedHarness(raw);
    harness.store.getState().setValue('firstname', 'Ada');
    harness.store.getState().setValue('company', 'Acme');
    await harness.store.getState().submit();
    expect(sentParams(harness).hsContext.formVersion).toBe('4');
  });

  it('goes attempted -> requested -> response stored', async () => {
    const harness = await filledHarness();
    const answer = deferred<SubmitAnswer>();
    harness.api.submitForm.mockImplementationOnce(() => answer.promise);
    expect(harness.store.getState().submission).toMatchObject({ attempted: false, requested: false, response: null });

    const submitting = harness.store.getState().submit();
    expect(harness.store.getState().submission).toMatchObject({
      attempted: true, requested: true, submitted: false, error: false, response: null,
    });
    await settle();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(harness.store.getState().submission).toMatchObject({ requested: true, response: null, attempts: 1 });
    answer.resolve(submitStored({ inlineMessage: '<p>Thanks!</p>' }));
    await submitting;
    expect(harness.store.getState().submission).toMatchObject({
      attempted: true,
      requested: false,
      submitted: false,
      error: false,
      submissionError: '',
      response: { conversionId: 'conversion-1', formGuid: FORM_GUID, inlineMessage: '<p>Thanks!</p>' },
    });
  });

  it('sends once on a double submit while the first call is open', async () => {
    const harness = await filledHarness();
    const answer = deferred<SubmitAnswer>();
    harness.api.submitForm.mockImplementationOnce(() => answer.promise);
    const first = harness.store.getState().submit();
    const second = harness.store.getState().submit();
    await second;
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(harness.services.beforeSubmit).toHaveBeenCalledTimes(1);
    answer.resolve(submitStored());
    await first;
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more once the submission is stored', async () => {
    const harness = await filledHarness();
    await harness.store.getState().submit();
    await harness.store.getState().submit();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
  });
});

describe('submit: success (spec 4 "Submission", "Redirect")', () => {
  it('notifies submitted with the answer and the values, and clears the draft', async () => {
    const storage = memoryStorage();
    const harness = await filledHarness({}, { storage });
    await advance(harness, 500);
    const key = draftKey(PORTAL_ID, FORM_GUID);
    expect(storage.items.has(key)).toBe(true);

    await harness.store.getState().submit();
    expect(ofType(harness.events, 'submitted')).toEqual([
      { type: 'submitted', response: { conversionId: 'conversion-1', formGuid: FORM_GUID, inlineMessage: '<p>Thanks!</p>' }, values: VALUES },
    ]);
    expect(storage.items.has(key)).toBe(false);
  });

  it(`with an inline message sets submitted only after ${INLINE_MESSAGE_DELAY_MS} ms, and never redirects`, async () => {
    expect(INLINE_MESSAGE_DELAY_MS).toBe(3000);
    const harness = await filledHarness();
    await harness.store.getState().submit();
    expect(harness.store.getState().submission).toMatchObject({ submitted: false, response: { conversionId: 'conversion-1' } });
    harness.scheduler.advance(2999);
    expect(harness.store.getState().submission.submitted).toBe(false);
    harness.scheduler.advance(1);
    expect(harness.store.getState().submission.submitted).toBe(true);
    expect(harness.services.navigate).not.toHaveBeenCalled();
  });

  it("follows the site owner's redirectUrl once and sets submitted at once", async () => {
    const harness = await filledHarness({ redirectUrl: 'https://site.test/thanks' });
    harness.api.submitForm.mockResolvedValueOnce(submitStored());
    await harness.store.getState().submit();
    expect(harness.services.navigate).toHaveBeenCalledTimes(1);
    expect(harness.services.navigate).toHaveBeenCalledWith('https://site.test/thanks');
    expect(harness.store.getState().submission.submitted).toBe(true);
    harness.scheduler.advance(10_000);
    expect(harness.services.navigate).toHaveBeenCalledTimes(1);
  });

  it("follows the answer's redirectUrl, a relative one against the page", async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: '/thanks?from=form' }));
    await harness.store.getState().submit();
    expect(harness.services.navigate).toHaveBeenCalledTimes(1);
    expect(harness.services.navigate).toHaveBeenCalledWith('https://site.test/thanks?from=form');
    expect(harness.store.getState().submission.submitted).toBe(true);
  });

  it('refuses a javascript: redirect with a warning and does not navigate', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: 'javascript:alert(document.cookie)' }));
    await harness.store.getState().submit();
    expect(harness.services.navigate).not.toHaveBeenCalled();
    expect(ofType(harness.events, 'warning').map((event) => event.message).join('\n')).toMatch(/javascript:alert/);
    harness.scheduler.advance(10_000);
    expect(harness.services.navigate).not.toHaveBeenCalled();
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  it('skips the navigation when the disable-redirect flag is set', async () => {
    const harness = await filledHarness({ redirectUrl: 'https://site.test/thanks', disableRedirect: true });
    harness.api.submitForm.mockResolvedValueOnce(submitStored());
    await harness.store.getState().submit();
    expect(harness.store.getState().submission).toMatchObject({ submitted: true, response: { conversionId: 'conversion-1' } });
    harness.scheduler.advance(10_000);
    expect(harness.services.navigate).not.toHaveBeenCalled();
  });

  // Spec 4 "Redirect": "If no inline message is configured, the redirect URL is followed." The
  // store takes `settings.redirectUrl || response.redirectUrl || definition.redirectUrl` without
  // looking at the site owner's inlineMessage, so a host answer carrying a redirectUrl navigates
  // away even though the site owner configured an inline thank-you.
  it("does not follow the answer's redirectUrl when the site owner configured an inline message", async () => {
    const harness = await filledHarness({ inlineMessage: '<p>Thanks from the owner</p>' });
    harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: 'https://site.test/thanks' }));
    await harness.store.getState().submit();
    harness.scheduler.advance(INLINE_MESSAGE_DELAY_MS);
    expect(harness.services.navigate).not.toHaveBeenCalled();
    expect(harness.store.getState().submission.submitted).toBe(true);
  });
});

describe('submit: failures (spec 4 "Error response", 8)', () => {
  it('a 400 with field results puts the server errors on the fields and the code in submissionError, no retry', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(
      submitRefused(400, {
        formSubmissionError: 'MISSING_REQUIRED_FIELDS',
        validationResults: [
          { fieldName: 'company', formSubmissionValidationType: 'REQUIRED_FIELD' },
          { fieldName: 'not_on_this_form', formSubmissionValidationType: 'REQUIRED_FIELD' },
        ],
      }),
    );
    await harness.store.getState().submit();

    const company = fieldStateOf(harness.store, 'company');
    expect(company.errorsBySource.server).toEqual([{ key: 'required' }]);
    expect(company.errors).toEqual([{ key: 'required' }]);
    expect(company.validated).toBe(true);
    expect(company.value).toBe('Acme');
    expect(fieldStateOf(harness.store, 'firstname').errorsBySource.server).toEqual([]);
    expect(harness.store.getState().fields).not.toHaveProperty('not_on_this_form');
    expect(harness.store.getState().submission).toMatchObject({
      requested: false, error: true, submissionError: 'MISSING_REQUIRED_FIELDS', response: null, submitted: false,
    });
    expect(ofType(harness.events, 'formError')).toEqual([{ type: 'formError', name: 'SUBMISSION_FAILURE', code: 'MISSING_REQUIRED_FIELDS' }]);

    await advance(harness, 120_000);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(harness.scheduler.pendingCount()).toBe(0);
  });

  it('a 503 then success retries after the backoff under the same idempotency key and ends stored', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(503));
    await startSubmit(harness);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    // Waiting to send again: the visitor sees the error and that it is being retried.
    expect(harness.store.getState().submission).toMatchObject({ requested: true, error: true, submissionError: 'SERVER_ERROR', attempts: 1 });
    expect(ofType(harness.events, 'formError')).toEqual([]);

    // The first backoff has a 1000 ms ceiling, jittered within [500, 1000].
    await advance(harness, 499);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    await advance(harness, 501);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(2);

    expect(keysSent(harness)).toEqual(['id-1', 'id-1']);
    expect(sentParams(harness, 1)).toEqual(sentParams(harness, 0));
    expect(harness.services.beforeSubmit).toHaveBeenCalledTimes(1);
    expect(harness.store.getState().submission).toMatchObject({
      requested: false, error: false, submissionError: '', response: { conversionId: 'conversion-1' }, attempts: 2,
    });
    expect(ofType(harness.events, 'submitted')).toHaveLength(1);
  });

  it('waits at least half the first backoff ceiling even with the smallest jitter', async () => {
    const harness = await filledHarness({}, { random: () => 0 });
    harness.api.submitForm.mockResolvedValueOnce(submitUnreachable());
    await startSubmit(harness);
    await advance(harness, 499);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    await advance(harness, 1);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(2);
  });

  it('honours Retry-After on a 429 and shows TOO_MANY_REQUESTS meanwhile', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(429, {}, 3000));
    await startSubmit(harness);
    expect(harness.store.getState().submission).toMatchObject({ requested: true, error: true, submissionError: 'TOO_MANY_REQUESTS' });
    await advance(harness, 2999);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    await advance(harness, 1);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(2);
    expect(keysSent(harness)).toEqual(['id-1', 'id-1']);
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  it(`gives up after ${MAX_SUBMIT_ATTEMPTS} sends without an answer: SERVER_ERROR, the values kept`, async () => {
    expect(MAX_SUBMIT_ATTEMPTS).toBe(5);
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValue(submitUnreachable());
    const submitting = harness.store.getState().submit();
    for (let i = 0; i < 10; i += 1) await advance(harness, 30_000);
    await submitting;

    expect(harness.api.submitForm).toHaveBeenCalledTimes(MAX_SUBMIT_ATTEMPTS);
    expect(new Set(keysSent(harness))).toEqual(new Set(['id-1']));
    expect(harness.store.getState().submission).toMatchObject({
      requested: false, error: true, submissionError: 'SERVER_ERROR', response: null, submitted: false, attempts: MAX_SUBMIT_ATTEMPTS,
    });
    expect(ofType(harness.events, 'formError')).toEqual([{ type: 'formError', name: 'SUBMISSION_FAILURE', code: 'SERVER_ERROR' }]);
    expect(fieldStateOf(harness.store, 'firstname').value).toBe(' Ada ');
    expect(fieldStateOf(harness.store, 'company').value).toBe('Acme');
    expect(harness.scheduler.pendingCount()).toBe(0);
  });

  it('waits longer before each retry', async () => {
    const harness = await filledHarness({}, { random: () => 0 });
    harness.api.submitForm.mockResolvedValue(submitUnreachable());
    void harness.store.getState().submit();
    await settle();
    const sendTimes: number[] = [0];
    for (let ms = 0; ms < 60_000 && harness.api.submitForm.mock.calls.length < MAX_SUBMIT_ATTEMPTS; ms += 100) {
      const before = harness.api.submitForm.mock.calls.length;
      await advance(harness, 100);
      if (harness.api.submitForm.mock.calls.length > before) sendTimes.push(harness.scheduler.elapsed());
    }
    const gaps = sendTimes.slice(1).map((time, index) => time - sendTimes[index]!);
    expect(gaps).toEqual([500, 1000, 2000, 4000]);
  });

  it('a value change during the backoff stops the retry and clears the error; the next submit sends the new values under the same key', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(503));
    await startSubmit(harness);
    expect(harness.store.getState().submission).toMatchObject({ requested: true, error: true });

    harness.store.getState().setValue('company', 'Acme Ltd');
    expect(harness.store.getState().submission).toMatchObject({ requested: false, error: false, submissionError: '' });
    await advance(harness, 60_000);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);

    await harness.store.getState().submit();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(2);
    // The first send may have been stored with its answer lost: one key keeps it to one row.
    expect(keysSent(harness)).toEqual(['id-1', 'id-1']);
    expect(sentParams(harness, 1).values).toContainEqual({ name: 'company', value: 'Acme Ltd' });
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  // Spec 4 "Submission": a value change clears a previous submission *error* ("Field changes");
  // it never cancels a call the host may already have stored.
  it("a value change while the call is open does not discard the host's stored answer", async () => {
    const harness = await filledHarness();
    const answer = deferred<SubmitAnswer>();
    harness.api.submitForm.mockImplementationOnce(() => answer.promise);
    await startSubmit(harness);
    harness.store.getState().setValue('company', 'Acme Ltd');
    answer.resolve(submitStored());
    await settle();
    expect(harness.store.getState().submission.response).toMatchObject({ conversionId: 'conversion-1' });
    expect(ofType(harness.events, 'submitted')).toHaveLength(1);
  });

  it('a resubmit after a final failure without changes reuses the same key', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValue(submitUnreachable());
    const submitting = harness.store.getState().submit();
    for (let i = 0; i < 10; i += 1) await advance(harness, 30_000);
    await submitting;
    expect(harness.store.getState().submission).toMatchObject({ requested: false, error: true });

    harness.api.submitForm.mockResolvedValue(submitStored());
    await harness.store.getState().submit();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(MAX_SUBMIT_ATTEMPTS + 1);
    expect(new Set(keysSent(harness))).toEqual(new Set(['id-1']));
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  it('a resubmit after a refused submission without changes reuses the same key', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(400, { formSubmissionError: 'FORM_NOT_PUBLISHED' }));
    await harness.store.getState().submit();
    expect(harness.store.getState().submission).toMatchObject({ error: true, submissionError: 'FORM_NOT_PUBLISHED' });
    await harness.store.getState().submit();
    expect(keysSent(harness)).toEqual(['id-1', 'id-1']);
  });

  it('dispose during a retry wait sends nothing more', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValue(submitUnreachable());
    await startSubmit(harness);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    harness.store.getState().dispose();
    expect(harness.scheduler.pendingCount()).toBe(0);
    await advance(harness, 120_000);
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
  });

  it('aborts an open call on dispose and applies nothing of its answer', async () => {
    const harness = await filledHarness();
    const answer = deferred<SubmitAnswer>();
    harness.api.submitForm.mockImplementationOnce(() => answer.promise);
    const submitting = harness.store.getState().submit();
    await settle();
    const signal = harness.api.submitForm.mock.calls[0]?.[1];
    harness.store.getState().dispose();
    expect(signal?.aborted).toBe(true);
    const after = harness.store.getState();
    answer.resolve(submitStored());
    await submitting;
    expect(harness.store.getState()).toBe(after);
    expect(ofType(harness.events, 'submitted')).toEqual([]);
  });

  it('a server error stays on the field until the visitor changes it', async () => {
    const harness = await filledHarness();
    harness.api.submitForm.mockResolvedValueOnce(
      submitRefused(400, { validationResults: [{ fieldName: 'company', formSubmissionValidationType: 'BLOCKED_EMAIL', domain: 'x.test' }] }),
    );
    await harness.store.getState().submit();
    expect(fieldStateOf(harness.store, 'company').errors).toEqual([{ key: 'manuallyBlockedEmailDomain', params: { domain: 'x.test' } }]);
    harness.store.getState().setValue('company', 'Other');
    expect(fieldStateOf(harness.store, 'company').errorsBySource.server).toEqual([]);
  });
});

describe('submit: the answer types', () => {
  it('stores what the host answered, warnings included', async () => {
    const harness = await filledHarness();
    const answer: SubmitSuccessWire = { conversionId: 'c-9', formGuid: FORM_GUID, formSubmissionWarning: 'PORTAL_MIGRATION' };
    harness.api.submitForm.mockResolvedValueOnce(submitStored(answer));
    await harness.store.getState().submit();
    expect(harness.store.getState().submission.response).toEqual(answer);
  });
});

describe('redirect step: analytics values (spec 4 "Redirect")', () => {
  const ANALYTICS = { __hstc: 'tc.1.2', __hssc: 'sc.3', __hsfp: '42' };
  /** A page on site.test with analytics cookies and a known visitor. */
  const trackedPage = (settings: Partial<FormStoreSettings> = {}) =>
    filledHarness({ hutk: 'cookie-123', hsContext: { ...storeSettings().hsContext, analytics: ANALYTICS }, ...settings });

  it('appends __hstc, __hssc, __hsfp and hutk to a target on another registrable domain when the answer allows sharing', async () => {
    const harness = await trackedPage();
    harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: 'https://thanks.other.test/done?ref=form#top', automaticLinker: true }));
    await harness.store.getState().submit();
    expect(harness.services.navigate).toHaveBeenCalledWith(
      'https://thanks.other.test/done?ref=form&__hstc=tc.1.2&__hssc=sc.3&__hsfp=42&hutk=cookie-123#top',
    );
  });

  it('appends nothing when the answer does not allow sharing (automaticLinker false or absent)', async () => {
    for (const automaticLinker of [false, undefined]) {
      const harness = await trackedPage();
      harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: 'https://thanks.other.test/done', automaticLinker }));
      await harness.store.getState().submit();
      expect(harness.services.navigate).toHaveBeenCalledWith('https://thanks.other.test/done');
    }
  });

  it('appends nothing to a target on the same site, a subdomain included', async () => {
    const harness = await trackedPage();
    harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: 'https://www.site.test/thanks', automaticLinker: true }));
    await harness.store.getState().submit();
    expect(harness.services.navigate).toHaveBeenCalledWith('https://www.site.test/thanks');
  });

  it('leaves hutk out after the cookie reset cleared it', async () => {
    const harness = await trackedPage();
    harness.store.getState().resetVisitor();
    harness.store.getState().setValue('firstname', 'Ada');
    harness.store.getState().setValue('company', 'Acme');
    harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: 'https://thanks.other.test/', automaticLinker: true }));
    await harness.store.getState().submit();
    expect(harness.services.navigate).toHaveBeenCalledWith('https://thanks.other.test/?__hstc=tc.1.2&__hssc=sc.3&__hsfp=42');
  });

  it('with the disable-redirect flag shows the thank-you instead, whatever the target', async () => {
    const harness = await trackedPage({ disableRedirect: true });
    harness.api.submitForm.mockResolvedValueOnce(submitStored({ redirectUrl: 'https://thanks.other.test/', automaticLinker: true }));
    await harness.store.getState().submit();
    expect(harness.store.getState().submission).toMatchObject({ submitted: true, response: { conversionId: 'conversion-1' } });
    harness.scheduler.advance(10_000);
    expect(harness.services.navigate).not.toHaveBeenCalled();
  });
});

describe('submit transport (spec section 4 "Submission": the hidden frame of raw-HTML forms)', () => {
  const RAW_HTML = [{ name: 'renderRawHtml', value: 'true' }];

  /** The two-page form, filled in, with a hidden-frame transport that answers `answers` in turn. */
  async function filledForm(metaData: { name: string; value: string }[], answers: SubmitAnswer[]) {
    const frameSubmitForm = vi.fn<(params: SubmitFormParams) => Promise<SubmitAnswer>>();
    for (const answer of answers) frameSubmitForm.mockResolvedValueOnce(answer);
    const raw = twoPages() as { form: Record<string, unknown> };
    raw.form.metaData = metaData;
    const harness = await loadedHarness(raw, {}, { frameSubmitForm });
    harness.store.getState().setValue('firstname', ' Ada ');
    harness.store.getState().setValue('company', 'Acme');
    return { harness, frameSubmitForm };
  }

  it('posts a raw-HTML form into the hidden frame only, with every page\'s values, and shows its thank-you', async () => {
    const { harness, frameSubmitForm } = await filledForm(RAW_HTML, [submitStored({ conversionId: 'framed-1' })]);
    await harness.store.getState().submit();
    expect(frameSubmitForm).toHaveBeenCalledTimes(1);
    expect(frameSubmitForm.mock.calls[0]?.[0]).toMatchObject({ values: VALUES, idempotencyKey: 'id-1', formGuid: FORM_GUID });
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.store.getState().submission.response).toMatchObject({ conversionId: 'framed-1' });
  });

  it('sends an unanswered hidden-frame post again through the frame, under the same key', async () => {
    const { harness, frameSubmitForm } = await filledForm(RAW_HTML, [submitUnreachable(), submitStored()]);
    await startSubmit(harness);
    expect(harness.store.getState().submission).toMatchObject({ requested: true, error: true, submissionError: 'SERVER_ERROR' });
    await advance(harness, 120_000);
    expect(frameSubmitForm.mock.calls.map(([params]) => params.idempotencyKey)).toEqual(['id-1', 'id-1']);
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.store.getState().submission.response).toMatchObject({ conversionId: 'conversion-1' });
  });

  it('sends every other form by fetch and never through the frame', async () => {
    const { harness, frameSubmitForm } = await filledForm([], []);
    await harness.store.getState().submit();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(frameSubmitForm).not.toHaveBeenCalled();
  });
});
