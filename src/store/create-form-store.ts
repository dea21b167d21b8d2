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
import { CATALOGUE_WAIT_MS, formLanguage, waitAtMost } from './form-language';
import { DEFAULT_LOCALE, resolveFormLocale } from '../i18n/locales';
import type { RenderError } from '../core/render-errors';
import type { Result } from '../core/result';
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
      // A cookie reset forgets what was typed (and deleted the draft); a reload of the tab brings it back.
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

    const { language } = deps.settings;
    const catalogueOf = (definition?: FormDefinition) => {
      const { code } = resolveFormLocale(language.locale, definition?.metaData.lang);
      // English is embed.js's own.
      return code === DEFAULT_LOCALE ? Promise.resolve(undefined) : deps.loadCatalogue(code);
    };
    /**
     * The loaded definition (or the render error) with its language: the catalogue is waited for
     * a short while so a non-English form does not flash English; one that comes later still
     * re-renders the form.
     */
    const settle = async (result: Result<FormDefinition, RenderError>) => {
      const definition = result.ok ? result.value : undefined;
      const catalogue = catalogueOf(definition);
      const early = await waitAtMost(deps.scheduler, catalogue, CATALOGUE_WAIT_MS);
      if (abort.signal.aborted) return;
      set({ ...formLanguage(language, definition, early), ...(result.ok ? loadedState(result.value) : { load: { status: 'error', error: result.error } }) });
      if (definition) deps.formShown(ctx);
      if (early) return;
      const settled = get().load;
      void catalogue.then((late) => {
        // Unless the form was unmounted or loaded anew meanwhile.
        if (late && !abort.signal.aborted && get().load === settled) set(formLanguage(language, definition, late));
      });
    };
    const loadedState = (definition: FormDefinition) => ({
      load: { status: 'loaded', definition } as const,
      ...startingState(definition, true),
      visitorKnown: definition.hasKnownProperties || get().hutk !== '',
    });

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
      ...formLanguage(language, undefined, undefined),

      async loadDefinition(request) {
        set({ load: { status: 'loading' }, readyToView: false });
        // The option's catalogue loads alongside the definition (the loader keeps one request per file).
        void catalogueOf();
        const result = await loadDefinition(request, deps.api, deps.notify, () => deps.clock.now(), abort.signal);
        if (!abort.signal.aborted) await settle(result);
      },

      markReadyToView() {
        if (get().load.status !== 'loading' && !get().readyToView) set({ readyToView: true });
      },

      ...fields,
      submit: submission.submit,
      saveDraftNow: submission.saveDraftNow,
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
