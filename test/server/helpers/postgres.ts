import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { StorageDialect } from '../../../server/storage/open-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded cluster's `postgres` database (test/server/helpers/postgres-global-setup.ts). */
    postgresUrl: string;
  }
}

/**
 * A new, empty database in the run's cluster, so that each test (or file) starts from nothing
 * and none sees another's rows. Not dropped: the whole cluster goes at the end of the run.
 */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('No test Postgres: the server tests start one in vitest.config.ts (globalSetup)');
  const name = `t_${randomBytes(8).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `query` in the database at `url` on a connection of its own. */
export async function queryDatabase<Row extends Record<string, unknown>>(url: string, query: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(query)).rows;
  } finally {
    await client.end();
  }
}

/** Where a store keeps its rows, for tests that run on both. */
export interface StorageBackend {
  name: StorageDialect;
  /** A fresh, empty database: a `databaseUrl` for Postgres; for SQLite nothing (a fresh DATA_DIR is one). */
  fresh(): Promise<{ databaseUrl?: string }>;
}

export const STORAGE_BACKENDS: readonly StorageBackend[] = [
  { name: 'sqlite', fresh: () => Promise.resolve({}) },
  { name: 'postgres', fresh: async () => ({ databaseUrl: await createTestDatabase() }) },
];
