/**
 * `npm run owner -- …`: the site owner's command line over the host's database (the one
 * DATA_DIR / DATABASE_URL name, read as the host reads them), migrated first.
 */
import path from 'node:path';
import { readConfig } from '../config.js';
import { REPO_ROOT } from '../repo-root.js';
import { openDatabase } from '../storage/open-database.js';
import { hostOrigin } from './host-origin.js';
import { runOwnerCli } from './run-owner-cli.js';

async function main(): Promise<number> {
  const config = readConfig(process.env);
  return runOwnerCli(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    openDatabase: () => openDatabase({ dataDir: config.dataDir ?? path.join(REPO_ROOT, 'data'), databaseUrl: config.databaseUrl, poolSize: 1 }),
    now: () => new Date(),
    hostUrl: hostOrigin(config),
  });
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`npm run owner: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
