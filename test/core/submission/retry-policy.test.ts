import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SUBMIT_ATTEMPTS, retryDelayMs } from '../../../src/core/submission/retry-policy';

const CAP_MS = 30_000;
/** The ceiling before jitter of the wait after send `attempt`: doubling from 1 s, capped at 30 s. */
const ceilingOf = (attempt: number) => Math.min(CAP_MS, 1000 * 2 ** (attempt - 1));

describe('retryDelayMs', () => {
  it('sends a submission five times at most', () => {
    expect(MAX_SUBMIT_ATTEMPTS).toBe(5);
  });

  it('grows with each attempt (same jitter): the ceiling doubles from 1 s', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, undefined, 0.5));
    // Attempt 6 would double to 32 s: its ceiling is the 30 s cap.
    expect(delays).toEqual([750, 1500, 3000, 6000, 12_000, 22_500]);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
  });

  it('is capped at 30 s however many attempts', () => {
    expect(retryDelayMs(6, undefined, 0.999_999)).toBe(CAP_MS);
    expect(retryDelayMs(7, undefined, 0.999_999)).toBe(CAP_MS);
    expect(retryDelayMs(50, undefined, 0.999_999)).toBe(CAP_MS);
    expect(retryDelayMs(1000, undefined, 0)).toBe(CAP_MS / 2);
  });

  it('is jittered within [ceiling/2, ceiling]: half the ceiling at random 0, nearly all of it just below 1', () => {
    expect(retryDelayMs(1, undefined, 0)).toBe(500);
    expect(retryDelayMs(1, undefined, 0.999_999)).toBe(1000);
    expect(retryDelayMs(3, undefined, 0)).toBe(2000);
    expect(retryDelayMs(3, undefined, 0.25)).toBe(2500);
  });

  it('stays in [ceiling/2, ceiling] for any attempt and random (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, random) => {
        const delay = retryDelayMs(attempt, undefined, random);
        const ceiling = ceilingOf(attempt);
        return delay >= ceiling / 2 && delay <= ceiling && delay <= CAP_MS;
      }),
    );
  });

  it("never comes back sooner than the host's Retry-After", () => {
    expect(retryDelayMs(1, 3000, 0.5)).toBe(3000);
    expect(retryDelayMs(1, 60_000, 0.5)).toBe(60_000);
    // A shorter Retry-After does not shorten the backoff.
    expect(retryDelayMs(4, 1000, 0.5)).toBe(6000);
    expect(retryDelayMs(2, 0, 0)).toBe(1000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 120_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, retryAfter, random) => {
          const delay = retryDelayMs(attempt, retryAfter, random);
          return delay >= retryAfter && delay >= ceilingOf(attempt) / 2;
        },
      ),
    );
  });
});
