/**
 * The forms host under load: `server/main.ts` in a process of its own, started exactly as a site
 * owner starts it (environment settings, WORKERS), on a free port of 127.0.0.1, with the request
 * log and the rate limits off (the load comes from one client and would be limited at once).
 * The fault run kills its workers: they are the primary's child processes, read from /proc
 * (Linux).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
/** `Forms host      http://127.0.0.1:PORT`, the first line server/main.ts prints. */
const LISTENING_LINE = /^Forms host\s+(http:\/\/\S+)/m;
const START_TIMEOUT_MS = 60_000;

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
  const child = spawn(process.execPath, ['--import', 'tsx', ...(options.execArgv ?? []), MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_PORT: 'off',
      DATA_DIR: options.dataDir,
      WORKERS: String(options.workers),
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_REQUESTS: 'off',
      SUBMIT_RATE_LIMIT: 'off',
      EMAIL_CHECK_RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The forms host did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The forms host ended (exit ${code}) before it listened:\n${output}`));
    });
  });
  // Its later lines (worker restarts) are of no interest to the table; keep the pipe drained.
  child.stdout?.resume();
  const primaryPid = child.pid ?? 0;
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    workerPids: () => (options.workers > 1 ? childPids(primaryPid) : [primaryPid]),
    async stop() {
      if (running()) child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`The forms host exited with ${code} after SIGTERM`);
    },
    kill() {
      for (const pid of childPids(primaryPid)) process.kill(pid, 'SIGKILL');
      if (running()) child.kill('SIGKILL');
    },
  };
}
