import { describe, expect, it, vi } from 'vitest';
import type { SubmitFormParams } from '../../src/api/submit-form';
import { err } from '../../src/core/result';
import type { FormEvent } from '../../src/store/form-events';
import {
  fieldStateOf, loadedHarness, settle, submitStored, wireField, wirePages, type SubmitAnswer,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

/** Page 1: a file field; page 2: firstname (the submit is on page 2). */
const fileOnFirstPage = (metaData: { name: string; value: string }[] = []) => {
  const raw = wirePages([
    [wireField({ name: 'resume', label: 'Résumé', fieldType: 'file' })],
    [wireField({ name: 'firstname', label: 'First name' })],
  ]) as { form: Record<string, unknown> };
  raw.form.metaData = metaData;
  return raw;
};

const formErrors = (events: readonly FormEvent[]) => events.filter((event) => event.type === 'formError');

describe('sendSubmission: chosen files', () => {
  it('sends a chosen file as a file part of its field', async () => {
    const harness = await loadedHarness(fileOnFirstPage());
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    harness.store.getState().setValue('resume', [cv]);
    harness.store.getState().setValue('firstname', 'Ada');
    await harness.store.getState().submit();
    expect(harness.api.submitForm).toHaveBeenCalledTimes(1);
    expect(harness.api.submitForm.mock.calls[0]?.[0].files).toEqual([{ name: 'resume', file: cv }]);
    expect(harness.store.getState().submission.response).toMatchObject({ conversionId: 'conversion-1' });
  });

  it('sends nothing when a file field holds something that is not a file: the field and the summary say so', async () => {
    const harness = await loadedHarness(fileOnFirstPage());
    // Shaped like a file, but not one the browser can send: it must never go out without its bytes.
    harness.store.getState().setValue('resume', [{ name: 'cv.pdf', size: 8, type: 'application/pdf' }]);
    harness.store.getState().setValue('firstname', 'Ada');
    await harness.store.getState().goToPage(2);
    await harness.store.getState().submit();

    expect(harness.api.submitForm).not.toHaveBeenCalled();
    expect(harness.services.beforeSubmit).not.toHaveBeenCalled();
    const resume = fieldStateOf(harness.store, 'resume');
    expect(resume.errors).toEqual([{ key: 'fileNotAttached' }]);
    expect(resume.validated).toBe(true);
    // The visitor is on page 2: the summary names the field on page 1.
    expect(harness.store.getState().errorSummary?.problems).toEqual([
      { fieldId: 'resume', page: 1, message: { key: 'fileNotAttached' }, missing: false },
    ]);
    expect(harness.store.getState().submission).toMatchObject({ requested: false, error: true, response: null });
    expect(formErrors(harness.events)).toEqual([{ type: 'formError', name: 'SUBMISSION_FAILURE', code: '' }]);
  });

  it('choosing the file again clears the error, and the next submit sends it', async () => {
    const harness = await loadedHarness(fileOnFirstPage());
    harness.store.getState().setValue('resume', [{ name: 'cv.pdf', size: 8 }]);
    await harness.store.getState().submit();
    expect(harness.api.submitForm).not.toHaveBeenCalled();

    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    harness.store.getState().setValue('resume', [cv]);
    expect(fieldStateOf(harness.store, 'resume').errors).toEqual([]);
    await harness.store.getState().submit();
    expect(harness.api.submitForm.mock.calls[0]?.[0].files).toEqual([{ name: 'resume', file: cv }]);
  });

  it('a transport that cannot attach a file is not retried: the field says so', async () => {
    const frameSubmitForm = vi.fn<(params: SubmitFormParams) => Promise<SubmitAnswer>>();
    frameSubmitForm.mockResolvedValueOnce(err({ kind: 'unsendable', fieldNames: ['resume'] }));
    frameSubmitForm.mockResolvedValue(submitStored());
    const harness = await loadedHarness(fileOnFirstPage([{ name: 'renderRawHtml', value: 'true' }]), {}, { frameSubmitForm });
    harness.store.getState().setValue('resume', [new File(['x'], 'x.txt')]);
    await harness.store.getState().submit();
    harness.scheduler.advance(120_000);
    await settle();

    expect(frameSubmitForm).toHaveBeenCalledTimes(1);
    expect(fieldStateOf(harness.store, 'resume').errors).toEqual([{ key: 'fileNotAttached' }]);
    expect(harness.store.getState().errorSummary?.problems.map((problem) => problem.fieldId)).toEqual(['resume']);
    expect(harness.store.getState().submission).toMatchObject({ requested: false, error: true, response: null });
  });
});
