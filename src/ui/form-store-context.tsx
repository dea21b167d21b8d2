import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { FieldMessage, FieldState } from '../core/field-state';
import { fieldSubscriptions } from './field-subscriptions';
import { useStore } from 'zustand';
import type { FormStore, FormStoreState } from '../store/create-form-store';
import type { FormViewOptions } from './form-view-options';
import { DEFAULT_LOCALE, formLocale, type FormLocale } from '../i18n/locales';
import { sharedValue } from '../lazy/chunk-registry';
import { createTranslator, type Translate } from '../i18n/translate';

interface FormContextValue {
  store: FormStore;
  view: FormViewOptions;
}

/**
 * One store per mounted form, handed down by context (zustand's "initialise from props" pattern);
 * one context object per page, so components that come in chunk files read it too.
 */
export const FormContext = sharedValue('FormContext', () => createContext<FormContextValue | null>(null));

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
  const read = () => store.getState().fields[fieldId];
  // The host's render and a take-over read the state the markup shows (`withServerSnapshot`).
  const shown = () => store.getInitialState().fields[fieldId];
  return useSyncExternalStore(subscribe, read, shown);
}

/**
 * The first error of each of `fieldIds` (undefined where none), re-read only when one of those
 * fields' state is replaced: typing elsewhere costs nothing, however many fields are listed.
 * `fieldIds` should keep its identity between renders (memoise it).
 */
export function useFirstErrors(fieldIds: readonly string[]): readonly (FieldMessage | undefined)[] {
  const { store } = useFormContext();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [...new Set(fieldIds)].map((fieldId) => fieldSubscriptions(store).subscribe(fieldId, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, fieldIds],
  );
  const last = useRef<readonly (FieldMessage | undefined)[]>([]);
  const firstErrors = ({ fields }: FormStoreState) => {
    const errors = fieldIds.map((fieldId) => fields[fieldId]?.errors[0]);
    // The same array while the errors are the same: useSyncExternalStore compares snapshots by identity.
    const same = errors.length === last.current.length && errors.every((error, index) => error === last.current[index]);
    if (!same) last.current = errors;
    return last.current;
  };
  // The host's render and a take-over read the state the markup shows (`withServerSnapshot`).
  return useSyncExternalStore(subscribe, () => firstErrors(store.getState()), () => firstErrors(store.getInitialState()));
}

export function useFormView(): FormViewOptions {
  return useFormContext().view;
}

interface FormLanguageValue {
  t: Translate;
  locale: FormLocale;
}

/**
 * The form's wording and locale, read from the store once (by `FormLanguageProvider`) and handed
 * down by context: a late catalogue re-renders every text, while a keystroke wakes no field's
 * language subscription (there is none per field).
 */
const FormLanguageContext = sharedValue('FormLanguageContext', () => createContext<FormLanguageValue | null>(null));

export function FormLanguageProvider({ children }: { children: ReactNode }) {
  const t = useFormState((state) => state.t);
  const locale = useFormState((state) => state.locale);
  const value = useMemo(() => ({ t, locale }), [t, locale]);
  return <FormLanguageContext.Provider value={value}>{children}</FormLanguageContext.Provider>;
}

/** Outside a provider (the crash panel of the error boundary around the whole form): English. */
let english: FormLanguageValue | undefined;

function useFormLanguage(): FormLanguageValue {
  return useContext(FormLanguageContext) ?? (english ??= { t: createTranslator(), locale: formLocale(DEFAULT_LOCALE) });
}

/** The form's wording, in its language. */
export const useTranslator = (): Translate => useFormLanguage().t;

export const useFormLocale = (): FormLocale => useFormLanguage().locale;

/** `lang` and `dir` for the root element of whatever the form shows (form, thank-you, panel). */
export function useLanguageAttributes(): { lang: string; dir: FormLocale['dir'] } {
  const { language, dir } = useFormLocale();
  return { lang: language, dir };
}

const noSubscription = () => () => undefined;

/**
 * Whether the form is ready (every field in the page); a field rendered outside a form always is.
 * Followed only while `watching`: a listener per phone field on every store change would make
 * each keystroke cost more the more phone fields a form has.
 */
export function useFormReady(watching: boolean): boolean {
  const store = useContext(FormContext)?.store;
  const read = () => store?.getState().readyToView ?? true;
  return useSyncExternalStore(store && watching ? store.subscribe : noSubscription, read, read);
}
