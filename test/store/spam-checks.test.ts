import { describe, expect, it, vi } from 'vitest';
import type { SubmitFormParams } from '../../src/api/submit-form';
import type { Attribution } from '../../src/core/attribution/attribution';
import { DEFAULT_MIN_TOKEN_AGE_MS, MAX_TOKEN_AGE_MS, PROOF_OF_WORK_FIELD, SPAM_TOKEN_FIELD, type SpamTokenWire } from '../../src/core/spam/spam-wire';
import { startSpamChecks, type SpamCheckServices } from '../../src/store/spam-checks';
import type { FormStoreDeps } from '../../src/store/form-store-state';
import {
  DEFINITION_REQUEST, definitionOf, deferred, fakeCaptcha, fieldStateOf, loadedHarness, memoryStorage, settle, storeHarness, submitStored, submitUnreachable,
  textFieldsDefinition, type SubmitAnswer,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

const HONEYPOT = 'website_abc123';
const FIRST_TOUCH: Attribution = { utm_source: 'news', landingPage: 'https://shop.test/landing?utm_source=news' };

/**
 * The services of the spam checks, each a spy; the token route answers the tokens given, in turn
 * (a bare token as a host of the default minimum age answers it).
 */
function fakeServices(tokens: (string | SpamTokenWire | undefined)[] = ['token-1'], more: Partial<SpamCheckServices> = {}) {
  let honeypotValue = '';
  const answer = (token: string | SpamTokenWire | undefined) => (typeof token === 'string' ? { token, minAgeMs: DEFAULT_MIN_TOKEN_AGE_MS } : token);
  const services = {
    fetchToken: vi.fn<SpamCheckServices['fetchToken']>(() => Promise.resolve(answer(tokens.shift()))),
    honeypot: vi.fn(() => ({ name: HONEYPOT, value: honeypotValue })),
    attribution: vi.fn(() => FIRST_TOUCH as Attribution | undefined),
    ...more,
  };
  return { services, fillHoneypot: (value: string) => (honeypotValue = value) };
}

async function shownForm(services: SpamCheckServices, raw: unknown = textFieldsDefinition(['firstname']), storage = memoryStorage()) {
  const harness = await loadedHarness(raw, {}, { formShown: (ctx) => startSpamChecks(ctx, services), storage });
  await settle();
  return harness;
}

const sent = (calls: readonly (readonly [SubmitFormParams, ...unknown[]])[], index = 0) => calls[index]![0];
const part = (params: SubmitFormParams, name: string) => params.values.find((value) => value.name === name)?.value;

describe('spam checks: the time token', () => {
  it('is fetched when the form shows and kept in the store with its minimum age and the time it arrived', async () => {
    const { services } = fakeServices();
    const harness = await shownForm(services);
    expect(services.fetchToken).toHaveBeenCalledTimes(1);
    expect(harness.store.getState().spam?.token).toEqual({ token: 'token-1', minAgeMs: DEFAULT_MIN_TOKEN_AGE_MS, receivedAt: expect.any(Number) as number });
  });

  it('a submit at once waits, busy, until the token is old enough (2 s from a host that names no other age), then sends it with the honeypot and the first touch', async () => {
    const { services } = fakeServices();
    const harness = await shownForm(services);
    harness.store.getState().setValue('firstname', 'Ada');
    const submitting = harness.store.getState().submit();
    await settle();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.store.getState().submission.requested).toBe(true);

    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS - 1);
    await settle();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    harness.scheduler.advance(1);
    await submitting;
    const params = sent(harness.api.submitForm.mock.calls);
    expect(part(params, SPAM_TOKEN_FIELD)).toBe('token-1');
    expect(part(params, HONEYPOT)).toBe('');
    expect(part(params, 'firstname')).toBe('Ada');
    expect(params.hsContext.attribution).toEqual(FIRST_TOUCH);
    // The site owner's callbacks see the form's values only.
    expect(harness.services.beforeSubmit.mock.calls[0]?.[0]).toEqual([{ name: 'firstname', value: 'Ada' }]);
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  it('a submit at once waits for the age its host announced with the token: 300 ms, not 2 s', async () => {
    const { services } = fakeServices([{ token: 'token-short', minAgeMs: 300 }]);
    const harness = await shownForm(services);
    const submitting = harness.store.getState().submit();
    await settle();
    harness.scheduler.advance(299);
    await settle();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    harness.scheduler.advance(1);
    await settle();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(part(sent(harness.api.submitForm.mock.calls), SPAM_TOKEN_FIELD)).toBe('token-short');
    await submitting;
  });

  it('a token from a host with no minimum age is sent at once', async () => {
    const { services } = fakeServices([{ token: 'token-any-age', minAgeMs: 0 }]);
    const harness = await shownForm(services);
    await harness.store.getState().submit();
    expect(part(sent(harness.api.submitForm.mock.calls), SPAM_TOKEN_FIELD)).toBe('token-any-age');
  });

  it('a restored draft submitted at once waits instead of being refused', async () => {
    const storage = memoryStorage();
    const first = await shownForm(fakeServices().services, undefined, storage);
    first.store.getState().setValue('firstname', 'Ada');
    first.scheduler.advance(1000);
    // The tab reloads: the draft comes back in a new store, whose token has just arrived.
    const { services } = fakeServices(['token-2']);
    const again = await shownForm(services, undefined, storage);
    expect(fieldStateOf(again.store, 'firstname').value).toBe('Ada');
    const submitting = again.store.getState().submit();
    await settle();
    expect(again.api.submitForm).not.toHaveBeenCalled();
    again.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await submitting;
    expect(part(sent(again.api.submitForm.mock.calls), SPAM_TOKEN_FIELD)).toBe('token-2');
  });

  it('a value changed while the submit waits for the token sends nothing of the old values; the next submit sends the new ones', async () => {
    const { services } = fakeServices();
    const harness = await shownForm(services);
    harness.store.getState().setValue('firstname', 'Ada');
    void harness.store.getState().submit();
    await settle();
    harness.store.getState().setValue('firstname', 'Grace');
    expect(harness.store.getState().submission.requested).toBe(false);
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await settle();
    expect(harness.api.submitForm).not.toHaveBeenCalled();

    await harness.store.getState().submit();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(part(sent(harness.api.submitForm.mock.calls), 'firstname')).toBe('Grace');
  });

  it('a form with a captcha runs it once the token is old enough, so its short-lived token is fresh when sent', async () => {
    const { services } = fakeServices();
    const captcha = fakeCaptcha();
    const raw = textFieldsDefinition(['firstname'], { form: { captchaEnabled: true } });
    const harness = await loadedHarness(raw, {}, { formShown: (ctx) => startSpamChecks(ctx, services), captcha: () => captcha });
    await settle();
    const submitting = harness.store.getState().submit();
    await settle();
    expect(captcha.execute).not.toHaveBeenCalled();
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await submitting;
    expect(captcha.execute).toHaveBeenCalledTimes(1);
    const params = sent(harness.api.submitForm.mock.calls);
    expect(params.captchaToken).toBe('captcha-token-1');
    expect(part(params, SPAM_TOKEN_FIELD)).toBe('token-1');
  });

  it('a token already old enough is sent without waiting', async () => {
    const { services } = fakeServices();
    const harness = await shownForm(services);
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await harness.store.getState().submit();
    expect(part(sent(harness.api.submitForm.mock.calls), SPAM_TOKEN_FIELD)).toBe('token-1');
  });

  it('when the first fetch failed, fetches it again once at submit and waits for its age', async () => {
    const { services } = fakeServices([undefined, 'token-late']);
    const harness = await shownForm(services);
    harness.scheduler.advance(10_000);
    const submitting = harness.store.getState().submit();
    await settle();
    expect(services.fetchToken).toHaveBeenCalledTimes(2);
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await submitting;
    expect(part(sent(harness.api.submitForm.mock.calls), SPAM_TOKEN_FIELD)).toBe('token-late');
  });

  it('when no token can be had, sends without one (the host keeps the lead as spam) rather than not at all', async () => {
    const { services } = fakeServices([undefined, undefined]);
    const harness = await shownForm(services);
    await harness.store.getState().submit();
    expect(services.fetchToken).toHaveBeenCalledTimes(2);
    const params = sent(harness.api.submitForm.mock.calls);
    expect(part(params, SPAM_TOKEN_FIELD)).toBeUndefined();
    expect(part(params, HONEYPOT)).toBe('');
  });

  it('fetches a new one for a token close to its end of life', async () => {
    const { services } = fakeServices(['token-old', 'token-new']);
    const harness = await shownForm(services);
    harness.scheduler.advance(MAX_TOKEN_AGE_MS);
    const submitting = harness.store.getState().submit();
    await settle();
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await submitting;
    expect(part(sent(harness.api.submitForm.mock.calls), SPAM_TOKEN_FIELD)).toBe('token-new');
  });

  it('every retry of a submission sends the same token', async () => {
    const { services } = fakeServices();
    const harness = await shownForm(services);
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    harness.api.submitForm.mockResolvedValueOnce(submitUnreachable()).mockResolvedValue(submitStored());
    const submitting = harness.store.getState().submit();
    await settle();
    harness.scheduler.advance(60_000);
    await submitting;
    await settle();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(2);
    expect(part(sent(harness.api.submitForm.mock.calls, 1), SPAM_TOKEN_FIELD)).toBe('token-1');
    expect(services.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('the hidden-frame post carries the token and the honeypot as parts of the submission too', async () => {
    const { services } = fakeServices();
    const frameSubmitForm = vi.fn<(params: SubmitFormParams) => Promise<SubmitAnswer>>(() => Promise.resolve(submitStored()));
    const raw = textFieldsDefinition(['firstname'], { metaData: [{ name: 'renderRawHtml', value: 'true' }] });
    const harness = await loadedHarness(raw, {}, { formShown: (ctx) => startSpamChecks(ctx, services), frameSubmitForm });
    await settle();
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await harness.store.getState().submit();
    const params = sent(frameSubmitForm.mock.calls);
    expect(part(params, SPAM_TOKEN_FIELD)).toBe('token-1');
    expect(part(params, HONEYPOT)).toBe('');
  });
});

describe('spam checks: the honeypot', () => {
  it("is read at the moment of the submit: a value a script set without events goes out", async () => {
    const { services, fillHoneypot } = fakeServices();
    const harness = await shownForm(services);
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    fillHoneypot('https://spam.test');
    await harness.store.getState().submit();
    expect(part(sent(harness.api.submitForm.mock.calls), HONEYPOT)).toBe('https://spam.test');
  });
});

describe('spam checks: proof of work', () => {
  it('solves while the form shows; a submit waits for the solution and sends it', async () => {
    const solution = deferred<string | undefined>();
    const solveProofOfWork = vi.fn(() => solution.promise);
    const { services } = fakeServices(['token-1'], { solveProofOfWork });
    const harness = await shownForm(services);
    expect(harness.store.getState().spam?.proofOfWork).toBe('solving');
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    const submitting = harness.store.getState().submit();
    await settle();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    solution.resolve('payload-1');
    await submitting;
    expect(harness.store.getState().spam?.proofOfWork).toBe('solved');
    expect(part(sent(harness.api.submitForm.mock.calls), PROOF_OF_WORK_FIELD)).toBe('payload-1');
    expect(solveProofOfWork).toHaveBeenCalledTimes(1);
  });

  it('one that could not be solved is solved again at submit', async () => {
    const solveProofOfWork = vi.fn<NonNullable<SpamCheckServices['solveProofOfWork']>>()
      .mockRejectedValueOnce(new Error('embed-proof-of-work.js could not be loaded'))
      .mockResolvedValue('payload-2');
    const { services } = fakeServices(['token-1'], { solveProofOfWork });
    const harness = await shownForm(services);
    expect(harness.store.getState().spam?.proofOfWork).toBe('failed');
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await harness.store.getState().submit();
    expect(solveProofOfWork).toHaveBeenCalledTimes(2);
    expect(part(sent(harness.api.submitForm.mock.calls), PROOF_OF_WORK_FIELD)).toBe('payload-2');
  });

  it('a form that asks for none has no state and sends no part', async () => {
    const { services } = fakeServices();
    const harness = await shownForm(services);
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await harness.store.getState().submit();
    expect(harness.store.getState().spam?.proofOfWork).toBeUndefined();
    expect(part(sent(harness.api.submitForm.mock.calls), PROOF_OF_WORK_FIELD)).toBeUndefined();
  });
});

describe('spam checks: attribution', () => {
  it('sends no attribution when the form records none', async () => {
    const { services } = fakeServices(['token-1'], { attribution: vi.fn(() => undefined) });
    const harness = await shownForm(services);
    harness.scheduler.advance(DEFAULT_MIN_TOKEN_AGE_MS);
    await harness.store.getState().submit();
    // Left out of the JSON sent (an undefined member), and the site owner's extra metadata cannot fill it.
    expect(sent(harness.api.submitForm.mock.calls).hsContext.attribution).toBeUndefined();
  });
});

describe('spam checks: nothing rejects unheard', () => {
  it('a token service that throws counts as no token', async () => {
    const { services } = fakeServices([], { fetchToken: vi.fn(() => Promise.reject(new URIError('URI malformed'))) });
    const harness = await shownForm(services);
    await harness.store.getState().submit();
    expect(part(sent(harness.api.submitForm.mock.calls), SPAM_TOKEN_FIELD)).toBeUndefined();
    expect(harness.store.getState().submission.response).not.toBeNull();
  });
});

describe('the store starts the checks when a form shows', () => {
  it('calls formShown once the definition loaded, with the form it shows; never after a load error', async () => {
    const formShown = vi.fn<FormStoreDeps['formShown']>();
    const harness = await loadedHarness(textFieldsDefinition(['firstname']), {}, { formShown });
    expect(formShown).toHaveBeenCalledTimes(1);
    expect(formShown.mock.calls[0]![0].definition()).toBe(definitionOf(harness.store));

    const failedShown = vi.fn<FormStoreDeps['formShown']>();
    const broken = storeHarness({ form: 'not a form' }, {}, { formShown: failedShown });
    await broken.store.getState().loadDefinition(DEFINITION_REQUEST);
    expect(broken.store.getState().load.status).toBe('error');
    expect(failedShown).not.toHaveBeenCalled();
  });
});
