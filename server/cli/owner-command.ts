import type { OpenDatabase } from '../storage/open-database.js';

/** What a command of `npm run owner` gets from the process that runs it (tests give their own). */
export interface OwnerCliContext {
  /** A line for the owner (stdout). */
  out(line: string): void;
  /** A line about a problem (stderr). */
  err(line: string): void;
  /** Opens the host's database, migrated; the command closes it. */
  openDatabase(): Promise<OpenDatabase>;
  now(): Date;
  /** The forms host's origin, for the examples a command prints. */
  hostUrl: string;
}

/** One group of `npm run owner` (`token`; later `forms`, `leads`), in a file of its own. */
export interface OwnerCommandGroup {
  name: string;
  /** Its usage lines, shown by `npm run owner -- help` and after a usage error. */
  usage: readonly string[];
  /** Runs `args` (what follows the group's name); throws `UsageError` for bad input. */
  run(args: readonly string[], context: OwnerCliContext): Promise<void>;
}

/** Bad input on the command line: the message names what is wrong. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs `work` over the host's database, closing it after. */
export async function withDatabase<T>(context: OwnerCliContext, work: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const database = await context.openDatabase();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
