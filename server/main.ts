// First: React's production build unless the site owner chose another (evaluated before the imports below).
import './default-node-env.js';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { reportListening, runPrimary } from './cluster.js';
import { readConfig, readProcessSettings } from './config.js';
import { startFormsHost } from './start-forms-host.js';
import { printStartupLines } from './startup-lines.js';

/**
 * Entry of `npm run serve`: starts the forms host from the environment. With WORKERS=1 it runs
 * in this process; with more, this process is the primary of that many workers
 * (server/cluster.ts), each running this same file. SIGTERM or SIGINT drains the host: no new
 * connection, requests in flight answered, then exit 0; exit 1 when requests still open after
 * SHUTDOWN_TIMEOUT_MS had to be cut.
 */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const settings = readProcessSettings(process.env, config.databaseUrl);
  if (settings.workers > 1 && cluster.isPrimary) {
    // One captcha secret for all: a token one worker issued passes at any other.
    const workerEnv = { CAPTCHA_SECRET: config.captchaSecret ?? randomBytes(32).toString('base64url') };
    runPrimary(settings.workers, workerEnv, (addresses, pids) => printStartupLines(config, addresses, pids));
    return;
  }

  const starting = startFormsHost(config);
  const who = cluster.isWorker ? `Worker ${process.pid}` : 'The forms host';
  let stopping = false;
  // Listened for before the host starts: a deploy may stop it while it is still starting.
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) console.log(`${signal}: draining the forms host (at most ${settings.shutdownTimeoutMs} ms)`);
    starting
      .then((host) => host.drain(settings.shutdownTimeoutMs))
      .then(
        (drained) => {
          if (drained) process.exit(0);
          console.error(`${who}: requests still open after ${settings.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS) were cut`);
          process.exit(1);
        },
        (error: unknown) => {
          console.error(`${who} could not close cleanly:`, error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const host = await starting;
  if (cluster.isWorker) reportListening(host);
  else printStartupLines(config, host);
}

main().catch((error: unknown) => {
  console.error('The forms host could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
