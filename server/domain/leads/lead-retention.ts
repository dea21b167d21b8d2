import type { Leads } from './leads.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How often retention runs while the host is up (it runs once at start too). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** The audit log's actor for what retention erases. */
export const RETENTION_ACTOR = 'retention';

export interface LeadRetention {
  /** Stops the hourly runs and waits for a run in progress (the database is closed after). */
  stop(): Promise<void>;
}

/**
 * Erases, at once and then every `intervalMs`, the leads older than `days` days by `now`
 * (server/domain/leads/leads.ts `deleteLeadsBefore`, audited as `retention`), logging each run
 * that erased something. Several host processes over one database may all run it: each lead is
 * erased (and counted, and its files removed) by exactly one of them, the others find it gone.
 * The timer does not keep the process alive. A failed run is logged; the next one tries again.
 */
export function startLeadRetention(options: {
  leads: Leads;
  days: number;
  now?: () => number;
  intervalMs?: number;
  log?: (line: string) => void;
}): LeadRetention {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(`[forms-host] ${line}`));
  let running: Promise<void> = Promise.resolve();
  const run = (): void => {
    running = running.then(async () => {
      const cutoff = new Date(now() - options.days * DAY_MS).toISOString();
      try {
        const result = await options.leads.deleteLeadsBefore(cutoff, RETENTION_ACTOR);
        if (result.count > 0) {
          const failed = result.filesFailed > 0 ? `, ${result.filesFailed} could not be removed` : '';
          log(`retention (RETENTION_DAYS=${options.days}) erased ${result.count} leads created before ${cutoff} and ${result.filesRemoved} uploaded files${failed}`);
        }
      } catch (error) {
        log(`retention (RETENTION_DAYS=${options.days}) failed, to be tried again within the hour: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
