import { useEffect, useSyncExternalStore } from 'react';
import { getChunk, subscribeToChunks, type ChunkName, type Chunks } from '../lazy/chunk-registry';
import { loadChunk } from '../lazy/load-chunk';

/**
 * A lazily built part of the embed: undefined until its file has arrived, then its exports. Its
 * file is asked for once rendered, unless `load` is false (yet).
 */
export function useChunk<N extends ChunkName>(name: N, load = true): Chunks[N] | undefined {
  const read = () => getChunk(name);
  // A server render (src/prerender/) registers the chunks it needs before it renders.
  const chunk = useSyncExternalStore(subscribeToChunks, read, read);
  useEffect(() => {
    if (!chunk && load) loadChunk(name).catch((error: unknown) => console.warn('[forms-embed]', error));
  }, [chunk, name, load]);
  return chunk;
}
