import type { RateLimitCounter } from '../../storage/rate-limit-counter.js';
import { windowAt } from '../../http/rate-limit-policy.js';

/** Failed owner calls a client may make in a window before each further one is slowed. */
export const FREE_FAILED_ATTEMPTS = 5;
/** The window failed attempts are counted in (fixed windows, as the rate limits'). */
export const FAILED_ATTEMPTS_WINDOW_SECONDS = 15 * 60;
/** The wait before the first slowed 401; it doubles with each further failure, up to the cap. */
export const FIRST_FAILURE_DELAY_MS = 2_000;
export const MAX_FAILURE_DELAY_MS = 30_000;

/** Names the failures' counters in `rate_limit_windows`. */
export const FAILED_ATTEMPTS_BUCKET = 'owner-auth-failures';

/** Old windows are deleted on one failure in this many (per process). */
const PRUNE_EVERY = 100;

/** How long the 401 of a client's `failures`-th failed attempt in the window waits: 0, then 2 s, 4 s, … 30 s. */
export function failedAttemptDelayMs(failures: number): number {
  if (failures <= FREE_FAILED_ATTEMPTS) return 0;
  return Math.min(MAX_FAILURE_DELAY_MS, FIRST_FAILURE_DELAY_MS * 2 ** (failures - FREE_FAILED_ATTEMPTS - 1));
}

export interface FailedAttempts {
  /**
   * Counts a failed attempt of `client` (in the database, so every host process shares the
   * count) and waits the delay it has earned. Resolves with that delay in ms.
   */
  slowDown(client: string): Promise<number>;
}

export interface FailedAttemptsOptions {
  counter: RateLimitCounter;
  /** ms since the epoch. */
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** Guessing a token costs time: a successful call is never counted or slowed, only failures are. */
export function failedAttempts(options: FailedAttemptsOptions): FailedAttempts {
  let failures = 0;
  return {
    async slowDown(client) {
      const window = windowAt(options.now(), FAILED_ATTEMPTS_WINDOW_SECONDS);
      const count = await options.counter.hit(FAILED_ATTEMPTS_BUCKET, client, window.start);
      failures += 1;
      if (failures % PRUNE_EVERY === 0) await options.counter.prune(FAILED_ATTEMPTS_BUCKET, window.start);
      const delay = failedAttemptDelayMs(count);
      if (delay > 0) await options.sleep(delay);
      return delay;
    },
  };
}
