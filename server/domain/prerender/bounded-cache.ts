/**
 * A map that keeps at most `limit` entries: reading an entry makes it the most recently used, and
 * adding one past the limit drops the least recently used (a Map keeps insertion order).
 */
export function boundedCache<K, V>(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A cache must hold at least one entry (limit: ${limit})`);
  const entries = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key)!;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: K, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type BoundedCache<K, V> = ReturnType<typeof boundedCache<K, V>>;
