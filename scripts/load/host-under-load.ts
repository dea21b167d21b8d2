/**
 * The forms host under load: `server/main.ts` in a process of its own, started exactly as a site
 * owner starts it (environment settings, WORKERS), on a free port of 127.0.0.1, with the request
 * log and the rate limits off (the load comes from one client and would be limited at once).
 * The fault run kills its workers: they are the primary's child processes, read from /proc
 * (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { FORMS_HOST_LINE, spawnMain } from '../main-process';

export interface HostUnderLoadOptions {
  dataDir: string;
  workers: number;
  /** Postgres; without it the host uses SQLite in dataDir. */
  databaseUrl?: string | undefined;
  /** Node flags of the host processes (a CPU profile). */
  execArgv?: readonly string[];
}

export interface HostUnderLoad {
  url: string;
  /** The pids of the worker processes now (the primary's own pid when WORKERS=1). */
  workerPids(): number[];
  /** Stops it as a deploy does (SIGTERM: it finishes what is in flight) and waits for it to end. */
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL to the primary and its workers). */
  kill(): void;
}

/** Pids whose parent is `parentPid`. */
function childPids(parentPid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of stat is the parent pid; the name (field 2) is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === parentPid) pids.push(Number(entry));
    } catch {
      // The process ended while we read.
    }
  }
  return pids;
}

export async function startHostUnderLoad(options: HostUnderLoadOptions): Promise<HostUnderLoad> {
  const main = spawnMain(
    {
      DATA_DIR: options.dataDir,
      WORKERS: String(options.workers),
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
      LOG_REQUESTS: 'off',
      SUBMIT_RATE_LIMIT: 'off',
      EMAIL_CHECK_RATE_LIMIT: 'off',
    },
    options.execArgv,
  );
  const [, url = ''] = await main.waitFor(FORMS_HOST_LINE);
  const primaryPid = main.child.pid ?? 0;
  return {
    url,
    workerPids: () => (options.workers > 1 ? childPids(primaryPid) : [primaryPid]),
    async stop() {
      main.child.kill('SIGTERM');
      const { code } = await main.exited;
      if (code !== 0) throw new Error(`The forms host exited with ${code} after SIGTERM:\n${main.output()}`);
    },
    kill() {
      for (const pid of childPids(primaryPid)) process.kill(pid, 'SIGKILL');
      void main.kill();
    },
  };
}
