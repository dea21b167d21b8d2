import { useEffect, useSyncExternalStore } from 'react';
import { getChunk, subscribeToChunks, type ChunkName, type Chunks } from '../lazy/chunk-registry';
import { loadChunk } from '../lazy/load-chunk';

/** A lazily built part of the embed: undefined until its file has arrived, then its exports. */
export function useChunk<N extends ChunkName>(name: N): Chunks[N] | undefined {
  const read = () => getChunk(name);
  // A server render (src/prerender/) registers the chunks it needs before it renders.
  const chunk = useSyncExternalStore(subscribeToChunks, read, read);
  useEffect(() => {
    if (!chunk) loadChunk(name).catch((error: unknown) => console.warn('[forms-embed]', error));
  }, [chunk, name]);
  return chunk;
}
