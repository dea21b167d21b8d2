import { createContext, useCallback, useContext } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';

const LiveRouterContext = createContext<DataRouter | null>(null);

/**
 * Renders the console's router and hands the router itself to its pages. React draws a
 * navigation's page in a transition, keeping the page the owner left on screen (and its timers
 * running) until the next one is drawn; the router already knows where the owner went.
 */
export function ConsoleRouterProvider({ router }: { router: DataRouter }) {
  return (
    <LiveRouterContext.Provider value={router}>
      <RouterProvider router={router} />
    </LiveRouterContext.Provider>
  );
}

/**
 * Answers a function that reads where the owner is now, as the router has it (not as React last
 * drew it): undefined outside the console's router.
 */
export function useLivePathname(): () => string | undefined {
  const router = useContext(LiveRouterContext);
  return useCallback(() => router?.state.location.pathname, [router]);
}
