import type { Kysely } from 'kysely';
import type { OwnerTokenDatabase, TokenPortals } from './owner-token-store.js';

/** The console's sessions (migration 0007, server/storage/owner-sessions-migration.ts). */
export interface OwnerSessionsTable {
  /** SHA-256 (hex) of the session id the cookie carries. */
  id_hash: string;
  csrf_token: string;
  /** The stored token the session was opened with; null: the configured `ADMIN_TOKEN`. */
  token_id: number | null;
  /** For an `ADMIN_TOKEN` session: the HMAC of that token keyed by the session id. */
  admin_check: string | null;
  /** ISO 8601, UTC, as are the other times. */
  created_at: string;
  last_seen_at: string;
}

export type OwnerSessionDatabase = OwnerTokenDatabase & {
  owner_sessions: OwnerSessionsTable;
};

export interface NewOwnerSession {
  idHash: string;
  csrfToken: string;
  tokenId: number | null;
  adminCheck: string | null;
  createdAt: string;
}

/** A session as stored, with the rights of the token it was opened with. */
export interface StoredOwnerSession {
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  adminCheck: string | null;
  /** Undefined for an `ADMIN_TOKEN` session. */
  token?: {
    id: number;
    name: string;
    portals: TokenPortals;
    readOnly: boolean;
    /** Set once the token is revoked: the session is over. */
    revokedAt: string | null;
  };
}

export interface OwnerSessionStore {
  insert(session: NewOwnerSession): Promise<void>;
  find(idHash: string): Promise<StoredOwnerSession | undefined>;
  /** Records activity at `at`, unless some was recorded at or after `unlessSince` (one write a minute, not one per call). */
  touch(idHash: string, at: string, unlessSince: string): Promise<void>;
  remove(idHash: string): Promise<void>;
  /** Removes the sessions last seen at or before `idleSince`, or opened at or before `openedSince`. */
  removeEnded(idleSince: string, openedSince: string): Promise<void>;
}

/** The sessions over the host's open database (the same query code on SQLite and Postgres). */
export function createOwnerSessionStore<Tables>(connection: Kysely<Tables>): OwnerSessionStore {
  const db = connection.withTables<OwnerSessionDatabase>() as unknown as Kysely<OwnerSessionDatabase>;
  return {
    async insert(session) {
      await db
        .insertInto('owner_sessions')
        .values({
          id_hash: session.idHash,
          csrf_token: session.csrfToken,
          token_id: session.tokenId,
          admin_check: session.adminCheck,
          created_at: session.createdAt,
          last_seen_at: session.createdAt,
        })
        .execute();
    },

    async find(idHash) {
      const row = await db
        .selectFrom('owner_sessions')
        .leftJoin('owner_tokens', 'owner_tokens.id', 'owner_sessions.token_id')
        .select([
          'owner_sessions.csrf_token',
          'owner_sessions.created_at',
          'owner_sessions.last_seen_at',
          'owner_sessions.admin_check',
          'owner_sessions.token_id',
          'owner_tokens.name',
          'owner_tokens.portal_ids_json',
          'owner_tokens.read_only',
          'owner_tokens.revoked_at',
        ])
        .where('owner_sessions.id_hash', '=', idHash)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const session: StoredOwnerSession = { csrfToken: row.csrf_token, createdAt: row.created_at, lastSeenAt: row.last_seen_at, adminCheck: row.admin_check };
      if (row.token_id === null) return session;
      return {
        ...session,
        token: {
          // Postgres answers a bigint as a string.
          id: Number(row.token_id),
          name: row.name ?? '',
          portals: row.portal_ids_json === null || row.portal_ids_json === undefined ? 'all' : (JSON.parse(row.portal_ids_json) as string[]),
          readOnly: Number(row.read_only) === 1,
          revokedAt: row.revoked_at ?? null,
        },
      };
    },

    async touch(idHash, at, unlessSince) {
      await db.updateTable('owner_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).where('last_seen_at', '<', unlessSince).execute();
    },

    async remove(idHash) {
      await db.deleteFrom('owner_sessions').where('id_hash', '=', idHash).execute();
    },

    async removeEnded(idleSince, openedSince) {
      await db
        .deleteFrom('owner_sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<=', idleSince), eb('created_at', '<=', openedSince)]))
        .execute();
    },
  };
}
