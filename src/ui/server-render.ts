import { createContext, useContext } from 'react';
import type { FormStore } from '../store/create-form-store';

/**
 * True while the host renders a form's markup ahead of the visitor (`prerender/`, react-dom/server).
 * Such a render shows the whole form at once (no effect runs to add the rest later) and writes
 * no `style` attribute, which a strict-CSP page refuses: the page sets the form's style tokens
 * through the CSSOM instead. Unset in the browser, where nothing changes.
 */
export const ServerRenderContext = createContext(false);

export const useServerRender = (): boolean => useContext(ServerRenderContext);

/**
 * The store as React reads it where the host's render counts: rendering on the host, or taking
 * the host's markup over in the browser, React reads zustand's server snapshot (`getInitialState`),
 * which here is the state now (loaded, as on the host), not the store's empty first state.
 */
export const withCurrentServerSnapshot = (store: FormStore): FormStore => ({ ...store, getInitialState: store.getState });
