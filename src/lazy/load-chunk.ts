import type { Messages } from '../i18n/en';
import { announceChunks, getCatalogue, getChunk, type ChunkName } from './chunk-registry';
import { trustedScriptUrl } from '../ui/html/trusted-types';

let baseUrl = '';
let scriptNonce = '';
const pending = new Map<string, Promise<void>>();

/**
 * Where chunk files live: the folder `embed.js` was served from. Set once at boot, with the
 * nonce `embed.js` was given, so a page whose CSP allows scripts by nonce runs the chunks too.
 */
export function setChunkBaseUrl(url: string, nonce = ''): void {
  baseUrl = url.endsWith('/') ? url : `${url}/`;
  scriptNonce = nonce;
}

/** A file of its own: a chunk (`embed-{name}.js`) or a locale's catalogue (`embed-locale-{code}.js`). */
const fileName = (name: ChunkName | 'locale', locale?: string): string => (locale ? `${name}-${locale}` : name);

export const chunkUrl = (name: ChunkName | 'locale', locale?: string): string => `${baseUrl}embed-${fileName(name, locale)}.js`;

/**
 * Loads a chunk file once: one shared promise per chunk, an existing `<script>` reused, and a
 * failed load forgotten so a later call retries. Resolves when the chunk has registered itself.
 */
export function loadChunk(name: ChunkName, doc: Document = document): Promise<void> {
  return loadFile(name, undefined, () => getChunk(name) !== undefined, doc);
}

/** A locale's catalogue, loaded once like a chunk; rejects when the file cannot be had. */
export function loadCatalogue(code: string, doc: Document = document): Promise<Readonly<Messages>> {
  return loadFile('locale', code, () => getCatalogue(code) !== undefined, doc).then(() => getCatalogue(code)!);
}

function loadFile(chunk: ChunkName | 'locale', locale: string | undefined, registered: () => boolean, doc: Document): Promise<void> {
  if (registered()) return Promise.resolve();
  const name = fileName(chunk, locale);
  const existing = pending.get(name);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const src = chunkUrl(chunk, locale);
    const script =
      Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-forms-embed-chunk]')).find((s) => s.src === src) ??
      Object.assign(doc.createElement('script'), { src: trustedScriptUrl(doc.defaultView ?? window, src), async: true, nonce: scriptNonce });
    script.setAttribute('data-forms-embed-chunk', name);
    script.addEventListener('load', () => (registered() ? resolve() : reject(new Error(`${src} did not register`))), { once: true });
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
