import { submittedText } from '../core/submission/submission-values';
import { isPrefillable } from '../core/initial-values';
import { setEntry } from '../core/definition/wire-reader';
import { drafts, draftKey } from './drafts';
import type { FormStoreState, StoreContext, SubmissionState } from './form-store-state';
import { keyedTimers } from './scheduler';
import type { SubmitChecked } from './submit-checked';

/** Spec section 9: an inline message shows this long before `submitted` (and the redirect step). */
export const INLINE_MESSAGE_DELAY_MS = 3000;
/** A draft is written this long after the visitor's last change. */
export const DRAFT_SAVE_DELAY_MS = 500;

export const INITIAL_SUBMISSION: SubmissionState = {
  attempted: false,
  requested: false,
  submitted: false,
  error: false,
  submissionError: '',
  response: null,
  attempts: 0,
};

export interface SubmissionHooks {
  /** After any value change: ends a pending retry (the values changed) and saves the draft soon. */
  valueChanged(): void;
  /** The visitor's draft, read once when the definition arrives. */
  readDraft(portalId: number, formGuid: string): Record<string, string> | undefined;
  dispose(): void;
}

/**
 * Submitting (spec section 4 "Submission", "Redirect", "Error response"): checks, the submit call
 * with retries under one idempotency key, the outcome, the redirect, and the draft that keeps a
 * visitor's values until the host confirmed them.
 */
export function submissionActions(ctx: StoreContext): Pick<FormStoreState, 'submit'> & SubmissionHooks {
  const { set, get, deps } = ctx;
  const timers = keyedTimers(deps.scheduler);
  /** Bumped by a value change: a retry loop of older values stops (an open call still lands). */
  let generation = 0;
  /** Bumped by a cookie reset or an unmount: nothing of an older send applies any more. */
  let life = 0;
  /** A retry is waiting for its backoff (rather than a call being open). */
  let waiting = false;
  /**
   * One key per submission of the visitor, kept across retries, value changes and resubmits
   * until the host stored it (or the form is reset or unmounted): a send whose answer was lost
   * may have been stored, so sending again under a new key could store it twice.
   */
  let idempotencyKey = '';
  let draftStore: ReturnType<typeof drafts> | undefined;
  /** Fields whose value came back from a draft: they stay in it though not changed on this page. */
  let restored = new Set<string>();

  const patch = (change: Partial<SubmissionState>) => set({ submission: { ...get().submission, ...change } });

  const saveDraft = () => {
    if (!draftStore) return;
    const { targets, fields } = get();
    const values: Record<string, string> = {};
    for (const { field } of targets) {
      const state = fields[field.id];
      if (state && (state.inputState.changed || restored.has(field.id)) && isPrefillable(field)) {
        setEntry(values, field.id, submittedText(state.value));
      }
    }
    draftStore.write(values);
  };

  return {
    async submit() {
      const definition = ctx.definition();
      const current = get().submission;
      // A double click, or a submit while one is under way or done, sends nothing more.
      if (!definition || current.requested || current.response) return;
      if (deps.settings.inCmsEditor) {
        deps.notify({ type: 'warning', message: 'submitting is turned off inside the editor' });
        return;
      }
      if (deps.settings.inlineMessage && deps.settings.redirectUrl) {
        deps.notify({ type: 'warning', message: 'configuration error: inlineMessage and redirectUrl are both set, so the form cannot be submitted' });
        patch({ attempted: true, error: true, submissionError: 'SUBMISSION_NOT_ALLOWED' });
        return;
      }
      patch({ attempted: true });
      if (!get().validateForSubmit()) {
        deps.notify({ type: 'formError', name: 'SUBMIT_ATTEMPT_WITH_VALIDATION_ERRORS' });
        return;
      }
      if (deps.settings.isTestPage) {
        // The test-only flag: show the thank-you, send and report nothing.
        patch({ response: { conversionId: '', formGuid: definition.guid }, submitted: true });
        return;
      }
      // Keep what is about to be sent until the host confirms it: a reload or a closed tab loses nothing.
      timers.cancel('draft');
      saveDraft();
      idempotencyKey ||= deps.newId();
      const mine = generation;
      const myLife = life;
      patch({ requested: true, error: false, submissionError: '', attempts: 0 });
      let submit: SubmitChecked;
      try {
        submit = await deps.loadSubmitter();
      } catch {
        // The file that sends could not be loaded: like a host that did not answer.
        if (myLife !== life) return;
        patch({ requested: false, error: true, submissionError: 'SERVER_ERROR' });
        deps.notify({ type: 'formError', name: 'SUBMISSION_FAILURE', code: 'SERVER_ERROR' });
        return;
      }
      await submit(ctx, {
        definition,
        idempotencyKey,
        isCurrent: () => myLife === life,
        mayRetry: () => mine === generation,
        wait: (ms) =>
          new Promise<void>((resolve) => {
            waiting = true;
            timers.schedule('retry', ms, () => {
              waiting = false;
              resolve();
            });
          }),
        stored: () => {
          draftStore?.clear();
          idempotencyKey = '';
        },
        submittedLater: () => timers.schedule('submitted', INLINE_MESSAGE_DELAY_MS, () => patch({ submitted: true })),
      });
    },

    valueChanged() {
      const submission = get().submission;
      if (submission.response) return;
      // A change clears the submission error and ends a retry waiting with the old values; a
      // call already open still lands (its answer may be a stored submission).
      if (submission.requested || submission.error) {
        generation += 1;
        const wasWaiting = waiting;
        if (wasWaiting) {
          waiting = false;
          timers.cancel('retry');
        }
        // A call still open stays requested until it lands.
        patch({ requested: submission.requested && !wasWaiting, error: false, submissionError: '' });
      }
      timers.schedule('draft', DRAFT_SAVE_DELAY_MS, saveDraft);
    },

    readDraft(portalId, formGuid) {
      draftStore = drafts(deps.storage, draftKey(portalId, formGuid));
      const draft = draftStore.read();
      restored = new Set(Object.keys(draft ?? {}));
      return draft;
    },

    dispose() {
      generation += 1;
      life += 1;
      waiting = false;
      idempotencyKey = '';
      timers.cancelAll();
    },
  };
}
