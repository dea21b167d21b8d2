import { withErrorsFrom, type FieldState } from '../core/field-state';
import type { FieldValue } from '../core/form-definition';
import { afterChoosing, afterTyping, type FieldCountry } from '../core/phone/field-country';
import { findProblems } from '../core/validation/page-checks';
import type { ValidationTarget } from '../core/validation/validation-targets';
import type { ValidationContext } from '../core/validation/validators';
import { validateField } from '../core/validation/validate-field';
import type { EmailChecks } from './email-check-actions';
import { withInputState, withValueChanged } from './field-states';
import type { FormStoreState, StoreContext } from './form-store-state';
import { keyedTimers } from './scheduler';
import { validationContext } from './validation-context';

/** Spec section 9: the stale-change event follows the last change by this long. */
export const STALE_CHANGE_DELAY_MS = 1000;

type FieldActions = Pick<
  FormStoreState,
  'setValue' | 'chooseCountry' | 'focusField' | 'blurField' | 'goToPage' | 'validateForSubmit' | 'revealField'
> & { disposeFieldTimers(): void };

/**
 * Values, input-state events, page moves and the checks of a submit or Next (spec sections 4
 * and 5). Rules run on every change; whether their errors show is the UI's `areErrorsVisible`.
 */
export function fieldActions(ctx: StoreContext, emailChecks: EmailChecks, valueChanged: () => void): FieldActions {
  const { set, get, deps } = ctx;
  const staleTimers = keyedTimers(deps.scheduler);
  let interacted = false;
  let focusSeq = 0;

  /** The rules' verdict on a field's current value. */
  const withRulesRun = (target: ValidationTarget, state: FieldState, context: ValidationContext): FieldState =>
    withErrorsFrom(state, 'rules', validateField(target.field, state.value, context));

  /** Runs the rules on the checked fields and marks them validated; returns the problems, with the summary and events. */
  const check = (page: number | 'all') => {
    deps.notify({ type: 'beforeValidation' });
    const state = get();
    const context = validationContext(deps);
    // One copy for the whole check, not one per field: a 1000-field submit stays linear.
    const fields = { ...state.fields };
    for (const target of state.targets) {
      if (page !== 'all' && target.page !== page) continue;
      const current = fields[target.field.id];
      if (current) fields[target.field.id] = { ...withRulesRun(target, current, context), validated: true };
    }
    const problems = findProblems({ targets: state.targets, fields, groupsShown: state.groupsShown, page });
    const attempt = (state.errorSummary?.attempt ?? 0) + 1;
    set({ fields, errorSummary: problems.length > 0 ? { problems, attempt } : null });
    if (problems.length > 0) deps.notify({ type: 'failedValidation', problems });
    return problems;
  };

  const targetOf = ctx.targetOf;

  /** A field's new value; a phone field with a country dropdown records its country with it. */
  const changeValue = (fieldId: string, value: FieldValue, country?: FieldCountry) => {
    const form = ctx.definition();
    const target = targetOf(fieldId);
    const current = get().fields[fieldId];
    if (!form || !target || !current) return;
    // One store update per keystroke: rules, the email check's bookkeeping and dependents together.
    const ruleErrors = validateField(target.field, value, validationContext(deps));
    const changed = emailChecks.valueChanged(target.field, withValueChanged(country ? { ...current, country } : current, value, ruleErrors));
    ctx.updateField(fieldId, () => changed, true);
    staleTimers.schedule(fieldId, STALE_CHANGE_DELAY_MS, () => ctx.updateField(fieldId, (s) => withInputState(s, { updating: false })));
    valueChanged();
  };

  return {
    setValue(fieldId, value) {
      const country = get().fields[fieldId]?.country;
      const phone = country && afterTyping(value, country);
      changeValue(fieldId, phone ? phone.value : value, phone?.country);
    },

    chooseCountry(fieldId, countryCode) {
      const current = get().fields[fieldId];
      const phone = current?.country && afterChoosing(current.value, current.country, countryCode);
      if (phone) changeValue(fieldId, phone.value, phone.country);
    },

    focusField(fieldId) {
      if (!get().fields[fieldId]) return;
      ctx.updateField(fieldId, (state) => withInputState(state, { focused: true, touched: true }));
      if (!interacted) {
        interacted = true;
        deps.notify({ type: 'interaction' });
      }
    },

    blurField(fieldId) {
      const target = targetOf(fieldId);
      if (!target || !get().fields[fieldId]) return;
      // A field the visitor left is no longer being typed in: its errors may show at once, and
      // a required field tabbed past without an answer gets its verdict.
      staleTimers.cancel(fieldId);
      const context = validationContext(deps);
      ctx.updateField(fieldId, (state) =>
        withRulesRun(target, withInputState(state, { focused: false, blurred: true, updating: false }), context),
      );
    },

    goToPage(page) {
      const form = ctx.definition();
      if (!form) return;
      const previousPage = get().currentPage;
      const next = Math.min(Math.max(1, Math.round(page)), form.pageCount);
      if (next === previousPage) return;
      if (next > previousPage && check(previousPage).length > 0) return;
      focusSeq += 1;
      // A keyboard or screen-reader visitor continues at the top of the new page, not on the button.
      set({ currentPage: next, errorSummary: null, focusRequest: { fieldId: null, seq: focusSeq } });
      deps.notify({ type: 'pageChange', page: next, previousPage });
    },

    validateForSubmit() {
      if (!ctx.definition()) return false;
      return check('all').length === 0;
    },

    revealField(fieldId) {
      const target = targetOf(fieldId);
      if (!target) return;
      const previousPage = get().currentPage;
      focusSeq += 1;
      set({ currentPage: target.page, focusRequest: { fieldId, seq: focusSeq } });
      if (target.page !== previousPage) deps.notify({ type: 'pageChange', page: target.page, previousPage });
    },

    disposeFieldTimers() {
      staleTimers.cancelAll();
    },
  };
}
