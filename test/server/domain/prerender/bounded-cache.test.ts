import { describe, expect, it, vi } from 'vitest';
import { boundedCache } from '../../../../server/domain/prerender/bounded-cache.js';

const keys = (cache: { get(key: string): unknown }, all: string[]) => all.filter((key) => cache.get(key) !== undefined);

describe('boundedCache', () => {
  it('never holds more than its entries, dropping the least recently used', () => {
    const cache = boundedCache<string, number>({ entries: 2, bytes: 1_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('never holds more than its bytes, dropping the least recently used first', () => {
    const cache = boundedCache<string, string>({ entries: 10, bytes: 100 });
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    // Read, `a` is now the most recently used: `b` goes first.
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    expect(keys(cache, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(cache.bytes).toBe(80);
    // Past the bound by more than one entry: as many go as needed, oldest first.
    cache.set('d', 'D', 95);
    expect(keys(cache, ['a', 'c', 'd'])).toEqual(['d']);
    expect(cache.bytes).toBe(95);
  });

  it('counts an entry as 0 bytes until it is weighed, then drops the least recently used past the bound', () => {
    const cache = boundedCache<string, string>({ entries: 10, bytes: 100 });
    cache.set('a', 'A', 60);
    cache.set('pending', 'P');
    cache.set('b', 'B', 30);
    expect(cache.bytes).toBe(90);
    cache.weigh('pending', 'P', 50);
    expect(keys(cache, ['pending', 'a', 'b'])).toEqual(['pending', 'b']);
    expect(cache.bytes).toBe(80);
  });

  it('serves a value larger than all its bytes but does not keep it, nor drop the others for it', () => {
    const cache = boundedCache<string, string>({ entries: 10, bytes: 100 });
    cache.set('small', 'S', 10);
    cache.set('huge', 'H', 101);
    expect(cache.get('huge')).toBeUndefined();
    cache.set('late', 'L');
    cache.weigh('late', 'L', 500);
    expect(cache.get('late')).toBeUndefined();
    expect(keys(cache, ['small'])).toEqual(['small']);
    expect(cache.bytes).toBe(10);
  });

  it('weighs or drops a key only while it still holds that value', () => {
    const cache = boundedCache<string, string>({ entries: 10, bytes: 100 });
    cache.set('a', 'first');
    cache.set('a', 'second', 20);
    cache.weigh('a', 'first', 90);
    cache.drop('a', 'first');
    expect(cache.get('a')).toBe('second');
    expect(cache.bytes).toBe(20);
    cache.drop('a', 'second');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('answers a kept value, or keeps and answers the one it makes, weighed as told', () => {
    const cache = boundedCache<string, string>({ entries: 10, bytes: 100 });
    const make = vi.fn(() => 'made');
    expect(cache.getOrSet('a', make, (value) => value.length)).toBe('made');
    expect(cache.getOrSet('a', make)).toBe('made');
    expect(make).toHaveBeenCalledTimes(1);
    expect(cache.bytes).toBe(4);
    expect(cache.getOrSet('b', () => 'unweighed')).toBe('unweighed');
    expect([cache.size, cache.bytes]).toEqual([2, 4]);
  });

  it('replaces an entry set again without growing', () => {
    const cache = boundedCache<string, number>({ entries: 2, bytes: 100 });
    cache.set('a', 1, 30);
    cache.set('a', 2, 10);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(10);
    expect(cache.get('a')).toBe(2);
  });

  it('refuses limits below one and bytes that are not a whole number from 0, naming them', () => {
    expect(() => boundedCache({ entries: 0, bytes: 1 })).toThrow('A cache must hold at least one entry (entries: 0)');
    expect(() => boundedCache({ entries: 1, bytes: 0.5 })).toThrow('A cache must hold at least one byte (bytes: 0.5)');
    const cache = boundedCache<string, number>({ entries: 1, bytes: 10 });
    expect(() => cache.set('a', 1, -1)).toThrow("A cached value's bytes must be a whole number from 0 (bytes: -1)");
    expect(() => cache.weigh('a', 1, Number.NaN)).toThrow("A cached value's bytes must be a whole number from 0 (bytes: NaN)");
  });
});
