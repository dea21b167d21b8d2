import type { Kysely } from 'kysely';
import type { StorageDialect } from '../../storage/migrations.js';
import { asOutboxDatabase, claimDue, finishAttempt, updateEndpointRow, type AttemptResult, type ClaimedEvent } from '../../storage/outbox-store.js';
import { onOutboxWritten } from './outbox-wakeup.js';
import type { Deliverer, DeliveryOutcome, OutboxKind } from './outbox-types.js';
import { nextAttemptAt, STANDARD_RETRY_SCHEDULE } from './retry-schedule.js';

/** How often a dispatcher looks for due rows when nothing woke it. */
export const OUTBOX_POLL_MS = 250;
/** How long a claim holds: longer than a send may take (15 s), so no other process takes a row still being sent. */
export const OUTBOX_LEASE_MS = 30_000;
/** Sends a dispatcher has in flight at most (rows claimed per round at most). */
export const OUTBOX_BATCH = 10;

export interface DispatcherOptions {
  /** The host's database (any of its connections). */
  db: Kysely<any>;
  dialect: StorageDialect;
  /** Who sends each kind; rows of a kind without one are left for a process that has it. */
  deliverers: Partial<Record<OutboxKind, Deliverer>>;
  /** ms after each failed attempt (WEBHOOK_RETRY_SCHEDULE); default the Standard Webhooks one. */
  schedule?: readonly number[] | undefined;
  /** ms since the epoch (default `Date.now`): due times and leases follow it. */
  now?: () => number;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  /** For the retries' jitter; default `Math.random`. */
  random?: () => number;
  /** Where a failure of the dispatcher itself (the database unreachable) goes; default stderr. */
  log?: (line: string) => void;
}

export interface Dispatcher {
  /** Claims due rows once (as many as there is room for) and sends them; resolves with how many once all are recorded. */
  runOnce(): Promise<number>;
  /**
   * Stops claiming at once and waits up to `graceMs` for the sends in flight, then cuts them (their
   * rows are left claimed and are taken again when the lease ends). Later calls wait on the first.
   */
  stop(graceMs: number): Promise<void>;
}

/** What an outcome makes of the row, and the attempt to log. */
function resultOf(outcome: DeliveryOutcome, event: ClaimedEvent, schedule: readonly number[], now: number, random: () => number): AttemptResult {
  if (outcome.kind === 'delivered') return { status: 'delivered' };
  if (outcome.kind === 'give-up') return { status: 'failed' };
  const dueAt = nextAttemptAt(schedule, event.attempts + 1, now, { retryAfterMs: outcome.retryAfterMs, random });
  return dueAt === null ? { status: 'failed' } : { status: 'pending', dueAt };
}

/**
 * The outbox's dispatcher, one in every host process: it claims due rows in a short transaction
 * (a lease in `locked_until`), sends each outside any transaction through its kind's deliverer,
 * and records the attempt and what follows (delivered, retried on the schedule, failed, the
 * endpoint disabled on 410). Woken at once when this process writes rows, else every `pollMs`.
 */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const db = asOutboxDatabase(options.db);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const schedule = options.schedule ?? STANDARD_RETRY_SCHEDULE;
  const kinds = (Object.keys(options.deliverers) as OutboxKind[]).filter((kind) => options.deliverers[kind] !== undefined);
  const log = options.log ?? ((line: string) => console.error(`[forms-host] ${line}`));
  const cutSends = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  let woken = false;
  const stopListening = onOutboxWritten(() => wakeUp());

  const sendOne = async (event: ClaimedEvent): Promise<void> => {
    const deliverer = options.deliverers[event.kind] as Deliverer;
    const at = new Date(now()).toISOString();
    let outcome: DeliveryOutcome;
    try {
      outcome = await deliverer(event, cutSends.signal);
    } catch (error) {
      // A deliverer should answer every failure as an outcome; one that throws is retried.
      outcome = { kind: 'retry', status: null, durationMs: 0, responseSnippet: '', error: error instanceof Error ? error.message : String(error) };
    }
    // Cut by stop(): neither attempt nor outcome is recorded; the lease runs out and another process sends it.
    if (cutSends.signal.aborted) return;
    const result = resultOf(outcome, event, schedule, now(), random);
    const error = outcome.kind === 'delivered' ? null : outcome.error;
    const recorded = await finishAttempt(db, event, { at, status: outcome.status, durationMs: outcome.durationMs, responseSnippet: outcome.responseSnippet, error }, result);
    if (recorded && outcome.kind === 'give-up' && outcome.disableEndpoint && event.endpointId !== null) {
      await updateEndpointRow(db, event.endpointId, { enabled: false, disabledReason: outcome.error ?? 'the endpoint refused deliveries' });
    }
  };

  const maxInFlight = options.batchSize ?? OUTBOX_BATCH;
  const wakeUp = () => {
    woken = true;
    wake?.();
  };

  /** Claims as many due rows as there is room for beside the sends in flight, and starts sending them. */
  const claimAndSend = async (): Promise<{ asked: number; sends: Promise<void>[] }> => {
    const asked = maxInFlight - inFlight.size;
    if (stopping || asked <= 0) return { asked: 0, sends: [] };
    const at = now();
    const claimed = await claimDue(db, options.dialect, { now: at, leaseUntil: at + (options.leaseMs ?? OUTBOX_LEASE_MS), limit: asked, kinds });
    const sends = claimed.map((event) => {
      const sending = sendOne(event)
        .catch((error: unknown) => log(`outbox event ${event.id} could not be recorded: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          inFlight.delete(sending);
          // Room for another row: look at once.
          wakeUp();
        });
      inFlight.add(sending);
      return sending;
    });
    return { asked, sends };
  };

  const runOnce = async (): Promise<number> => {
    const { sends } = await claimAndSend();
    await Promise.all(sends);
    return sends.length;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  // Sends run beside the claims: a slow receiver holds its own rows, not everyone's.
  const loop = (async () => {
    while (!stopping) {
      woken = false;
      let full = false;
      try {
        const { asked, sends } = await claimAndSend();
        full = asked > 0 && sends.length === asked;
      } catch (error) {
        log(`the outbox could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
      // A full claim: more may be due at once.
      if (!full) await pause(options.pollMs ?? OUTBOX_POLL_MS);
    }
  })();

  let stopped: Promise<void> | undefined;
  return {
    runOnce,
    stop: (graceMs) =>
      (stopped ??= (async () => {
        stopping = true;
        stopListening();
        wake?.();
        // The loop may start sends until it sees `stopping`: those are waited for too.
        const drained = loop.then(() => Promise.all([...inFlight])).then(() => true);
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
        const inTime = await Promise.race([drained, late]);
        clearTimeout(timer);
        if (!inTime) {
          cutSends.abort();
          await drained;
        }
      })()),
  };
}
