import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode, type RefObject } from 'react';

/** What a form taken over from the host's markup is told as React takes its parts over. */
export interface TakeOverHandlers {
  /** React's first commit is in, and with it React's handlers: the form's shell is taken over. */
  firstCommit(): void;
  /**
   * React has taken one group over (its fieldset), later than the shell: what changed in it
   * meanwhile, which React does not see as a change, goes into the store.
   */
  groupTakenOver(group: HTMLFieldSetElement): void;
}

const TakeOverContext = createContext<TakeOverHandlers | null>(null);

/**
 * Renders a form being taken over from the host's markup (`hydrateRoot`) and tells `handlers`
 * how it goes. What rendered as the host did in the first commit (`useServerRender`) renders as
 * the browser does in the next. The context's value never changes: a change would make React take
 * every group over at once.
 */
export function TakeOver({ children, handlers }: { children: ReactNode; handlers: TakeOverHandlers }) {
  useEffect(() => {
    handlers.firstCommit();
    // Once: the first commit is the take-over.
  }, []);
  return <TakeOverContext.Provider value={handlers}>{children}</TakeOverContext.Provider>;
}

/** Tells the take-over, if any, once React has this group (`group`'s fieldset) in its hands. */
export function useGroupTakenOver(group: RefObject<HTMLFieldSetElement | null>): void {
  const handlers = useContext(TakeOverContext);
  useLayoutEffect(() => {
    if (handlers && group.current) handlers.groupTakenOver(group.current);
  }, [handlers, group]);
}
