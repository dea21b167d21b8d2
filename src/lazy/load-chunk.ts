import { announceChunks, getChunk, type ChunkName } from './chunk-registry';

let baseUrl = '';
const pending = new Map<ChunkName, Promise<void>>();

/** Where chunk files live: the folder `embed.js` was served from. Set once at boot. */
export function setChunkBaseUrl(url: string): void {
  baseUrl = url.endsWith('/') ? url : `${url}/`;
}

export const chunkUrl = (name: ChunkName): string => `${baseUrl}embed-${name}.js`;

/**
 * Loads a chunk file once: one shared promise per chunk, an existing `<script>` reused, and a
 * failed load forgotten so a later call retries. Resolves when the chunk has registered itself.
 */
export function loadChunk(name: ChunkName, doc: Document = document): Promise<void> {
  if (getChunk(name)) return Promise.resolve();
  const existing = pending.get(name);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const src = chunkUrl(name);
    const script =
      Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-forms-embed-chunk]')).find((s) => s.src === src) ??
      Object.assign(doc.createElement('script'), { src, async: true });
    script.setAttribute('data-forms-embed-chunk', name);
    script.addEventListener('load', () => (getChunk(name) ? resolve() : reject(new Error(`${src} did not register`))), { once: true });
    script.addEventListener('error', () => reject(new Error(`${src} could not be loaded`)), { once: true });
    if (!script.isConnected) doc.head.appendChild(script);
  }).then(announceChunks, (error: unknown) => {
    pending.delete(name);
    doc.querySelector(`script[data-forms-embed-chunk="${name}"]`)?.remove();
    throw error;
  });
  pending.set(name, promise);
  return promise;
}
