import { rm } from 'node:fs/promises';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../../server/storage/open-database.js';
import type { StorageBackend } from './postgres.js';
import { makeTempDir } from './test-host.js';

/** A fresh, migrated database of `backend` (a copy of the migrated template on Postgres) in a temporary DATA_DIR; `close()` closes it and removes the folder. */
export async function freshHostDatabase(backend: StorageBackend): Promise<OpenDatabase & { dataDir: string; databaseUrl?: string }> {
  const dataDir = await makeTempDir('host-database');
  const { databaseUrl } = await backend.migrated();
  const database = await openDatabase({ dataDir, databaseUrl });
  return {
    ...database,
    dataDir,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}


/** What `freshDatabaseAndFormsDir` gives each test: its database and its empty forms folder. */
export interface FreshDatabaseAndFormsDir {
  database: Awaited<ReturnType<typeof freshHostDatabase>>;
  formsDir: string;
}

/**
 * For each test of the describe block that calls it: a fresh database of `backend` and an empty
 * forms folder (named after `prefix`), both removed after the test. Read them from the answer
 * inside the tests.
 */
export function freshDatabaseAndFormsDir(backend: StorageBackend, prefix: string): FreshDatabaseAndFormsDir {
  const fresh = {} as FreshDatabaseAndFormsDir;
  beforeEach(async () => {
    fresh.database = await freshHostDatabase(backend);
    fresh.formsDir = await makeTempDir(prefix);
  });
  afterEach(async () => {
    await fresh.database.close();
    await rm(fresh.formsDir, { recursive: true, force: true });
  });
  return fresh;
}
