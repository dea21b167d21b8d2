import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../../scripts/postgres-cluster.js';
import { openDatabase } from '../../../server/storage/open-database.js';
import { databaseUrlNamed, queryDatabase } from './cluster-databases.js';

/** The database every host migration is applied to once, for tests to copy (`createTestDatabase({ migrated: true })`). */
const MIGRATED_TEMPLATE = 'migrated_template';

/** Creates the migrated template in the cluster: migrated as a host opening it would, then closed (a template in use cannot be copied). */
async function createMigratedTemplate(clusterUrl: string): Promise<void> {
  await queryDatabase(clusterUrl, `create database ${MIGRATED_TEMPLATE}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forms-migrated-template-'));
  try {
    const database = await openDatabase({ dataDir, databaseUrl: databaseUrlNamed(clusterUrl, MIGRATED_TEMPLATE) });
    await database.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * One Postgres cluster for the whole run of the server tests (vitest.config.ts); each test that
 * needs Postgres makes its own database in it (`createTestDatabase`), empty or a copy of the
 * migrated template made here. Stopped, and its folder removed, when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    await createMigratedTemplate(cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresMigratedTemplate', MIGRATED_TEMPLATE);
  return () => cluster.stop();
}
