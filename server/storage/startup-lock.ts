import { sql, type Kysely } from 'kysely';
import type { StorageDialect } from './migrations.js';

/**
 * The id of the Postgres advisory lock Kysely's migrator takes (its `MIGRATION_LOCK_ID`): work
 * done under it never overlaps a migration run, nor the same work of another process starting.
 */
const MIGRATION_LOCK_ID = '3853314791062309107';

/**
 * Runs `work` in one transaction that holds the lock the migrations run under, so processes that
 * start together do it one after the other: on Postgres the migrator's advisory lock, on SQLite
 * `begin immediate` (the write lock, waited for up to busy_timeout). `work` gets the transaction
 * and must not open one of its own.
 */
export async function underMigrationLock<DB, T>(db: Kysely<DB>, dialect: StorageDialect, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.raw(MIGRATION_LOCK_ID)})`.execute(trx);
      return work(trx);
    });
  }
  // Kysely's SQLite transactions begin deferred; one connection, begun by hand, takes the lock first.
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
