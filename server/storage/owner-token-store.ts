import type { Generated, Kysely, Selectable } from 'kysely';

/** The owner API's tokens (migration 0005, server/storage/migrations.ts). The secret itself is never kept. */
export interface OwnerTokensTable {
  id: Generated<number>;
  /** Unique among live (unrevoked) tokens. */
  name: string;
  /** `hashTokenSecret` of the secret (server/domain/owner-access/token-secret.ts). */
  secret_hash: string;
  /** A JSON array of the portal ids the token may reach; null: every portal. */
  portal_ids_json: string | null;
  /** 1: the token may only read; 0: read and write. */
  read_only: number;
  /** ISO 8601, UTC, as are the other times. */
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export type OwnerTokenDatabase = {
  owner_tokens: OwnerTokensTable;
};

/** Every portal, or these. */
export type TokenPortals = 'all' | readonly string[];

export interface NewOwnerToken {
  name: string;
  secretHash: string;
  portals: TokenPortals;
  readOnly: boolean;
  createdAt: string;
}

export interface OwnerToken {
  id: number;
  name: string;
  portals: TokenPortals;
  readOnly: boolean;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface OwnerTokenStore {
  /** Stores a token; undefined (nothing stored) when a live token has that name already. */
  insert(token: NewOwnerToken): Promise<OwnerToken | undefined>;
  /** Every token, revoked ones too, oldest first. */
  list(): Promise<OwnerToken[]>;
  /** The live token with this secret hash. */
  findLive(secretHash: string): Promise<OwnerToken | undefined>;
  /** Whether any token is live. */
  hasLive(): Promise<boolean>;
  /** Revokes the live token of that name at `at`; undefined when there is none. */
  revoke(name: string, at: string): Promise<OwnerToken | undefined>;
  /** Records a use at `at`, unless one was recorded at or after `unlessSince` (one write per token and minute, not per call). */
  markUsed(id: number, at: string, unlessSince: string): Promise<void>;
}

function toOwnerToken(row: Selectable<OwnerTokensTable>): OwnerToken {
  return {
    // Postgres answers a bigint as a string.
    id: Number(row.id),
    name: row.name,
    portals: row.portal_ids_json === null ? 'all' : (JSON.parse(row.portal_ids_json) as string[]),
    readOnly: Number(row.read_only) === 1,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}

/** SQLite's and Postgres's word for a duplicate in a unique index. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** The owner tokens over the host's open database (the same query code on SQLite and Postgres). */
export function createOwnerTokenStore<Tables>(connection: Kysely<Tables>): OwnerTokenStore {
  const db = connection.withTables<OwnerTokenDatabase>() as unknown as Kysely<OwnerTokenDatabase>;
  const live = () => db.selectFrom('owner_tokens').selectAll().where('revoked_at', 'is', null);

  return {
    async insert(token) {
      try {
        const row = await db
          .insertInto('owner_tokens')
          .values({
            name: token.name,
            secret_hash: token.secretHash,
            portal_ids_json: token.portals === 'all' ? null : JSON.stringify(token.portals),
            read_only: token.readOnly ? 1 : 0,
            created_at: token.createdAt,
            revoked_at: null,
            last_used_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toOwnerToken(row);
      } catch (error) {
        // The partial unique index on live names decides, so two processes creating one name at once cannot both succeed.
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async list() {
      const rows = await db.selectFrom('owner_tokens').selectAll().orderBy('id').execute();
      return rows.map(toOwnerToken);
    },

    async findLive(secretHash) {
      const row = await live().where('secret_hash', '=', secretHash).executeTakeFirst();
      return row && toOwnerToken(row);
    },

    async hasLive() {
      return (await live().select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    async revoke(name, at) {
      const row = await db
        .updateTable('owner_tokens')
        .set({ revoked_at: at })
        .where('name', '=', name)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row && toOwnerToken(row);
    },

    async markUsed(id, at, unlessSince) {
      await db
        .updateTable('owner_tokens')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', unlessSince)]))
        .execute();
    },
  };
}
