import type { FormsApi } from '../api';
import { fetchDefinition } from '../api/fetch-definition';
import { fetchFallback } from '../api/fetch-fallback';
import { prefetchedAt } from '../api/prefetched-answers';
import { err } from '../core/result';
import type { SubmitChecked } from '../store/submit-checked';
import { getChunk, type Chunks } from './chunk-registry';
import { loadChunk } from './load-chunk';

/**
 * The network layer of the page: the definition calls are in the runtime (the loader starts the first); the others live in
 * the runtime's calls part (`lazy/calls-chunk.ts`), read through the chunk registry (`prefetch` asks for it as a form mounts). When it cannot
 * be loaded a call fails like a network error: the email check shows nothing, a submission is
 * retried, and the loader tries the file again next time.
 */
export function lazyFormsApi(doc: Document): FormsApi & { prefetch(): void; loadSubmitter(): Promise<SubmitChecked> } {
  const calls = async (): Promise<Chunks['calls'] | undefined> => {
    try {
      await loadChunk('calls', doc);
      return getChunk('calls');
    } catch {
      return undefined;
    }
  };
  const unavailable = { kind: 'network', message: 'the calls part could not be loaded' } as const;
  return {
    fetchDefinition,
    fetchFallback,
    prefetchedAt,
    async checkEmail(params, signal) {
      const loaded = await calls();
      return loaded ? loaded.checkEmail(params, signal) : err(unavailable);
    },
    async resubscribeEmail(params, signal) {
      const loaded = await calls();
      return loaded ? loaded.resubscribeEmail(params, signal) : err(unavailable);
    },
    async submitForm(params, signal) {
      const loaded = await calls();
      return loaded ? loaded.submitForm(params, signal) : err({ kind: 'unreachable' });
    },
    async fetchSpamToken(url, signal) {
      const loaded = await calls();
      return loaded ? loaded.fetchSpamToken(url, signal) : err(unavailable);
    },
    prefetch() {
      void calls();
    },
    async loadSubmitter() {
      const loaded = await calls();
      if (!loaded) throw new Error('the calls part could not be loaded');
      return loaded.submitChecked;
    },
  };
}
