/**
 * `npm run import-form -- --file definition.json [--portal ID] [--name "New name"]`: stores a
 * form definition as a new draft form in the host's database (the one DATA_DIR / DATABASE_URL
 * name, read as the host reads them), migrated first.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../config.js';
import { REPO_ROOT } from '../repo-root.js';
import { openDatabase } from '../storage/open-database.js';
import { hostOrigin } from './host-origin.js';
import { runImportForm } from './run-import-form.js';

async function main(): Promise<number> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    process.stderr.write(`npm run import-form: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  return runImportForm(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    // Relative to where `npm run` was started, not to the package folder npm runs in.
    readFile: (file) => readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'),
    openDatabase: () => openDatabase({ dataDir: config.dataDir ?? path.join(REPO_ROOT, 'data'), databaseUrl: config.databaseUrl, poolSize: 1 }),
    demo: config.demo !== false,
    origin: hostOrigin(config),
  });
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`npm run import-form: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
