import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../server/repo-root.js';
import { hostBundleOfThisProcess } from './build/host-bundle.js';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The bundled forms host (`server/main.ts` built as `npm start` runs it) in a process of its own,
 * its output recorded: the host the process tests, the crash test and the load run start, as a
 * site owner starts it.
 */
export interface MainProcess {
  child: ChildProcess;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the first match in its output (waiting for it); rejects if the process ends first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<Exit>;
  /** SIGKILLs it if it still runs (its cluster workers end with it) and waits for its end. */
  kill(): Promise<void>;
}

/**
 * Starts the host bundled from the current sources (`scripts/build/host-bundle.ts`, built once
 * per process), on free ports of 127.0.0.1 without the site listener unless `env` says otherwise.
 * DATABASE_URL and WORKERS come only from `env`; `execArgv` adds node flags (a CPU profile).
 */
export function spawnMain(env: Record<string, string>, execArgv: readonly string[] = []): MainProcess {
  const { DATABASE_URL: _url, WORKERS: _workers, ...inherited } = process.env;
  const child = spawn(process.execPath, [...execArgv, hostBundleOfThisProcess(REPO_ROOT)], {
    cwd: REPO_ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', SITE_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const record = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let ended = false;
  void exited.then(() => {
    ended = true;
    for (const waiter of waiters) waiter();
  });
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) {
            waiters.delete(check);
            resolve(match);
          } else if (ended) {
            waiters.delete(check);
            reject(new Error(`The host process ended without printing ${pattern}. It printed:\n${output}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The forms host's origin from its startup lines. */
export const FORMS_HOST_LINE = /^Forms host +(http:\/\/\S+)$/m;
