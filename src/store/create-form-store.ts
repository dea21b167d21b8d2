import { createStore } from 'zustand/vanilla';
import { withDependentIds } from '../core/dependent-fields';
import type { FormDefinition } from '../core/form-definition';
import { groupsShown } from '../core/smart-groups';
import { validationTargets } from '../core/validation/validation-targets';
import { emailCheckActions } from './email-check-actions';
import { fieldActions } from './field-actions';
import { ownValue, setEntry } from '../core/definition/wire-reader';
import { createFieldStates, withDependentsEvaluated } from './field-states';
import type { FormStore, FormStoreDeps, FormStoreState, StoreContext } from './form-store-state';
import { loadDefinition } from './load-definition';
import { INITIAL_SUBMISSION, submissionActions } from './submission-actions';

export type { FormStore, FormStoreDeps, FormStoreSettings, FormStoreState, LoadState } from './form-store-state';

/**
 * One store per mounted form (zustand vanilla: no React here). What it needs from outside is
 * injected: the network, the clock, timers, and where its events go.
 */
export function createFormStore(deps: FormStoreDeps): FormStore {
  const abort = new AbortController();

  return createStore<FormStoreState>()((set, get) => {
    // Targets by id, rebuilt only when the targets change (a load or a cookie reset).
    let indexed: { targets: FormStoreState['targets']; byId: Map<string, FormStoreState['targets'][number]> } | undefined;
    const ctx: StoreContext = {
      set,
      get,
      deps,
      signal: abort.signal,
      targetOf(fieldId) {
        const targets = get().targets;
        if (indexed?.targets !== targets) indexed = { targets, byId: new Map(targets.map((target) => [target.field.id, target])) };
        return indexed.byId.get(fieldId);
      },
      definition() {
        const load = get().load;
        return load.status === 'loaded' ? load.definition : undefined;
      },
      updateField(fieldId, update, evaluateDependents) {
        let fields = get().fields;
        const current = ownValue(fields, fieldId);
        if (!current) return;
        setEntry(fields, fieldId, update(current));
        const definition = ctx.definition();
        // Dependents that appear or disappear replace the record (rare): the UI then compares every field.
        if (definition && evaluateDependents) fields = withDependentsEvaluated(fields, definition, [fieldId], deps.clock.now());
        set({ fields, fieldsChange: { ids: definition ? withDependentIds(definition, fieldId) : [fieldId] } });
      },
    };
    const emailChecks = emailCheckActions(ctx);
    const submission = submissionActions(ctx);
    const { disposeFieldTimers, ...fields } = fieldActions(ctx, emailChecks, submission.valueChanged);

    /** Fields and groups as a visitor first sees them; `visitorKnown` false after a cookie reset. */
    const startingState = (definition: FormDefinition, visitorKnown: boolean) => {
      const targets = validationTargets(definition);
      const known = visitorKnown && !deps.settings.ignoreCurrentValues ? definition.properties : undefined;
      // A cookie reset forgets what was typed; a reload brings it back.
      const draft = visitorKnown ? submission.readDraft(definition.portalId, definition.guid) : undefined;
      return {
        targets,
        fields: createFieldStates(definition, targets, { draft, url: deps.settings.urlValues, known }, deps.clock.now()),
        groupsShown: groupsShown(definition, { deactivateSmartForm: deps.settings.deactivateSmartForm, visitorKnown }),
        currentPage: 1,
        errorSummary: null,
        focusRequest: null,
        submission: INITIAL_SUBMISSION,
      };
    };

    return {
      load: { status: 'loading' },
      readyToView: false,
      fields: {},
      fieldsChange: null,
      targets: [],
      groupsShown: [],
      currentPage: 1,
      errorSummary: null,
      focusRequest: null,
      submission: INITIAL_SUBMISSION,
      hutk: deps.settings.hutk,
      visitorKnown: false,

      async loadDefinition(request) {
        set({ load: { status: 'loading' }, readyToView: false });
        const result = await loadDefinition(request, deps.api, deps.notify, abort.signal);
        if (abort.signal.aborted) return;
        if (result.ok) {
          set({
            load: { status: 'loaded', definition: result.value },
            ...startingState(result.value, true),
            visitorKnown: result.value.hasKnownProperties || get().hutk !== '',
          });
        } else {
          set({ load: { status: 'error', error: result.error } });
        }
      },

      markReadyToView() {
        if (get().load.status !== 'loading' && !get().readyToView) set({ readyToView: true });
      },

      ...fields,
      submit: submission.submit,
      applyEmailSuggestion: emailChecks.applyEmailSuggestion,
      resubscribe: emailChecks.resubscribe,

      resetVisitor() {
        const definition = ctx.definition();
        if (!definition) return;
        emailChecks.dispose();
        submission.dispose();
        disposeFieldTimers();
        set({ hutk: '', visitorKnown: false, ...startingState(definition, false) });
      },

      dispose() {
        abort.abort();
        emailChecks.dispose();
        submission.dispose();
        disposeFieldTimers();
      },
    };
  });
}
