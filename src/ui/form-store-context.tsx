import { createContext, useContext } from 'react';
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

export function useFormView(): FormViewOptions {
  return useFormContext().view;
}
