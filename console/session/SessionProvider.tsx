import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { OwnerApiError, onSessionEnded, ownerApi, useCsrfToken } from '../api/owner-api';
import { SessionContext, type Session, type SessionState } from './session-context';

/** Asks the host who is signed in (`GET /api/v1/me`) at start, and keeps the answer for every page. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    ownerApi.me().then(
      (me) => {
        if (!current) return;
        useCsrfToken(me.csrfToken);
        setState({ status: 'signed-in', me });
      },
      (error: unknown) => {
        if (!current) return;
        useCsrfToken(undefined);
        setState({ status: error instanceof OwnerApiError && error.status === 401 ? 'signed-out' : 'unreachable' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    onSessionEnded(() => {
      useCsrfToken(undefined);
      setState({ status: 'signed-out' });
    });
    return () => onSessionEnded(undefined);
  }, []);

  const signIn = useCallback(async (token: string) => {
    const { csrfToken, ...me } = await ownerApi.signIn(token);
    useCsrfToken(csrfToken);
    setState({ status: 'signed-in', me: { ...me, csrfToken, via: 'session' } });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await ownerApi.signOut();
    } catch (error) {
      // A session the host already ended is as good as signed out; anything else is shown.
      if (!(error instanceof OwnerApiError && error.status === 401)) throw error;
    }
    useCsrfToken(undefined);
    setState({ status: 'signed-out' });
  }, []);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const session = useMemo<Session>(() => ({ state, signIn, signOut, retry }), [state, signIn, signOut, retry]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
