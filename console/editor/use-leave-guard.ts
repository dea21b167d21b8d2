import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `unsaved`, holds back a move to another console page (a link, the back button) until the
 * owner answers the blocker, and has the browser ask before the tab is closed or reloaded.
 */
export function useLeaveGuard(unsaved: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return blocker;
}
