import { describe, expect, it } from 'vitest';
import { boundedCache } from '../../../../server/domain/prerender/bounded-cache.js';

describe('boundedCache', () => {
  it('never holds more than its limit, dropping the least recently used', () => {
    const cache = boundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces an entry set again without growing', () => {
    const cache = boundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });

  it('refuses a limit below one, naming it', () => {
    expect(() => boundedCache(0)).toThrow('A cache must hold at least one entry (limit: 0)');
  });
});
