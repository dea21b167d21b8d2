import type { Kysely } from 'kysely';

/** One client's requests to one limited route in one fixed window (created by migration 0002, server/storage/migrations.ts). */
export interface RateLimitWindowsTable {
  /** Which limit: 'submit', 'email-check'. */
  bucket: string;
  /** `rateLimitClient` of the request. */
  client: string;
  /** Start of the window, ms since the epoch. */
  window_start: number;
  hits: number;
}

export type RateLimitDatabase = {
  rate_limit_windows: RateLimitWindowsTable;
};

function asRateLimitDatabase<Tables>(connection: Kysely<Tables>): Kysely<RateLimitDatabase> {
  return connection.withTables<RateLimitDatabase>() as unknown as Kysely<RateLimitDatabase>;
}

export interface RateLimitCounter {
  /** Counts one request and answers the window's count so far, this one included. */
  hit(bucket: string, client: string, windowStart: number): Promise<number>;
  /** Forgets a bucket's windows that began before `windowStart`. */
  prune(bucket: string, windowStart: number): Promise<void>;
}

/**
 * The counters in the host's database, so that every host process over it counts together: one
 * upsert per request, which SQLite and Postgres both run as one atomic statement.
 */
export function rateLimitCounter<Tables>(connection: Kysely<Tables>): RateLimitCounter {
  const db = asRateLimitDatabase(connection);
  return {
    async hit(bucket, client, windowStart) {
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ bucket, client, window_start: windowStart, hits: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['bucket', 'client', 'window_start'])
            .doUpdateSet((eb) => ({ hits: eb('rate_limit_windows.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    },
    async prune(bucket, windowStart) {
      await db.deleteFrom('rate_limit_windows').where('bucket', '=', bucket).where('window_start', '<', windowStart).execute();
    },
  };
}
