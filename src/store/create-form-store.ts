import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FormsApi } from '../api';
import type { DefinitionRequest } from '../core/definition-request';
import type { FieldValue, FormDefinition } from '../core/form-definition';
import type { RenderError } from '../core/render-errors';
import {
  createFieldStates,
  withDependentsEvaluated,
  withInputState,
  withValueChanged,
  type FieldStates,
} from './field-states';
import type { NotifyFormEvent } from './form-events';
import { loadDefinition } from './load-definition';

/** Load is a discriminated state; `readyToView` follows once the form (or panel) may show. */
export type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; definition: FormDefinition }
  | { status: 'error'; error: RenderError };

export interface FormStoreState {
  load: LoadState;
  /** Nothing shows as a form before this is true (spec section 4 "Form load"). */
  readyToView: boolean;
  fields: FieldStates;
  /** 1-based page of a multi-page form. */
  currentPage: number;

  loadDefinition(request: DefinitionRequest): Promise<void>;
  markReadyToView(): void;
  setValue(fieldId: string, value: FieldValue): void;
  focusField(fieldId: string): void;
  blurField(fieldId: string): void;
  goToPage(page: number): void;
  /** Cancels a load still under way (the form was unmounted). */
  dispose(): void;
}

export type FormStore = StoreApi<FormStoreState>;

export interface FormStoreDeps {
  api: FormsApi;
  clock: { now(): number };
  notify: NotifyFormEvent;
  settings: { ignoreCurrentValues: boolean };
}

export function createFormStore(deps: FormStoreDeps): FormStore {
  const abort = new AbortController();

  return createStore<FormStoreState>()((set, get) => {
    const definition = (): FormDefinition | undefined => {
      const load = get().load;
      return load.status === 'loaded' ? load.definition : undefined;
    };
    const updateField = (fieldId: string, update: (states: FieldStates) => FieldStates) => {
      if (!get().fields[fieldId]) return;
      set({ fields: update(get().fields) });
    };

    return {
      load: { status: 'loading' },
      readyToView: false,
      fields: {},
      currentPage: 1,

      async loadDefinition(request) {
        set({ load: { status: 'loading' }, readyToView: false });
        const result = await loadDefinition(request, deps.api, deps.notify, abort.signal);
        if (abort.signal.aborted) return;
        if (result.ok) {
          const fields = createFieldStates(result.value, deps.settings.ignoreCurrentValues, deps.clock.now());
          set({ load: { status: 'loaded', definition: result.value }, fields, currentPage: 1 });
        } else {
          set({ load: { status: 'error', error: result.error } });
        }
      },

      markReadyToView() {
        if (get().load.status !== 'loading' && !get().readyToView) set({ readyToView: true });
      },

      setValue(fieldId, value) {
        const form = definition();
        if (!form) return;
        updateField(fieldId, (states) => {
          const changed = { ...states, [fieldId]: withValueChanged(states[fieldId]!, value) };
          return withDependentsEvaluated(changed, form, [fieldId], deps.clock.now());
        });
      },

      focusField(fieldId) {
        updateField(fieldId, (states) => ({
          ...states,
          [fieldId]: withInputState(states[fieldId]!, { focused: true, touched: true }),
        }));
      },

      blurField(fieldId) {
        updateField(fieldId, (states) => ({
          ...states,
          [fieldId]: withInputState(states[fieldId]!, { focused: false, blurred: true }),
        }));
      },

      goToPage(page) {
        const form = definition();
        if (!form) return;
        const previousPage = get().currentPage;
        const next = Math.min(Math.max(1, Math.round(page)), form.pageCount);
        if (next === previousPage) return;
        set({ currentPage: next });
        deps.notify({ type: 'pageChange', page: next, previousPage });
      },

      dispose() {
        abort.abort();
      },
    };
  });
}
