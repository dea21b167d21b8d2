import { draftValues } from '../core/submission/draft-values';
import { drafts, draftKey, type Draft } from '../core/submission/drafts';
import type { FormStoreState, StoreContext, SubmissionState } from './form-store-state';
import { keyedTimers } from './scheduler';
import { submitChecked } from './submit-checked';

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
  /** The visitor's draft values, read once when the definition arrives; its idempotency key comes back too. */
  readDraft(portalId: number, formGuid: string): Record<string, string> | undefined;
  /** A cookie reset or an unmount: nothing of an older send applies, and the draft and its key are gone. */
  dispose(): void;
}

/**
 * Submitting (spec section 4 "Submission", "Redirect", "Error response"): checks, the submit call
 * with retries under one idempotency key, the outcome, the redirect, and the draft that keeps a
 * visitor's values until the host confirmed them.
 */
export function submissionActions(ctx: StoreContext): Pick<FormStoreState, 'submit' | 'saveDraftNow'> & SubmissionHooks {
  const { set, get, deps } = ctx;
  const timers = keyedTimers(deps.scheduler);
  /** Bumped by a value change: a retry loop of older values stops (an open call still lands). */
  let generation = 0;
  /** Bumped by a cookie reset or an unmount: nothing of an older send applies any more. */
  let life = 0;
  /** A retry is waiting for its backoff (rather than a call being open). */
  let waiting = false;
  /**
   * One key per submission of the visitor, kept across retries, value changes, resubmits and
   * (in the draft) reloads of the tab until the host stored it (or the form is reset or
   * unmounted): a send whose answer was lost may have been stored, so sending again under a
   * new key could store it twice.
   */
  let idempotencyKey = '';
  let draftStore: ReturnType<typeof drafts> | undefined;
  /** Fields whose value came back from a draft: they stay in it though not changed on this page. */
  let restored = new Set<string>();

  const patch = (change: Partial<SubmissionState>) => set({ submission: { ...get().submission, ...change } });

  const saveDraft = () => {
    if (!draftStore) return;
    draftStore.write({ values: draftValues(get(), restored), idempotencyKey: idempotencyKey || undefined });
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
      // Keep what is about to be sent, and its key, before it goes out: a reload of the tab loses
      // neither, and a resubmit after a lost answer goes under the same key.
      timers.cancel('draft');
      idempotencyKey ||= deps.newId();
      saveDraft();
      const mine = generation;
      const myLife = life;
      patch({ requested: true, error: false, submissionError: '', attempts: 0 });
      await submitChecked(ctx, {
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
          // A change typed while the call was open must not bring the draft back.
          timers.cancel('draft');
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

    saveDraftNow() {
      timers.runNow('draft');
    },

    readDraft(portalId, formGuid) {
      draftStore = drafts(deps.storage, draftKey(portalId, formGuid), deps.leftoverDraftStorage);
      const { values, idempotencyKey: sentBefore } = draftStore.read() ?? ({} as Partial<Draft>);
      restored = new Set(Object.keys(values ?? {}));
      // A submission sent before a reload may have been stored: a resubmit goes under its key.
      idempotencyKey = sentBefore || idempotencyKey;
      return values;
    },

    dispose() {
      generation += 1;
      life += 1;
      waiting = false;
      idempotencyKey = '';
      timers.cancelAll();
      // The next visitor of this computer, or the next form in this place, starts blank.
      draftStore?.clear();
      restored = new Set();
    },
  };
}
