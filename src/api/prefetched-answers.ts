import type { Result } from '../core/result';
import { request, type HttpResponse, type RequestError } from './request';

type Answer = Promise<Result<HttpResponse, RequestError>>;

/**
 * Answers requested by the loader (embed.js) before the runtime that reads them has arrived,
 * by URL. They live on a page global because the loader and the runtime are separate files,
 * each with its own copy of this module.
 */
const PREFETCHED_GLOBAL_KEY = '__formsEmbedPrefetched';
/** An answer, and when it was asked for (ms since the epoch): the definition's load budget counts from then. */
type Prefetched = { answer: Answer; askedAt: number };
type PrefetchedGlobal = { [PREFETCHED_GLOBAL_KEY]?: Map<string, Prefetched> };

const answers = (): Map<string, Prefetched> => ((globalThis as PrefetchedGlobal)[PREFETCHED_GLOBAL_KEY] ??= new Map());

/** Starts a GET now (once per URL) for a caller that will ask for it later with `takePrefetched`. */
export function prefetch(url: string, timeoutMs: number): void {
  if (!answers().has(url)) answers().set(url, { answer: request(url, { timeoutMs }), askedAt: Date.now() });
}

/** Hands out `answer` for `url`, made some other way (the loader derives the definition's from the pre-rendered form's), asked for at `askedAt`. */
export function provideAnswer(url: string, answer: Answer, askedAt: number = Date.now()): void {
  if (!answers().has(url)) answers().set(url, { answer, askedAt });
}

/** When the answer waiting for `url` was asked for, if one is waiting. */
export function prefetchedAt(url: string): number | undefined {
  return answers().get(url)?.askedAt;
}

/** The answer prefetched for `url`, handed out once (a later load of the same form asks afresh). */
export function takePrefetched(url: string): Answer | undefined {
  const prefetched = answers().get(url);
  answers().delete(url);
  return prefetched?.answer;
}
