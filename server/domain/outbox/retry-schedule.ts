/**
 * When each attempt of a delivery is made, in ms after the failure of the one before: the
 * Standard Webhooks schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). The first
 * step is the first attempt; after the last one fails the delivery is marked failed.
 */
export const STANDARD_RETRY_SCHEDULE: readonly number[] = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** Each delay is spread by up to this share either way, so a receiver's outage does not bring every retry back at once. */
export const RETRY_JITTER = 0.1;

/** WEBHOOK_RETRY_SCHEDULE: comma-separated whole milliseconds, the first usually 0; throws naming what is wrong. */
export function parseRetrySchedule(value: string): number[] {
  const steps = value.split(',').map((step) => step.trim());
  if (steps.some((step) => !/^\d{1,10}$/.test(step))) {
    throw new Error(`WEBHOOK_RETRY_SCHEDULE must be comma-separated whole milliseconds (such as 0,5000,300000), got "${value}"`);
  }
  return steps.map(Number);
}

/**
 * When the next attempt is due after `attemptsMade` attempts failed (at `now`), or null when the
 * schedule is spent. A receiver's `Retry-After` pushes it later, never sooner.
 */
export function nextAttemptAt(
  schedule: readonly number[],
  attemptsMade: number,
  now: number,
  options: { retryAfterMs?: number | undefined; random?: () => number } = {},
): number | null {
  const step = schedule[attemptsMade];
  if (step === undefined) return null;
  const random = options.random ?? Math.random;
  const jittered = Math.round(step * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
  return now + Math.max(jittered, options.retryAfterMs ?? 0);
}
