// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../src/ui/html/sanitize-html';

type LoadChunkModule = typeof import('../../src/lazy/load-chunk');
type RegistryModule = typeof import('../../src/lazy/chunk-registry');

const BASE = 'https://forms.test/static/';
const SRC = `${BASE}embed-sanitizer.js`;

let loader: LoadChunkModule;
let registry: RegistryModule;

// Each test gets fresh module state (pending promises) and an empty chunk registry.
beforeEach(async () => {
  vi.resetModules();
  delete (globalThis as { __formsEmbedChunks?: unknown }).__formsEmbedChunks;
  loader = await import('../../src/lazy/load-chunk');
  registry = await import('../../src/lazy/chunk-registry');
  loader.setChunkBaseUrl(BASE);
});

afterEach(() => {
  for (const script of Array.from(document.querySelectorAll('script'))) script.remove();
});

const chunkScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-forms-embed-chunk]'));

/** Settles a promise state for inspection without awaiting it forever. */
async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(() => (state = 'resolved'), () => (state = 'rejected'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
}

describe('chunkUrl', () => {
  it('is embed-{name}.js in the folder the embed came from', () => {
    expect(loader.chunkUrl('sanitizer')).toBe(SRC);
    loader.setChunkBaseUrl('https://forms.test/static');
    expect(loader.chunkUrl('sanitizer')).toBe(SRC);
  });
});

describe('loadChunk', () => {
  it('resolves at once, without a script, when the chunk is already registered', async () => {
    registry.registerChunk('sanitizer', { sanitizeHtml });
    await expect(loader.loadChunk('sanitizer')).resolves.toBeUndefined();
    expect(chunkScripts()).toHaveLength(0);
  });

  it('adds one async script element for concurrent calls, sharing one promise', () => {
    const first = loader.loadChunk('sanitizer');
    const second = loader.loadChunk('sanitizer');
    expect(second).toBe(first);
    const scripts = chunkScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(SRC);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.getAttribute('data-forms-embed-chunk')).toBe('sanitizer');
    first.catch(() => undefined);
  });

  it('resolves after the load event once the chunk registered itself, and wakes subscribers', async () => {
    const listener = vi.fn();
    registry.subscribeToChunks(listener);
    const loading = loader.loadChunk('sanitizer');
    expect(await stateOf(loading)).toBe('pending');
    registry.registerChunk('sanitizer', { sanitizeHtml });
    expect(await stateOf(loading)).toBe('pending');
    listener.mockClear();
    chunkScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    expect(listener).toHaveBeenCalled();
    expect(registry.getChunk('sanitizer')?.sanitizeHtml).toBe(sanitizeHtml);
  });

  it('rejects when the script loaded but the chunk did not register', async () => {
    const loading = loader.loadChunk('sanitizer');
    chunkScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(`${SRC} did not register`);
    expect(chunkScripts()).toHaveLength(0);
  });

  it('rejects and removes the script on error; a later call retries with a new script', async () => {
    const failing = loader.loadChunk('sanitizer');
    const firstScript = chunkScripts()[0];
    firstScript?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`${SRC} could not be loaded`);
    expect(chunkScripts()).toHaveLength(0);
    expect(firstScript?.isConnected).toBe(false);

    const retry = loader.loadChunk('sanitizer');
    expect(retry).not.toBe(failing);
    const scripts = chunkScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toBe(firstScript);
    registry.registerChunk('sanitizer', { sanitizeHtml });
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('reuses a chunk script already on the page instead of adding another', async () => {
    const existing = document.createElement('script');
    existing.src = SRC;
    existing.setAttribute('data-forms-embed-chunk', 'sanitizer');
    document.head.appendChild(existing);
    const loading = loader.loadChunk('sanitizer');
    expect(chunkScripts()).toEqual([existing]);
    registry.registerChunk('sanitizer', { sanitizeHtml });
    existing.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('loads into the document it is given', async () => {
    const other = document.implementation.createHTMLDocument('frame');
    const loading = loader.loadChunk('sanitizer', other);
    expect(chunkScripts()).toHaveLength(0);
    const script = other.head.querySelector<HTMLScriptElement>('script[data-forms-embed-chunk="sanitizer"]');
    expect(script?.src).toBe(SRC);
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow();
  });
});
