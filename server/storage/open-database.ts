import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { maskDatabaseUrl, postgresUrlProblem } from './database-url.js';
import { MIGRATIONS, migrateToLatest, type HostMigration, type StorageDialect } from './migrations.js';
import type { SubmissionsDatabase } from './submission-store.js';
import type { TrackingDatabase } from './tracking-store.js';
import type { RateLimitDatabase } from './rate-limit-counter.js';
import type { OwnerTokenDatabase } from './owner-token-store.js';
import type { FormsDatabase } from './form-store.js';

export type { StorageDialect } from './migrations.js';

/** The SQLite database file inside DATA_DIR. */
export const DATABASE_FILE_NAME = 'forms-host.sqlite';

/** Connections a host keeps to Postgres at most. */
export const DEFAULT_POSTGRES_POOL_SIZE = 10;

/** Every table of the host, as Kysely sees them. */
export interface HostDatabase extends SubmissionsDatabase, TrackingDatabase, RateLimitDatabase, OwnerTokenDatabase, FormsDatabase {}

export interface OpenDatabaseOptions {
  /** Holds `forms-host.sqlite` when no `databaseUrl` is given. Created when missing. */
  dataDir: string;
  /** `postgres://…` or `postgresql://…`: use that Postgres database instead of SQLite. */
  databaseUrl?: string | undefined;
  /** Postgres only: connections kept at most. Default `DEFAULT_POSTGRES_POOL_SIZE`. */
  poolSize?: number | undefined;
  /** The schema to bring the database to. Default `MIGRATIONS` (tests pass longer lists). */
  migrations?: readonly HostMigration[] | undefined;
}

export interface OpenDatabase {
  db: Kysely<HostDatabase>;
  dialect: StorageDialect;
  /** Where the rows are, for logs: the SQLite file, or the Postgres URL with its password masked. */
  description: string;
  /** Closes the connection (SQLite) or the pool (Postgres); a second call waits on the first. */
  close(): Promise<void>;
}

/**
 * Opens the host's database, Postgres when `databaseUrl` is given, else `{dataDir}/forms-host.sqlite`,
 * and brings its schema up to date (server/storage/migrations.ts). Queries are the same Kysely
 * code on both.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const migrations = options.migrations ?? MIGRATIONS;
  return options.databaseUrl === undefined
    ? openSqlite(options.dataDir, migrations)
    : openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POSTGRES_POOL_SIZE, migrations);
}

/** Opening a SQLite file that other processes open at the same moment: tries at most. */
const SQLITE_OPEN_ATTEMPTS = 5;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return [code, cause].some((value) => typeof value === 'string' && value.startsWith('SQLITE_BUSY'));
}

/**
 * WAL lets the owner API read while a submission is written; `synchronous = FULL` syncs every
 * commit, so a submission the host confirmed survives a crash or power loss.
 */
async function openSqlite(dataDir: string, migrations: readonly HostMigration[]): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE_NAME);
  let database: Database.Database;
  for (let attempt = 1; ; attempt++) {
    database = new Database(file);
    try {
      database.pragma('journal_mode = WAL');
      database.pragma('synchronous = FULL');
      // Another process (a second host, a backup, the sqlite3 shell) may hold a lock briefly.
      database.pragma('busy_timeout = 5000');
      // The migration run has a Kysely of its own over the same connection (not destroyed: that
      // would close the connection), whose transactions begin immediate; see ImmediateSqliteDialect.
      await migrateToLatest(new Kysely<unknown>({ dialect: new ImmediateSqliteDialect({ database }) }), 'sqlite', migrations);
      break;
    } catch (error) {
      database.close();
      // Two processes switching a new file to WAL at the same moment can deadlock, and SQLite then
      // fails one of them at once (no busy wait): that one starts over.
      if (isBusy(error) && attempt < SQLITE_OPEN_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        continue;
      }
      throw new Error(`Could not open the database ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  const db = new Kysely<HostDatabase>({ dialect: new SqliteDialect({ database }) });
  const close = async () => {
    await db.destroy();
    // Kysely closes the connection only if it used it; a store closed before its first query
    // would otherwise keep the file open and go on answering.
    if (database.open) database.close();
  };
  return { db, dialect: 'sqlite', description: file, close: once(close) };
}

async function openPostgres(databaseUrl: string, poolSize: number, migrations: readonly HostMigration[]): Promise<OpenDatabase> {
  const description = maskDatabaseUrl(databaseUrl);
  const problem = postgresUrlProblem(databaseUrl);
  if (problem !== null) throw new Error(`The database URL ${description} cannot be used: ${problem}`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection that the server ends (a restart, a failover) is reported here; without a
  // listener pg would end the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.error(`[forms-host] database connection to ${description} failed: ${error.message}`));
  const db = new Kysely<HostDatabase>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db, 'postgres', migrations);
  } catch (error) {
    await db.destroy();
    throw new Error(`Could not open the database ${description}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const close = async () => {
    await db.destroy();
    // As for SQLite: Kysely ends the pool only if it used it.
    if (!pool.ended) await pool.end();
  };
  return { db, dialect: 'postgres', description, close: once(close) };
}

/**
 * SQLite for the migration run: Kysely's SQLite adapter says DDL is not transactional and takes
 * no lock, so two processes starting on one file would both run a pending migration and the
 * second would fail recording it. SQLite's DDL is transactional; with the adapter saying so the
 * migrator runs all pending migrations in one transaction, and `begin immediate` takes the write
 * lock first (waiting up to busy_timeout), so a second process reads the migration table only
 * after the first committed and finds nothing to do.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= action());
}
