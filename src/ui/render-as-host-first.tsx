import { useEffect, useState, type ReactNode } from 'react';
import { ServerRenderContext } from './server-render';

/**
 * Renders `children` first exactly as the host rendered them, so React can take the host's markup
 * over in place (`hydrateRoot`), then as the browser renders them: the form's style, the page's
 * look, the progress bar's width and `hs_context` follow in the next commit, through the CSSOM and
 * properties (the loader set the same style tokens before the markup showed).
 */
export function RenderAsHostFirst({ children }: { children: ReactNode }) {
  const [first, setFirst] = useState(true);
  useEffect(() => setFirst(false), []);
  return <ServerRenderContext.Provider value={first}>{children}</ServerRenderContext.Provider>;
}
