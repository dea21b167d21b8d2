import { describe, expect, it } from 'vitest';
import { nextAttemptAt, parseRetrySchedule, STANDARD_RETRY_SCHEDULE } from '../../../../server/domain/outbox/retry-schedule.js';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const MIDDLE = () => 0.5;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the retry schedule', () => {
  it('follows the Standard Webhooks steps after each failed attempt, then gives up', () => {
    // Attempt 1 is at once; after it fails: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
    const delays = [1, 2, 3, 4, 5, 6, 7].map((made) => (nextAttemptAt(STANDARD_RETRY_SCHEDULE, made, NOW, { random: MIDDLE }) as number) - NOW);
    expect(delays).toEqual([5_000, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]);
    expect(nextAttemptAt(STANDARD_RETRY_SCHEDULE, 8, NOW, { random: MIDDLE })).toBeNull();
  });

  it('spreads each delay by at most 10 % either way', () => {
    expect((nextAttemptAt(STANDARD_RETRY_SCHEDULE, 2, NOW, { random: () => 0 }) as number) - NOW).toBe(270_000);
    expect((nextAttemptAt(STANDARD_RETRY_SCHEDULE, 2, NOW, { random: () => 1 }) as number) - NOW).toBe(330_000);
  });

  it("waits as long as the receiver's Retry-After asks when that is later, never sooner than the schedule", () => {
    expect((nextAttemptAt(STANDARD_RETRY_SCHEDULE, 1, NOW, { random: MIDDLE, retryAfterMs: 60_000 }) as number) - NOW).toBe(60_000);
    expect((nextAttemptAt(STANDARD_RETRY_SCHEDULE, 2, NOW, { random: MIDDLE, retryAfterMs: 1_000 }) as number) - NOW).toBe(5 * MINUTE);
  });

  it('reads WEBHOOK_RETRY_SCHEDULE as milliseconds, and names the setting when it cannot', () => {
    expect(parseRetrySchedule('0, 50,200')).toEqual([0, 50, 200]);
    expect(() => parseRetrySchedule('0,5s')).toThrow(/WEBHOOK_RETRY_SCHEDULE must be comma-separated whole milliseconds.*"0,5s"/);
    expect(() => parseRetrySchedule('0,,5')).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});
