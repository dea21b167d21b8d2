/**
 * A forms host in a process of its own, for the load run and the crash test: forked with tsx's
 * loader, it starts on a free port of 127.0.0.1 over a given DATA_DIR and reports its address;
 * the parent closes it with 'close', or kills it outright.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFormsHost } from '../server/start-forms-host';

const HOST_PROCESS_FLAG = '--host-process';

interface HostMessage {
  url: string;
}

/** Runs in the child: the forms host alone, until the parent says 'close' or goes away. */
async function runHostProcess(dataDir: string): Promise<void> {
  const host = await startFormsHost({
    port: 0,
    host: '127.0.0.1',
    formsDir: 'fixtures/forms',
    publicDir: 'public',
    distDir: 'dist',
    dataDir,
    sitePort: undefined,
  });
  const close = () => {
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The forms host could not close:', error);
        process.exit(1);
      },
    );
  };
  process.on('message', (message) => {
    if (message === 'close') close();
  });
  process.on('disconnect', close);
  process.send?.({ url: host.url } satisfies HostMessage);
}

export interface HostProcess {
  url: string;
  /** Closes the host (its store is closed, its WAL checkpointed) and waits for its process to end. */
  close(): Promise<void>;
  /** Ends the host process at once, as a crash would (SIGKILL), and waits for it to be gone. */
  kill(): Promise<void>;
}

/** Forks a host process over `dataDir`; `execArgv` adds node flags (a CPU profile). */
export async function forkHostProcess(dataDir: string, execArgv: readonly string[] = []): Promise<HostProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [HOST_PROCESS_FLAG, dataDir], {
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: 'inherit',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as HostMessage).url));
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`The forms host process ended (exit ${code}) before it listened`)));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    async close() {
      if (running()) child.send('close');
      const code = await exited;
      if (code !== 0) throw new Error(`The forms host process exited with ${code}`);
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}

if (process.argv[2] === HOST_PROCESS_FLAG) {
  const dataDir = process.argv[3];
  if (!dataDir) throw new Error(`${HOST_PROCESS_FLAG} needs a DATA_DIR`);
  runHostProcess(dataDir).catch((error: unknown) => {
    console.error('The forms host could not start:', error);
    process.exit(1);
  });
}
