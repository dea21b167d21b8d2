/**
 * A process that opens the host's database as a starting host would (the migrations run), for
 * tests of several processes starting at once: it loads, prints `ready`, waits for a line on
 * stdin, opens the database given as JSON `OpenDatabaseOptions` in argv[2], prints `opened`
 * and exits 0 (1 with the error on stderr when the open failed).
 */
import { createInterface } from 'node:readline';
import { openDatabase, type OpenDatabaseOptions } from '../../../server/storage/open-database.js';

const options = JSON.parse(process.argv[2] ?? '{}') as OpenDatabaseOptions;
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
lines.once('line', () => {
  lines.close();
  openDatabase(options)
    .then(async (database) => {
      await database.close();
      process.stdout.write('opened\n');
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
});
