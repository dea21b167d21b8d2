import { describe, expect, it, vi } from 'vitest';
import { emailCheckActions, EMAIL_CHECK_DEBOUNCE_MS } from '../../src/store/email-check-actions';
import type { FormStoreDeps } from '../../src/store/form-store-state';
import { submitChecked } from '../../src/store/submit-checked';
import { deferred, fieldStateOf, loadedHarness, settle, wireDefinition, wireEmailField, wireGroup } from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

const emailForm = () => wireDefinition({ groups: [wireGroup([wireEmailField({}, { required: true })])] });

describe('lazyEmailChecks', () => {
  it('checks an address typed before the calls part arrived once it does', async () => {
    let arrived = false;
    const calls = deferred<typeof submitChecked>();
    const harness = await loadedHarness(emailForm(), {}, {
      emailCheckActions: () => (arrived ? emailCheckActions : undefined),
      loadSubmitter: vi.fn<FormStoreDeps['loadSubmitter']>(() => calls.promise),
    });
    harness.store.getState().setValue('email', 'ada@example.com');
    harness.scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    await settle();
    expect(harness.api.checkEmail).not.toHaveBeenCalled();
    expect(fieldStateOf(harness.store, 'email').value).toBe('ada@example.com');

    arrived = true;
    calls.resolve(submitChecked);
    await settle();
    expect(fieldStateOf(harness.store, 'email').checking).toBe(true);
    harness.scheduler.advance(EMAIL_CHECK_DEBOUNCE_MS);
    await settle();
    expect(harness.api.checkEmail).toHaveBeenCalledTimes(1);
    expect(harness.api.checkEmail.mock.calls[0]?.[0]).toMatchObject({ email: 'ada@example.com' });
  });

  it('leaves other fields alone and never asks for the file for them', async () => {
    const loadSubmitter = vi.fn<FormStoreDeps['loadSubmitter']>(() => Promise.resolve(submitChecked));
    const harness = await loadedHarness(
      wireDefinition({ groups: [wireGroup([wireEmailField({}, { name: 'work_email', fieldType: 'text' })])] }),
      {},
      { emailCheckActions: () => undefined, loadSubmitter },
    );
    harness.store.getState().setValue('work_email', 'not an email field');
    await settle();
    expect(loadSubmitter).not.toHaveBeenCalled();
  });
});
