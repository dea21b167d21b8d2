import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../../scripts/postgres-cluster.js';

/**
 * One Postgres cluster for the whole run of the server tests (vitest.config.ts); each test that
 * needs Postgres makes its own database in it (`createTestDatabase`). Stopped, and its folder
 * removed, when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
