import { useSyncExternalStore } from 'react';
import type { FormStore, FormStoreState } from '../store/create-form-store';

const neverChanges = () => () => undefined;

/**
 * True while the host renders a form's markup ahead of the visitor (`prerender/`, react-dom/server)
 * and while React takes that markup over (hydrates it), which must render it as the host did;
 * false from the commit after (React re-renders what read it) and in a form rendered in the
 * browser. Such a render shows the whole form at once (no effect runs to add the rest later) and
 * writes no `style` attribute, which a strict-CSP page refuses: the page sets the form's style
 * tokens through the CSSOM instead. React's server snapshot is what tells the two apart.
 */
export const useServerRender = (): boolean => useSyncExternalStore(neverChanges, () => false, () => true);

/**
 * The store as React reads it where the host's render counts: rendering on the host, and taking
 * the host's markup over in the browser, React reads zustand's server snapshot
 * (`getInitialState`, which `form-store-context.tsx`'s field hooks read too). `shown` is the state
 * the markup shows: by default the state now (loaded, as on the host, not the store's empty first
 * state); at a take-over, the state as it was taken over, so that the groups React takes over
 * later (each is a Suspense boundary of its own) match the markup too, then follow the store.
 */
export const withServerSnapshot = (store: FormStore, shown?: FormStoreState): FormStore => ({ ...store, getInitialState: shown ? () => shown : store.getState });
