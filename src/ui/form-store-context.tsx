import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FieldState } from '../core/field-state';
import { fieldSubscriptions } from './field-subscriptions';
import { useStore } from 'zustand';
import type { FormStore, FormStoreState } from '../store/create-form-store';
import type { FormViewOptions } from './form-view-options';

interface FormContextValue {
  store: FormStore;
  view: FormViewOptions;
}

/** One store per mounted form, handed down by context (zustand's "initialise from props" pattern). */
export const FormContext = createContext<FormContextValue | null>(null);

function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Form components must be rendered inside a FormContext provider');
  return value;
}

/** Reads one slice of the form's state; the component re-renders only when that slice changes. */
export function useFormState<T>(selector: (state: FormStoreState) => T): T {
  return useStore(useFormContext().store, selector);
}

export function useFormActions(): FormStoreState {
  return useFormContext().store.getState();
}

/**
 * One field's state; the component re-renders only when that field's state is replaced (see
 * `fieldSubscriptions`: typing costs the same on a 20- or a 1000-field form).
 */
export function useFieldState(fieldId: string): FieldState | undefined {
  const { store } = useFormContext();
  const subscribe = useCallback((listener: () => void) => fieldSubscriptions(store).subscribe(fieldId, listener), [store, fieldId]);
  return useSyncExternalStore(subscribe, () => store.getState().fields[fieldId]);
}

export function useFormView(): FormViewOptions {
  return useFormContext().view;
}
