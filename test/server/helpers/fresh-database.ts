import { rm } from 'node:fs/promises';
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

