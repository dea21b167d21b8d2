// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FormStore } from '../../../src/store/create-form-store';
import type { SubmissionState } from '../../../src/store/form-store-state';
import { INITIAL_SUBMISSION } from '../../../src/store/submission-actions';
import { FormMessages } from '../../../src/ui/feedback/FormMessages';
import { okDefinition, settle, submitRefused, textFieldsDefinition } from '../../store/wire-definition';
import { loadedStore, renderApp, renderWithStore, storeAnswering } from '../form-harness';
import { registerSanitizer } from '../register-sanitizer';

beforeAll(registerSanitizer);
afterEach(cleanup);

const INACTIVE = 'This form is no longer active. Please refresh the page and try again.';

/** Spec section 8, "Submission errors": code and English message. */
const SPEC_MESSAGES: [string, string][] = [
  ['SERVER_ERROR', 'Sorry, something went wrong and the form was not submitted. Please try again later.'],
  ['RECAPTCHA_VALIDATION_ERROR', 'Failed to validate Captcha. Please try again.'],
  ['MISSING_REQUIRED_FIELDS', 'Please complete all required fields.'],
  ['OUT_OF_DATE', 'This form is no longer current. Please refresh the page and try again.'],
  ['BLOCKED_EMAIL', 'Please change your email address to continue.'],
  ['SUBMISSION_NOT_ALLOWED', 'This form cannot be submitted. Please contact the site owner.'],
  ['DELETED', INACTIVE],
  ['FORM_NOT_PUBLISHED', INACTIVE],
  ['TOO_MANY_REQUESTS', 'There was an issue submitting your form. Please wait a few seconds and try again.'],
];

async function renderMessages(submission: Partial<SubmissionState> = {}) {
  const store = await loadedStore(textFieldsDefinition(['firstname']));
  const utils = renderWithStore(store, <FormMessages />);
  act(() => store.setState({ submission: { ...INITIAL_SUBMISSION, ...submission } }));
  const list = utils.container.querySelector<HTMLUListElement>('ul.hs-form-messages');
  if (!list) throw new Error('no message list');
  return { store, list, ...utils };
}

const setSubmission = (store: FormStore, submission: Partial<SubmissionState>) =>
  act(() => store.setState({ submission: { ...store.getState().submission, ...submission } }));

describe('FormMessages (spec 2 content order item 5, 8 "Submission errors")', () => {
  it('is an empty, hidden status list without a submission error', async () => {
    const { list } = await renderMessages();
    expect(list.hidden).toBe(true);
    expect(list.getAttribute('role')).toBe('status');
    expect(list.children).toHaveLength(0);
  });

  it.each(SPEC_MESSAGES)('shows %s as its English message', async (code, message) => {
    const { list } = await renderMessages({ error: true, submissionError: code });
    expect(list.hidden).toBe(false);
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.querySelector('li > label.hs-error-msg')?.textContent).toBe(message);
  });

  it('shows TOO_MANY_REQUESTS as the wait-a-few-seconds message', async () => {
    const { list } = await renderMessages({ error: true, submissionError: 'TOO_MANY_REQUESTS' });
    expect(list.textContent).toBe('There was an issue submitting your form. Please wait a few seconds and try again.');
  });

  it('gives FORM_NOT_PUBLISHED and DELETED the same wording', async () => {
    const deleted = (await renderMessages({ error: true, submissionError: 'DELETED' })).list.textContent;
    cleanup();
    const unpublished = (await renderMessages({ error: true, submissionError: 'FORM_NOT_PUBLISHED' })).list.textContent;
    expect(unpublished).toBe(deleted);
    expect(deleted).toBe(INACTIVE);
  });

  it('shows an unknown code as it is', async () => {
    const { list } = await renderMessages({ error: true, submissionError: 'SOME_NEW_HOST_KEY' });
    expect(list.querySelector('label')?.textContent).toBe('SOME_NEW_HOST_KEY');
  });

  it("says 'Trying again…' while a retry is pending, and not once it gave up", async () => {
    const { store, list } = await renderMessages({ requested: true, error: true, submissionError: 'SERVER_ERROR' });
    expect(list.querySelector('.hs-form-retrying')?.textContent?.trim()).toBe('Trying again…');
    expect(list.querySelector('label')?.textContent).toBe(SPEC_MESSAGES[0]![1]);
    setSubmission(store, { requested: false });
    expect(list.querySelector('.hs-form-retrying')).toBeNull();
    expect(list.querySelector('label')?.textContent).toBe(SPEC_MESSAGES[0]![1]);
  });

  it('shows nothing while the first send is under way', async () => {
    const { list } = await renderMessages({ attempted: true, requested: true });
    expect(list.hidden).toBe(true);
    expect(list.textContent).toBe('');
  });

  it('clears when the error is cleared (the visitor changed a value)', async () => {
    const { store, list } = await renderMessages({ error: true, submissionError: 'BLOCKED_EMAIL' });
    act(() => store.getState().setValue('firstname', 'Ada'));
    expect(store.getState().submission.error).toBe(false);
    expect(list.hidden).toBe(true);
    expect(list.textContent).toBe('');
  });
});

describe('FormMessages in the form', () => {
  it('shows the error of a refused submission above the submit area', async () => {
    const harness = storeAnswering(okDefinition(textFieldsDefinition(['firstname'])));
    await harness.load();
    harness.api.submitForm.mockResolvedValueOnce(submitRefused(400, { formSubmissionError: 'SUBMISSION_NOT_ALLOWED' }));
    const { container } = renderApp(harness.store);
    const form = container.querySelector('form')!;
    act(() => harness.store.getState().setValue('firstname', 'Ada'));
    await act(async () => {
      fireEvent.submit(form);
      await settle();
    });
    const list = form.querySelector('ul.hs-form-messages');
    expect(list?.hasAttribute('hidden')).toBe(false);
    expect(list?.textContent).toBe('This form cannot be submitted. Please contact the site owner.');
    expect(list?.nextElementSibling?.className).toContain('hs_submit');
    harness.store.getState().dispose();
  });
});
