import { createContext, useContext } from 'react';
import type { Me } from '../api/owner-api';

/** Where the console stands with the host: asking, no session, a session, or no answer. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; me: Me }
  | { status: 'unreachable' };

export interface Session {
  state: SessionState;
  /** Starts a session with an access token; rejects with the host's `OwnerApiError`. */
  signIn(token: string): Promise<void>;
  /** Ends the session on the host (the cookie then gets nothing back). */
  signOut(): Promise<void>;
  /** Asks the host again (after it could not be reached). */
  retry(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
