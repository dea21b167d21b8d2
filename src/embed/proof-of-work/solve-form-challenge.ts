import { fetchChallenge } from '../../api/fetch-challenge';
import { proofOfWorkPayload } from '../../core/spam/proof-of-work';
import { solveChallenge, yieldThroughChannel } from './solve-challenge';

/**
 * Asks the forms host for the form's challenge and solves it with the page's own crypto (or the
 * plain-JavaScript SHA-256 where that is missing): no widget, no injected style, no WebAssembly,
 * no third party. Answers the `hs_altcha` payload, or undefined when it could not be had.
 * Built into `embed-proof-of-work.js`, loaded only for forms that ask for proof of work.
 */
export async function solveFormChallenge(win: Window, url: string, signal?: AbortSignal): Promise<string | undefined> {
  const challenge = await fetchChallenge(url, signal);
  if (!challenge.ok) return undefined;
  let subtle: SubtleCrypto | undefined;
  try {
    // Only secure contexts have it; some browsers throw rather than answer undefined.
    subtle = win.isSecureContext ? win.crypto?.subtle : undefined;
  } catch {
    subtle = undefined;
  }
  const number = await solveChallenge(challenge.value, { subtle, yieldToPage: yieldThroughChannel(win), signal });
  return number === undefined ? undefined : proofOfWorkPayload(challenge.value, number);
}

export type SolveFormChallenge = typeof solveFormChallenge;
