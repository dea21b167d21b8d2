import { withErrorsFrom, type FieldState } from '../core/field-state';
import type { FieldDefinition } from '../core/form-definition';
import { emailCheckKey, emailCheckOutcome, type EmailCheckAnswer } from '../core/validation/email-check-outcome';
import type { FormStoreState, StoreContext } from './form-store-state';
import { keyedTimers } from './scheduler';

/** Spec section 9: the live email check waits this long after the last keystroke. */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;

export interface EmailChecks {
  /**
   * After a change, given the field's new state: schedules the check of an email whose value
   * passed the rules and answers the state to store (a cached answer applied, or `checking`).
   */
  valueChanged(field: FieldDefinition, state: FieldState): FieldState;
  dispose(): void;
}

/**
 * The live email check (spec sections 4, 5 and 7.3): only for an address that passed the
 * format rules; debounced; a cached answer reused; its errors and infos kept apart from every
 * other check's. A failing or slow check never blocks typing or submitting: it only ends in
 * FAILED with nothing shown.
 */
export function emailCheckActions(ctx: StoreContext): EmailChecks & Pick<FormStoreState, 'applyEmailSuggestion' | 'resubscribe'> {
  const { get, deps } = ctx;
  const debounce = keyedTimers(deps.scheduler);
  const inFlight = new Map<string, AbortController>();
  const answers = new Map<string, EmailCheckAnswer>();
  /** Bumped by a cookie reset or an unmount: answers to calls made before it are dropped. */
  let generation = 0;

  const patch = ctx.updateField;

  const fieldOf = (fieldId: string) => ctx.targetOf(fieldId)?.field;

  /** The field state with an answer's errors and infos (RESUBSCRIBE_SHOWN fires when it offers to opt back in). */
  const withAnswer = (field: FieldDefinition, state: FieldState, answer: EmailCheckAnswer): FieldState => {
    const outcome = emailCheckOutcome(answer, {
      useDefaultBlockList: field.validation.useDefaultBlockList,
      resubscribed: state.resubscribed,
    });
    if (outcome.resubscribeShown) deps.notify({ type: 'analytic', name: 'RESUBSCRIBE_SHOWN' });
    return {
      ...withErrorsFrom(state, 'emailCheck', outcome.errors),
      infos: outcome.infos,
      validationRequestState: 'SUCCEEDED',
      checking: false,
    };
  };

  const run = async (field: FieldDefinition, email: string) => {
    const definition = ctx.definition();
    if (!definition) return;
    const controller = new AbortController();
    inFlight.set(field.id, controller);
    patch(field.id, (state) => ({ ...state, validationRequestState: 'REQUESTED' }));
    const result = await deps.api.checkEmail(
      {
        formsHost: deps.settings.formsHost,
        portalId: definition.portalId,
        formId: definition.guid,
        email,
        includeFreemailSuggestions: !field.validation.useDefaultBlockList,
      },
      controller.signal,
    );
    if (inFlight.get(field.id) !== controller || controller.signal.aborted || ctx.signal.aborted) return;
    inFlight.delete(field.id);
    if (result.ok) {
      answers.set(emailCheckKey(email), result.value);
      patch(field.id, (state) => withAnswer(field, state, result.value));
    } else {
      patch(field.id, (state) => ({ ...state, validationRequestState: 'FAILED', checking: false }));
    }
  };

  const cancel = (fieldId: string) => {
    debounce.cancel(fieldId);
    inFlight.get(fieldId)?.abort();
    inFlight.delete(fieldId);
  };

  return {
    valueChanged(field, state) {
      if (field.inputKind !== 'email') return state;
      cancel(field.id);
      const email = typeof state.value === 'string' ? state.value.trim() : '';
      if (email === '' || state.errorsBySource.rules.length > 0) return state;
      const cached = answers.get(emailCheckKey(email));
      if (cached) return withAnswer(field, state, cached);
      debounce.schedule(field.id, EMAIL_CHECK_DEBOUNCE_MS, () => void run(field, email));
      return { ...state, checking: true };
    },

    applyEmailSuggestion(fieldId) {
      const suggestion = get().fields[fieldId]?.infos.find((info) => info.key === 'emailSuggestion')?.params?.email;
      if (typeof suggestion === 'string') get().setValue(fieldId, suggestion);
    },

    async resubscribe(fieldId) {
      const definition = ctx.definition();
      const field = fieldOf(fieldId);
      const state = get().fields[fieldId];
      if (!definition || !field || !state || typeof state.value !== 'string') return;
      deps.notify({ type: 'analytic', name: 'RESUBSCRIBE_CLICKED' });
      const email = state.value.trim();
      const asked = generation;
      const result = await deps.api.resubscribeEmail(
        {
          formsHost: deps.settings.formsHost,
          portalId: definition.portalId,
          formId: definition.guid,
          email,
          pageTitle: deps.settings.page.title,
          pageUrl: deps.settings.page.url,
        },
        ctx.signal,
      );
      const stillAsked = get().fields[fieldId]?.value;
      if (ctx.signal.aborted || generation !== asked || typeof stillAsked !== 'string' || stillAsked.trim() !== email) return;
      if (!result.ok) {
        deps.notify({ type: 'warning', message: `resubscribe request failed for the email field ${fieldId}` });
        return;
      }
      deps.notify({ type: 'analytic', name: 'RESUBSCRIBE_SUCESS' });
      // Re-evaluate: the opted-out notice gives way to "check your email".
      patch(fieldId, (current) => ({ ...current, resubscribed: true, infos: [{ key: 'emailOptIn' }] }));
    },

    dispose() {
      generation += 1;
      debounce.cancelAll();
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}
