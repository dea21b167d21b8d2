import { withErrorsFrom, type FieldMessage } from '../core/field-state';
import { ownValue, setEntry } from '../core/definition/wire-reader';
import { withAnalyticsValues } from '../core/submission/redirect-analytics';
import { safeRedirectUrl } from '../core/submission/redirect-url';
import { usesHiddenFrame } from '../core/submission/submit-transport';
import { findProblems } from '../core/validation/page-checks';
import type { FormDefinition } from '../core/form-definition';
import type { FieldStates } from './field-states';
import type { FormStoreState, StoreContext, SubmissionState } from './form-store-state';
import { sendSubmission } from './send-submission';
import { spamChecksOf } from './spam-checks';

/** What the submission slice keeps across sends and hands to one send of checked values. */
export interface SubmitSession {
  definition: FormDefinition;
  /** One key per submission, kept across retries and resubmits until the host stored it. */
  idempotencyKey: string;
  /** False once the form went away or was reset. */
  isCurrent(): boolean;
  /** False once the visitor changed a value: no more retries of these values. */
  mayRetry(): boolean;
  /** Resolves after a retry's backoff (a value change ends the wait's retry loop). */
  wait(ms: number): Promise<void>;
  /** The host stored the submission: the draft and the key are done with. */
  stored(): void;
  /** `submitted` follows after the inline-message delay (spec section 4). */
  submittedLater(): void;
}

/**
 * Sends the values a submit just checked and applies the outcome (spec section 4 "Submission",
 * "Redirect", "Error response"): the host's field errors on their fields, the submission error,
 * or the thank-you and the redirect, with the retry loop it drives.
 */
export async function submitChecked(ctx: StoreContext, session: SubmitSession): Promise<void> {
  const { set, get, deps } = ctx;
  const { definition } = session;
  const patch = (change: Partial<SubmissionState>) => set({ submission: { ...get().submission, ...change } });

  /** The field states with the host's errors on their fields (one copy, however many). */
  const withServerErrors = (fieldErrors: Readonly<Record<string, FieldMessage>>): FieldStates => {
    const named = Object.entries(fieldErrors).filter(([name]) => ownValue(get().fields, name));
    if (named.length === 0) return get().fields;
    const fields = { ...get().fields };
    for (const [name, message] of named) {
      setEntry(fields, name, { ...withErrorsFrom(ownValue(fields, name)!, 'server', [message]), validated: true });
    }
    return fields;
  };

  /** The error summary of the fields as they are now, one attempt on from the last. */
  const summaryOf = (fields: FieldStates): FormStoreState['errorSummary'] => {
    const { targets, groupsShown, errorSummary } = get();
    const problems = findProblems({ targets, fields, groupsShown, page: 'all' });
    return problems.length > 0 ? { problems, attempt: (errorSummary?.attempt ?? 0) + 1 } : errorSummary;
  };

  const succeed = (response: NonNullable<SubmissionState['response']>, values: { name: string; value: string }[]) => {
    session.stored();
    patch({ requested: false, error: false, submissionError: '', response });
    deps.notify({ type: 'submitted', response, values });
    // A configured inline message means no redirect (spec section 4, Redirect).
    const redirect = deps.settings.inlineMessage ? '' : deps.settings.redirectUrl || response.redirectUrl || definition.redirectUrl || '';
    const target = redirect ? safeRedirectUrl(redirect, deps.settings.page.url) : undefined;
    if (redirect && !target) deps.notify({ type: 'warning', message: `redirect to "${redirect}" refused: only http and https` });
    if (target) {
      patch({ submitted: true });
      if (deps.settings.disableRedirect) return;
      // The host's `automaticLinker` allows sharing the visitor's analytics values with another site.
      const analytics = { ...deps.settings.hsContext.analytics, hutk: get().hutk };
      deps.navigate(response.automaticLinker === true ? withAnalyticsValues(target, deps.settings.page.url, analytics) : target);
      return;
    }
    session.submittedLater();
  };

  const { targets, fields, groupsShown } = get();
  await sendSubmission({
    submitForm: usesHiddenFrame(definition) ? deps.frameSubmitForm : deps.api.submitForm,
    request: {
      submissionsHost: deps.settings.submissionsHost,
      portalId: definition.portalId,
      formGuid: definition.guid,
      idempotencyKey: session.idempotencyKey,
    },
    // A copy: the record takes later keystrokes in place; these are the values the submit checked.
    form: [targets, { ...fields }, groupsShown],
    context: {
      facts: deps.settings.hsContext,
      hutk: get().hutk,
      now: deps.clock.now(),
      resubscribed: Object.values(fields).some((state) => state.resubscribed),
      formVersion: definition.metaData.raw.formVersion,
      // After the captcha (spec 4): the site owner's callbacks fire only for a send.
      extra: deps.beforeSubmit,
    },
    captcha: definition.captchaEnabled ? ctx : undefined,
    // Read now: the honeypot's value is the page's at the moment of the submit.
    spam: spamChecksOf(ctx),
    signal: ctx.signal,
    now: () => deps.clock.now(),
    random: deps.random,
    wait: session.wait,
    isCurrent: session.isCurrent,
    mayRetry: session.mayRetry,
    onAttempt: (attempt) => patch({ attempts: attempt }),
    onFailure: (verdict, final) => {
      if (!session.mayRetry()) {
        // The visitor changed a value meanwhile: that cleared the error; the next submit sends the new values.
        patch({ requested: false });
        return;
      }
      const fields = withServerErrors(verdict.fieldErrors);
      set({
        fields,
        submission: { ...get().submission, error: true, submissionError: verdict.code, requested: !final },
        // Fields the failure names are listed like a failed check's, so one on another page is named too.
        ...(fields !== get().fields ? { errorSummary: summaryOf(fields) } : {}),
      });
      if (final) deps.notify({ type: 'formError', name: 'SUBMISSION_FAILURE', code: verdict.code });
    },
    onSuccess: succeed,
  });
}

export type SubmitChecked = typeof submitChecked;
