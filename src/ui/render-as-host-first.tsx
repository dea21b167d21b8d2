import { useEffect, useState, type ReactNode } from 'react';
import { ServerRenderContext } from './server-render';

/**
 * Renders `children` first exactly as the host rendered them, so React can take the host's markup
 * over in place (`hydrateRoot`), then as the browser renders them: the form's style, the page's
 * look, the progress bar's width and `hs_context` follow in the next commit, through the CSSOM and
 * properties (the loader set the same style tokens before the markup showed). `onFirstCommit`
 * runs once React's handlers are in.
 */
export function RenderAsHostFirst({ children, onFirstCommit }: { children: ReactNode; onFirstCommit?: () => void }) {
  const [first, setFirst] = useState(true);
  useEffect(() => {
    setFirst(false);
    onFirstCommit?.();
    // Once: the first commit is the take-over.
  }, []);
  return <ServerRenderContext.Provider value={first}>{children}</ServerRenderContext.Provider>;
}
