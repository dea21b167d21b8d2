import type { DatePicker } from '../ui/date-picker/DatePicker';
import type { sanitizeHtml } from '../ui/html/sanitize-html';
import type { fillSignupLinks } from '../signup-links/fill-signup-links';
import type { Messages } from '../i18n/en';
import type { siteLookTokens } from '../core/style/site-look';
import type { wireFormLook } from '../core/style/wire-form-look';
import type { readSiteLook } from '../embed/read-site-look';
import type { solveFormChallenge } from '../embed/proof-of-work/solve-form-challenge';

/**
 * Parts of the embed that most forms do not need are built as separate files and registered
 * here when they arrive (see `load-chunk.ts`). Tests register them directly.
 */
export interface Chunks {
  sanitizer: { sanitizeHtml: typeof sanitizeHtml };
  datepicker: { DatePicker: typeof DatePicker };
  'proof-of-work': { solveFormChallenge: typeof solveFormChallenge };
  /** The form's own stylesheet, scoped (`ui/styles/base-styles.ts`), and the look it takes on a site; a form waits for it. */
  styles: { baseStyles: string; siteLookTokens: typeof siteLookTokens; wireFormLook: typeof wireFormLook; readSiteLook: typeof readSiteLook };
  'signup-links': { fillSignupLinks: typeof fillSignupLinks };
}
export type ChunkName = keyof Chunks;

/**
 * The main bundle's React, shared with chunk files: a chunk is built with `react`,
 * `react-dom` and `react/jsx-runtime` resolved to this entry (see esbuild.config.ts), so the
 * page holds one React and a chunk's components render inside the main bundle's tree.
 */
export interface SharedReact {
  React: typeof import('react');
  ReactDOM: typeof import('react-dom');
  jsxRuntime: typeof import('react/jsx-runtime');
}

/** Name of the page-global registry; the build's React shims read `{key}.react`. */
export const CHUNK_GLOBAL_KEY = '__formsEmbedChunks';
type Registry = Partial<Chunks> & {
  react?: SharedReact;
  catalogues?: Record<string, Readonly<Messages>>;
  shared?: Record<string, unknown>;
};
type ChunkGlobal = { [CHUNK_GLOBAL_KEY]?: Registry };

const listeners = new Set<() => void>();

function holder(): Registry {
  const global = globalThis as ChunkGlobal;
  global[CHUNK_GLOBAL_KEY] = global[CHUNK_GLOBAL_KEY] ?? {};
  return global[CHUNK_GLOBAL_KEY];
}

const registry = (): Partial<Chunks> => holder();

/**
 * Called by a chunk file when it runs (and by tests). A chunk file bundles its own copy of this
 * module, so its call reaches only the shared global; the loader then calls
 * `announceChunks` in the main bundle's copy to wake the components waiting for it.
 */
export function registerChunk<N extends ChunkName>(name: N, exports: Chunks[N]): void {
  registry()[name] = exports;
  announceChunks();
}

/**
 * One value for the whole page, whichever bundle asks first: a React context a chunk's
 * components read must be the main bundle's object, not the chunk's own copy of it.
 */
export function sharedValue<T>(key: string, create: () => T): T {
  const shared = (holder().shared ??= {});
  if (!(key in shared)) shared[key] = create();
  return shared[key] as T;
}

/** Called by a locale's catalogue file (`embed-locale-{code}.js`) when it runs, and by tests. */
export function registerCatalogue(code: string, messages: Readonly<Messages>): void {
  const shared = holder();
  (shared.catalogues ??= {})[code] = messages;
}

export const getCatalogue = (code: string): Readonly<Messages> | undefined => holder().catalogues?.[code];

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

/** Called once by the main bundle at boot, before any chunk can load. The first React wins. */
export function shareReact(modules: SharedReact): void {
  const shared = holder();
  shared.react = shared.react ?? modules;
}
