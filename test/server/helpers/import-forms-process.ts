/**
 * A process that starts as a host does as far as the forms import, for tests of several
 * processes starting at once: it loads, prints `ready`, waits for a line on stdin, opens the
 * database given as JSON `OpenDatabaseOptions` in argv[2], imports FORMS_DIR argv[3], prints
 * the import's events as one JSON line and exits (1 with the error on stderr when it failed).
 */
import { createInterface } from 'node:readline';
import { importFormsDir } from '../../../server/domain/forms/import-forms.js';
import { openDatabase, type OpenDatabaseOptions } from '../../../server/storage/open-database.js';

const options = JSON.parse(process.argv[2] ?? '{}') as OpenDatabaseOptions;
const formsDir = process.argv[3] ?? '';
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
lines.once('line', () => {
  lines.close();
  void (async () => {
    const database = await openDatabase(options);
    try {
      process.stdout.write(`${JSON.stringify(await importFormsDir(database.db, database.dialect, formsDir, new Date()))}\n`);
    } finally {
      await database.close();
    }
  })().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
});
