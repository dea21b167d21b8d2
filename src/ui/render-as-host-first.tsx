import { useEffect, useState, type Context, type ReactNode } from 'react';

/**
 * Renders `children` first exactly as the host rendered them (`context` is the runtime's
 * `ServerRenderContext`: this comes with `embed-calls.js`, which has its own copy of each module),
 * so React can take the host's markup over in place (`hydrateRoot`), then as the browser renders
 * them: the form's style, the progress bar's width and `hs_context` follow in the next commit,
 * through the CSSOM and properties (the loader set the same style tokens before the markup showed).
 */
export function RenderAsHostFirst({ context, children }: { context: Context<boolean>; children: ReactNode }) {
  const [first, setFirst] = useState(true);
  useEffect(() => setFirst(false), []);
  return <context.Provider value={first}>{children}</context.Provider>;
}
