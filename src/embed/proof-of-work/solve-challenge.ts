import type { ProofOfWorkChallenge } from '../../core/spam/proof-of-work';
import { sha256Hex } from '../../core/spam/sha256';

/** Numbers hashed between two yields to the page: a few milliseconds of work. */
export const SOLVE_BATCH_SIZE = 500;

export interface SolverEnvironment {
  /** The browser's SHA-256; undefined where `crypto.subtle` is missing (plain-http pages). */
  subtle: SubtleCrypto | undefined;
  /** Resolves once the page had its turn (input, rendering) between two batches. */
  yieldToPage(): Promise<void>;
  signal?: AbortSignal | undefined;
}

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Finds the number from 0 to `maxnumber` whose SHA-256 of `salt + number` is the challenge
 * (ALTCHA's proof of work), in batches that yield to the page; undefined when none is found or
 * the search was aborted.
 */
export async function solveChallenge(challenge: ProofOfWorkChallenge, env: SolverEnvironment): Promise<number | undefined> {
  const { subtle } = env;
  const encoder = new TextEncoder();
  const digest = subtle
    ? async (text: string) => hex(await subtle.digest('SHA-256', encoder.encode(text)))
    : (text: string) => Promise.resolve(sha256Hex(text));
  for (let start = 0; start <= challenge.maxnumber; start += SOLVE_BATCH_SIZE) {
    if (env.signal?.aborted) return undefined;
    const count = Math.min(SOLVE_BATCH_SIZE, challenge.maxnumber - start + 1);
    const hashes = await Promise.all(Array.from({ length: count }, (_, index) => digest(`${challenge.salt}${start + index}`)));
    const found = hashes.indexOf(challenge.challenge);
    if (found !== -1) return start + found;
    await env.yieldToPage();
  }
  return undefined;
}

/**
 * A macrotask through a message channel: unlike a timer, not slowed to once a second in a tab
 * in the background, so a form opened in a background tab is ready when the visitor comes.
 */
export function yieldThroughChannel(win: Window): () => Promise<void> {
  const Channel = (win as Window & typeof globalThis).MessageChannel as typeof MessageChannel | undefined;
  if (!Channel) return () => new Promise((resolve) => setTimeout(resolve, 0));
  return () =>
    new Promise((resolve) => {
      const channel = new Channel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(undefined);
    });
}
