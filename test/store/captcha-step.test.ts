import { describe, expect, it, vi } from 'vitest';
import { err } from '../../src/core/result';
import type { FormEvent } from '../../src/store/form-events';
import {
  fakeCaptcha,
  fieldStateOf,
  loadedHarness,
  settle,
  submitRefused,
  submitStored,
  wireField,
  wirePages,
  type FakeCaptcha,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

/** A one-field form with the captcha on (spec 3 `captchaEnabled`). */
const captchaForm = (captchaEnabled = true) =>
  wirePages([[wireField({ name: 'email', label: 'Email', required: true })]], { form: { captchaEnabled } });

async function filled(captcha: FakeCaptcha = fakeCaptcha(), captchaEnabled = true) {
  const harness = await loadedHarness(captchaForm(captchaEnabled), {}, { captcha: () => captcha });
  harness.store.getState().setValue('email', 'ada@example.com');
  return { harness, captcha };
}

const formErrors = (events: readonly FormEvent[]) => events.filter((event) => event.type === 'formError');

describe('submit with a captcha (spec 4 "Submission", "Captcha")', () => {
  it('runs the captcha first, then the pre-submit callbacks, then sends its token as g-recaptcha-response', async () => {
    const { harness, captcha } = await filled();
    await harness.store.getState().submit();
    expect(captcha.execute).toHaveBeenCalledTimes(1);
    expect(captcha.execute.mock.invocationCallOrder[0]!).toBeLessThan(harness.services.beforeSubmit.mock.invocationCallOrder[0]!);
    const [params] = harness.api.submitForm.mock.calls[0]!;
    expect(params.captchaToken).toBe('captcha-token-1');
    expect(params.hsContext.captchaStatus).toBe('PASSED');
    expect(harness.store.getState().captcha).toMatchObject({ enabled: true, status: 'PASSED', token: 'captcha-token-1', widgetId: 0 });
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  it('is executing while the provider works, and nothing is sent before it answers', async () => {
    let answer!: (token: string) => void;
    const captcha = fakeCaptcha();
    captcha.execute.mockImplementationOnce(() => new Promise((resolve) => (answer = (token) => resolve({ ok: true, value: { token, widgetId: 0 } }))));
    const { harness } = await filled(captcha);
    const submitting = harness.store.getState().submit();
    await settle();
    expect(harness.store.getState().captcha?.status).toBe('EXECUTING');
    expect(harness.store.getState().submission.requested).toBe(true);
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    answer('late-token');
    await submitting;
    expect(harness.api.submitForm.mock.calls[0]![0].captchaToken).toBe('late-token');
  });

  it('a failed captcha sends nothing, shows RECAPTCHA_VALIDATION_ERROR, fires the form error events and keeps the values; the next submit retries', async () => {
    const captcha = fakeCaptcha();
    captcha.execute.mockResolvedValueOnce(err('the captcha script did not load within 15000 ms'));
    const { harness } = await filled(captcha);
    await harness.store.getState().submit();
    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.services.beforeSubmit).not.toHaveBeenCalled();
    expect(harness.store.getState().submission).toMatchObject({ requested: false, error: true, submissionError: 'RECAPTCHA_VALIDATION_ERROR', response: null });
    expect(harness.store.getState().captcha).toMatchObject({ status: 'ERROR', token: '', message: 'the captcha script did not load within 15000 ms' });
    expect(formErrors(harness.events)).toEqual([
      { type: 'formError', name: 'SUBMISSION_FAILURE', code: 'RECAPTCHA_VALIDATION_ERROR' },
      { type: 'formError', name: 'RECAPTCHA_VALIDATION_ERROR', code: 'RECAPTCHA_VALIDATION_ERROR' },
    ]);
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(fieldStateOf(harness.store, 'email').value).toBe('ada@example.com');

    await harness.store.getState().submit();
    expect(captcha.execute).toHaveBeenCalledTimes(2);
    expect(harness.api.submitForm.mock.calls[0]![0].captchaToken).toBe('captcha-token-1');
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  it("the host's RECAPTCHA_VALIDATION_ERROR shows that message (not OUT_OF_DATE), fires the second event and resets the captcha for a new token", async () => {
    const { harness, captcha } = await filled();
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(400, { formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' }));
    await harness.store.getState().submit();
    expect(harness.store.getState().submission).toMatchObject({ error: true, submissionError: 'RECAPTCHA_VALIDATION_ERROR', requested: false });
    expect(formErrors(harness.events)).toEqual([
      { type: 'formError', name: 'SUBMISSION_FAILURE', code: 'RECAPTCHA_VALIDATION_ERROR' },
      { type: 'formError', name: 'RECAPTCHA_VALIDATION_ERROR', code: 'RECAPTCHA_VALIDATION_ERROR' },
    ]);
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(harness.store.getState().captcha).toMatchObject({ status: 'READY', token: '' });

    await harness.store.getState().submit();
    expect(captcha.execute).toHaveBeenCalledTimes(2);
    expect(harness.api.submitForm.mock.calls.map(([params]) => params.captchaToken)).toEqual(['captcha-token-1', 'captcha-token-2']);
  });

  it('retries of one submit reuse its token: one execute for a 503 then a stored answer', async () => {
    const { harness, captcha } = await filled();
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(503)).mockResolvedValueOnce(submitStored());
    void harness.store.getState().submit();
    await settle();
    harness.scheduler.advance(60_000);
    await settle();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(2);
    expect(captcha.execute).toHaveBeenCalledTimes(1);
    expect(harness.api.submitForm.mock.calls.map(([params]) => params.captchaToken)).toEqual(['captcha-token-1', 'captcha-token-1']);
    expect(harness.store.getState().submission.response).not.toBeNull();
  });

  it('a form without captcha never runs it and says NOT_APPLICABLE', async () => {
    const { harness, captcha } = await filled(fakeCaptcha(), false);
    await harness.store.getState().submit();
    expect(captcha.execute).not.toHaveBeenCalled();
    const [params] = harness.api.submitForm.mock.calls[0]!;
    expect(params.captchaToken).toBeUndefined();
    expect(params.hsContext.captchaStatus).toBe('NOT_APPLICABLE');
    expect(harness.store.getState().captcha).toBeUndefined();
  });
});
