/** How often a submission is sent before the visitor is asked to try again (the first send included). */
export const MAX_SUBMIT_ATTEMPTS = 5;

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * The wait before send number `attempt + 1` (attempt counts from 1): capped exponential backoff
 * with full jitter, so many visitors of a struggling host do not all come back at once; never
 * sooner than the host's `Retry-After`. `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, retryAfterMs: number | undefined, random: number): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(ceiling / 2 + (random * ceiling) / 2);
  return Math.max(jittered, retryAfterMs ?? 0);
}
