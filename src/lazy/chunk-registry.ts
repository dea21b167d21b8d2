import type { sanitizeHtml } from '../ui/sanitize-html';

/**
 * Parts of the embed that most forms do not need are built as separate files and registered
 * here when they arrive (see `load-chunk.ts`). Tests register them directly.
 */
export interface Chunks {
  sanitizer: { sanitizeHtml: typeof sanitizeHtml };
}
export type ChunkName = keyof Chunks;

const GLOBAL_KEY = '__formsEmbedChunks';
type ChunkGlobal = { [GLOBAL_KEY]?: Partial<Chunks> };

const listeners = new Set<() => void>();

function registry(): Partial<Chunks> {
  const holder = globalThis as ChunkGlobal;
  holder[GLOBAL_KEY] = holder[GLOBAL_KEY] ?? {};
  return holder[GLOBAL_KEY];
}

/**
 * Called by a chunk file when it runs (and by tests). A chunk file bundles its own copy of this
 * module, so its call reaches only the shared global; the loader then calls
 * `announceChunks` in the main bundle's copy to wake the components waiting for it.
 */
export function registerChunk<N extends ChunkName>(name: N, exports: Chunks[N]): void {
  registry()[name] = exports;
  announceChunks();
}

export function announceChunks(): void {
  for (const listener of [...listeners]) listener();
}

export function getChunk<N extends ChunkName>(name: N): Chunks[N] | undefined {
  return registry()[name];
}

export function subscribeToChunks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
