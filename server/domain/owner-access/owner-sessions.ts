import { createHmac, randomBytes } from 'node:crypto';
import type { OwnerSessionStore, StoredOwnerSession } from '../../storage/owner-session-store.js';
import type { OwnerAccess } from './owner-access.js';
import { ADMIN_TOKEN_NAME, allRightsPrincipal, tokenPrincipal, type OwnerPrincipal } from './owner-principal.js';
import { hashTokenSecret, sameSecret } from './token-secret.js';

/** A session unused this long is over. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** A session is over this long after sign-in, however busy. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most once per this many ms. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Random bytes behind a session id and a CSRF token: 256 bits, as a token secret. */
const RANDOM_BYTES = 32;

/** A live session: who it acts for, and the CSRF token its writes must carry. */
export interface OwnerSession {
  principal: OwnerPrincipal;
  csrfToken: string;
}

export interface StartedSession extends OwnerSession {
  /** The cookie's value: given to the browser once, only its SHA-256 is kept. */
  sessionId: string;
}

export interface OwnerSessions {
  /** Opens a session for a token secret (or `ADMIN_TOKEN`); undefined when it is wrong or revoked. */
  start(secret: string): Promise<StartedSession | undefined>;
  /** The live session of a cookie's value; undefined for an unknown, ended, idle or too old one, or one whose token was revoked. */
  find(sessionId: string): Promise<OwnerSession | undefined>;
  /** Signs out: the session id is refused from now on. */
  end(sessionId: string): Promise<void>;
}

export interface OwnerSessionsOptions {
  store: OwnerSessionStore;
  /** Checks the secret a session is opened with, as a bearer call would be. */
  access: OwnerAccess;
  /** The configured `ADMIN_TOKEN`: its sessions last only while it stays the same. */
  adminToken: string | undefined;
  /** ms since the epoch. */
  now: () => number;
}

function adminCheck(sessionId: string, adminToken: string): string {
  return createHmac('sha256', sessionId).update(adminToken, 'utf8').digest('hex');
}

/** Whether a stored session still stands at `now`: neither idle, too old, nor opened with a token that is gone. */
function standing(session: StoredOwnerSession, sessionId: string, adminToken: string | undefined, now: number): boolean {
  if (now - Date.parse(session.lastSeenAt) >= SESSION_IDLE_MS) return false;
  if (now - Date.parse(session.createdAt) >= SESSION_LIFETIME_MS) return false;
  if (session.token !== undefined) return session.token.revokedAt === null;
  return adminToken !== undefined && session.adminCheck !== null && sameSecret(adminCheck(sessionId, adminToken), session.adminCheck);
}

/**
 * The console's sign-in sessions: a cookie carries a random id, the database keeps its SHA-256
 * beside the CSRF token and the token it was opened with, whose rights are read at each call (so
 * revoking the token ends the session at once).
 */
export function createOwnerSessions(options: OwnerSessionsOptions): OwnerSessions {
  const { store, adminToken } = options;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    async start(secret) {
      const principal = await options.access.authenticate(secret);
      if (principal === undefined) return undefined;
      const now = options.now();
      // Sessions that ended on their own go when a new one starts: the table holds live ones only, give or take.
      await store.removeEnded(iso(now - SESSION_IDLE_MS), iso(now - SESSION_LIFETIME_MS));
      const sessionId = randomBytes(RANDOM_BYTES).toString('base64url');
      const csrfToken = randomBytes(RANDOM_BYTES).toString('base64url');
      const viaAdmin = principal.tokenId === undefined;
      await store.insert({
        idHash: hashTokenSecret(sessionId),
        csrfToken,
        tokenId: principal.tokenId ?? null,
        adminCheck: viaAdmin && adminToken !== undefined ? adminCheck(sessionId, adminToken) : null,
        createdAt: iso(now),
      });
      return { sessionId, csrfToken, principal };
    },

    async find(sessionId) {
      const idHash = hashTokenSecret(sessionId);
      const session = await store.find(idHash);
      if (session === undefined) return undefined;
      const now = options.now();
      if (!standing(session, sessionId, adminToken, now)) {
        await store.remove(idHash);
        return undefined;
      }
      await store.touch(idHash, iso(now), iso(now - LAST_SEEN_RESOLUTION_MS));
      const principal = session.token === undefined ? allRightsPrincipal(ADMIN_TOKEN_NAME) : tokenPrincipal(session.token);
      return { principal, csrfToken: session.csrfToken };
    },

    async end(sessionId) {
      await store.remove(hashTokenSecret(sessionId));
    },
  };
}
