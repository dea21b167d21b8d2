import { describe, expect, it } from 'vitest';
import { countFromEnv } from '../../../scripts/bench/env-count';

describe('countFromEnv', () => {
  it('reads a whole number, or gives the fallback when the variable is unset or empty', () => {
    expect(countFromEnv({ BENCH_RUNS: '15' }, 'BENCH_RUNS', 9)).toBe(15);
    expect(countFromEnv({}, 'BENCH_RUNS', 9)).toBe(9);
    expect(countFromEnv({ BENCH_RUNS: ' ' }, 'BENCH_RUNS', 9)).toBe(9);
  });

  it('refuses anything else, naming the variable and the value', () => {
    for (const text of ['nine', '0', '-3', '2.5']) {
      expect(() => countFromEnv({ BENCH_RUNS: text }, 'BENCH_RUNS', 9)).toThrow(`BENCH_RUNS must be a whole number from 1 up, not "${text}"`);
    }
  });
});
