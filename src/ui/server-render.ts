import { createContext, useContext } from 'react';

/**
 * True while the host renders a form's markup ahead of the visitor (`prerender/`, react-dom/server).
 * Such a render shows the whole form at once (no effect runs to add the rest later) and writes
 * no `style` attribute, which a strict-CSP page refuses: the page sets the form's style tokens
 * through the CSSOM instead. Unset in the browser, where nothing changes.
 */
export const ServerRenderContext = createContext(false);

export const useServerRender = (): boolean => useContext(ServerRenderContext);
