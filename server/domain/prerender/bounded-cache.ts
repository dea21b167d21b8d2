/** How much a cache may hold: entries, and the bytes of their values together. */
export interface CacheLimits {
  entries: number;
  bytes: number;
}

/**
 * A map bounded by its number of entries and by the bytes of its values: reading an entry makes
 * it the most recently used, and past either limit the least recently used are dropped (a Map
 * keeps insertion order). A value's bytes may be told after it is set (`weigh`: an answer still
 * being made counts as 0 until then); a value larger than the whole byte limit is not kept.
 */
export function boundedCache<K, V>(limits: CacheLimits) {
  if (!Number.isInteger(limits.entries) || limits.entries < 1) throw new Error(`A cache must hold at least one entry (entries: ${limits.entries})`);
  if (!Number.isInteger(limits.bytes) || limits.bytes < 1) throw new Error(`A cache must hold at least one byte (bytes: ${limits.bytes})`);
  const entries = new Map<K, { value: V; bytes: number }>();
  let totalBytes = 0;

  function checkBytes(bytes: number): void {
    if (!Number.isInteger(bytes) || bytes < 0) throw new Error(`A cached value's bytes must be a whole number from 0 (bytes: ${bytes})`);
  }

  function remove(key: K): void {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  }

  function dropLeastRecentlyUsed(): void {
    while (entries.size > limits.entries || totalBytes > limits.bytes) remove(entries.keys().next().value!);
  }

  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: K, value: V, bytes = 0): void {
      checkBytes(bytes);
      remove(key);
      if (bytes > limits.bytes) return;
      entries.set(key, { value, bytes });
      totalBytes += bytes;
      dropLeastRecentlyUsed();
    },
    /**
     * The value of `key`, or the one `make` makes now, set with `bytesOf` it (0 when not given: a
     * value still being made is weighed once it is, with `weigh`).
     */
    getOrSet(key: K, make: () => V, bytesOf: (value: V) => number = () => 0): V {
      const found = this.get(key);
      if (found !== undefined) return found;
      const made = make();
      this.set(key, made, bytesOf(made));
      return made;
    },
    /** Tells the bytes of `value` while it is still the entry of `key` (it may have been dropped or replaced since). */
    weigh(key: K, value: V, bytes: number): void {
      checkBytes(bytes);
      const entry = entries.get(key);
      if (entry?.value !== value) return;
      if (bytes > limits.bytes) {
        remove(key);
        return;
      }
      totalBytes += bytes - entry.bytes;
      entry.bytes = bytes;
      dropLeastRecentlyUsed();
    },
    /** Drops `key`'s entry if it still holds `value`. */
    drop(key: K, value: V): void {
      if (entries.get(key)?.value === value) remove(key);
    },
    get size(): number {
      return entries.size;
    },
    /** The bytes of the values held, as told. */
    get bytes(): number {
      return totalBytes;
    },
  };
}

export type BoundedCache<K, V> = ReturnType<typeof boundedCache<K, V>>;
