import { describe, expect, it } from 'vitest';
import { parseRateLimit, windowAt } from '../../../server/http/rate-limit-policy.js';

const FALLBACK = { limit: 20, windowSeconds: 60 };

describe('parseRateLimit', () => {
  it('reads {requests}/{seconds}, takes the fallback when empty and none for off', () => {
    expect(parseRateLimit('SUBMIT_RATE_LIMIT', ' 5/10 ', FALLBACK)).toEqual({ limit: 5, windowSeconds: 10 });
    expect(parseRateLimit('SUBMIT_RATE_LIMIT', '', FALLBACK)).toBe(FALLBACK);
    expect(parseRateLimit('SUBMIT_RATE_LIMIT', 'OFF', FALLBACK)).toBeUndefined();
  });

  it.each(['20', '20/', '/60', '0/60', '20/0', '1.5/60', '20 per 60', '-1/60'])('refuses %s, naming the setting', (value) => {
    expect(() => parseRateLimit('EMAIL_CHECK_RATE_LIMIT', value, FALLBACK)).toThrow(/^EMAIL_CHECK_RATE_LIMIT must be/);
  });
});

describe('windowAt', () => {
  const start = Date.UTC(2030, 0, 1, 12, 0, 0);

  it('puts a moment in the fixed window it falls in, with the whole seconds left of it', () => {
    expect(windowAt(start, 60)).toEqual({ start, secondsLeft: 60 });
    expect(windowAt(start + 15_000, 60)).toEqual({ start, secondsLeft: 45 });
    expect(windowAt(start + 15_001, 60)).toEqual({ start, secondsLeft: 45 });
    expect(windowAt(start + 60_000, 60)).toEqual({ start: start + 60_000, secondsLeft: 60 });
  });

  it('never answers less than 1 second left, so Retry-After is never 0', () => {
    expect(windowAt(start + 59_999, 60)).toEqual({ start, secondsLeft: 1 });
  });
});
