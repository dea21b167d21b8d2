import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { texts } from '../texts';
import { useSession } from './session-context';

/** Where the owner was going, kept through the sign-in page. */
export interface SignInState {
  from?: string;
}

/** Shows its pages only with a session; without one, the sign-in page (which comes back here after). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state, retry } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <p className="console-status" role="status">{texts.shell.loading}</p>;
  if (state.status === 'unreachable') {
    return (
      <div className="console-status">
        <p role="alert">{texts.shell.hostUnreachable}</p>
        <button type="button" className="button" onClick={retry}>
          {texts.shell.tryAgain}
        </button>
      </div>
    );
  }
  if (state.status === 'signed-out') {
    const from: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/sign-in" replace state={from} />;
  }
  return <>{children}</>;
}
