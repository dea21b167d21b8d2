import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { OwnerApiError, onSessionEnded, ownerApi, useCsrfToken } from '../api/owner-api';
import { SessionContext, type Session, type SessionState } from './session-context';

/** Asks the host who is signed in (`GET /api/v1/me`) at start, and keeps the answer for every page. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Bumped by whatever settles the session (signing in or out, the host ending it): a `me` asked
  // before then answers for an older session, and must not undo it (the sign-in page shows while
  // `me` is on its way, so an owner can sign in before its 401 arrives).
  const settled = useRef(0);
  const settle = useCallback((next: SessionState) => {
    settled.current += 1;
    setState(next);
  }, []);

  useEffect(() => {
    const askedAt = settled.current;
    let current = true;
    const stillCurrent = () => current && settled.current === askedAt;
    ownerApi.me().then(
      (me) => {
        if (!stillCurrent()) return;
        useCsrfToken(me.csrfToken);
        setState({ status: 'signed-in', me });
      },
      (error: unknown) => {
        if (!stillCurrent()) return;
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
      settle({ status: 'signed-out' });
    });
    return () => onSessionEnded(undefined);
  }, [settle]);

  const signIn = useCallback(async (token: string) => {
    const { csrfToken, ...me } = await ownerApi.signIn(token);
    useCsrfToken(csrfToken);
    settle({ status: 'signed-in', me: { ...me, csrfToken, via: 'session' } });
  }, [settle]);

  const signOut = useCallback(async () => {
    try {
      await ownerApi.signOut();
    } catch (error) {
      // A session the host already ended is as good as signed out; anything else is shown.
      if (!(error instanceof OwnerApiError && error.status === 401)) throw error;
    }
    useCsrfToken(undefined);
    settle({ status: 'signed-out' });
  }, [settle]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const session = useMemo<Session>(() => ({ state, signIn, signOut, retry }), [state, signIn, signOut, retry]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
