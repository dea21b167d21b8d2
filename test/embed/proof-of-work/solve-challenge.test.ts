import { createChallenge, solveChallenge as altchaSolve } from 'altcha-lib';
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { readChallenge } from '../../../src/core/spam/proof-of-work';
import { solveChallenge, SOLVE_BATCH_SIZE, yieldThroughChannel } from '../../../src/embed/proof-of-work/solve-challenge';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

async function madeChallenge(number: number, maxnumber = 5000) {
  return readChallenge(await createChallenge({ hmacKey: 'key', maxnumber, number }))!;
}

describe('solveChallenge', () => {
  it("finds the number altcha-lib's own solver finds, with the browser's crypto and with the plain-JavaScript SHA-256", async () => {
    const challenge = await madeChallenge(1234);
    const reference = await altchaSolve(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const yieldToPage = () => Promise.resolve();
    expect(await solveChallenge(challenge, { subtle, yieldToPage })).toBe(reference?.number);
    expect(await solveChallenge(challenge, { subtle: undefined, yieldToPage })).toBe(1234);
  });

  it('yields to the page between batches, and finds the last number of the range', async () => {
    const challenge = await madeChallenge(1200, 1200);
    const yieldToPage = vi.fn(() => Promise.resolve());
    expect(await solveChallenge(challenge, { subtle, yieldToPage })).toBe(1200);
    expect(yieldToPage).toHaveBeenCalledTimes(Math.floor(1200 / SOLVE_BATCH_SIZE));
  });

  it('answers nothing when no number in the range fits, or once aborted', async () => {
    const beyond = { ...(await madeChallenge(900, 1000)), maxnumber: 800 };
    expect(await solveChallenge(beyond, { subtle, yieldToPage: () => Promise.resolve() })).toBeUndefined();
    const controller = new AbortController();
    const challenge = await madeChallenge(4000);
    const yieldToPage = vi.fn(() => {
      controller.abort();
      return Promise.resolve();
    });
    expect(await solveChallenge(challenge, { subtle, yieldToPage, signal: controller.signal })).toBeUndefined();
    expect(yieldToPage).toHaveBeenCalledTimes(1);
  });
});

describe('yieldThroughChannel', () => {
  it('resolves through a message channel (not a timer, which a background tab slows down)', async () => {
    vi.useFakeTimers();
    try {
      // With timers frozen, only the channel can resolve it.
      await expect(yieldThroughChannel(globalThis as unknown as Window)()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
