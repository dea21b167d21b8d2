import cluster, { type Worker } from 'node:cluster';
import type { HostAddresses } from './startup-lines.js';

/** Workers that may die before they listen, within `RESTART_WINDOW_MS`, before the primary gives up. */
export const RESTART_LIMIT = 5;
export const RESTART_WINDOW_MS = 10_000;
/** A replacement starts after 250 ms, doubled for each other death within the window. */
const RESTART_DELAY_MS = 250;

/** What a worker sends its primary once its host listens. */
interface ListeningMessage {
  formsHostListening: HostAddresses;
}

function isListeningMessage(message: unknown): message is ListeningMessage {
  return typeof message === 'object' && message !== null && 'formsHostListening' in message;
}

/** In a worker: tells the primary that this worker's host listens. */
export function reportListening(addresses: HostAddresses): void {
  const message: ListeningMessage = { formsHostListening: { url: addresses.url, siteUrl: addresses.siteUrl } };
  process.send?.(message);
}

/**
 * The primary of WORKERS=n: forks n workers (with `workerEnv` added to their environment), each
 * running the whole forms host on the same ports (node:cluster shares the listeners), and calls
 * `onListening` once, when all n listen.
 * A worker that ends unexpectedly is logged and replaced. One that had been serving is replaced
 * at once: a crash or a kill under load is not a host that cannot run. One that ended before it
 * listened is replaced a little later for each recent such death, unless `RESTART_LIMIT` died so
 * within `RESTART_WINDOW_MS` (a host that cannot start): then the rest are stopped and the
 * primary exits 1. SIGTERM or SIGINT is passed on to every
 * worker, which drains; the primary exits once all have ended: 0 when every one drained
 * cleanly, else 1.
 */
export function runPrimary(
  workers: number,
  workerEnv: Readonly<Record<string, string>>,
  onListening: (addresses: HostAddresses, pids: number[]) => void,
): void {
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  const deaths: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();
  let announced = false;
  let stopping = false;
  let failed = false;

  const exitWhenAllEnded = (): void => {
    if (live.size === 0) process.exit(failed ? 1 : 0);
  };

  const stopAll = (signal: NodeJS.Signals): void => {
    stopping = true;
    for (const restart of restarts) clearTimeout(restart);
    for (const worker of live) worker.process.kill(signal);
    exitWhenAllEnded();
  };

  const onExit = (worker: Worker, code: number | null, signal: NodeJS.Signals | null): void => {
    live.delete(worker);
    const served = listening.delete(worker);
    const how = signal ?? `exit code ${code}`;
    if (stopping) {
      // A worker still starting when the signal came had taken no request: ending by it is clean.
      if (code !== 0 && served) failed = true;
      exitWhenAllEnded();
      return;
    }
    if (served) {
      console.error(`[forms-host] worker ${worker.process.pid} ended unexpectedly (${how}); starting another`);
      fork();
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) <= now - RESTART_WINDOW_MS) deaths.shift();
    if (deaths.length >= RESTART_LIMIT) {
      console.error(
        `[forms-host] ${RESTART_LIMIT} workers ended within ${RESTART_WINDOW_MS / 1000} s (the last, pid ${worker.process.pid}, with ${how}): ` +
          'the host cannot run; stopping. See the errors above.',
      );
      failed = true;
      stopAll('SIGTERM');
      return;
    }
    console.error(`[forms-host] worker ${worker.process.pid} ended unexpectedly (${how}); starting another`);
    const restart = setTimeout(() => {
      restarts.delete(restart);
      fork();
    }, RESTART_DELAY_MS * 2 ** (deaths.length - 1));
    restarts.add(restart);
  };

  const fork = (): void => {
    const worker = cluster.fork(workerEnv);
    live.add(worker);
    worker.on('message', (message: unknown) => {
      if (!isListeningMessage(message)) return;
      listening.add(worker);
      if (announced) {
        console.log(`[forms-host] worker ${worker.process.pid} listens`);
      } else if (listening.size === workers) {
        announced = true;
        onListening(message.formsHostListening, [...listening].map((each) => each.process.pid ?? 0));
      }
    });
    worker.once('exit', (code, signal) => onExit(worker, code, signal as NodeJS.Signals | null));
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    console.log(`${signal}: draining ${live.size} workers`);
    stopAll(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  for (let n = 0; n < workers; n += 1) fork();
}
