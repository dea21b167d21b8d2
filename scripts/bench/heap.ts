import type { Browser } from '@playwright/test';
import { cycleMounts } from '../../e2e/support/mount-cycles';
import { BENCH_PORTAL_ID, type BenchForm } from './bench-forms';

export interface HeapFigures {
  cycles: number;
  /** Used JS heap after garbage collection: after one cycle, after `cycles` more to warm up, and after `cycles` more again. */
  afterFirstBytes: number;
  afterWarmUpBytes: number;
  afterBytes: number;
}

/**
 * Heap growth after mount/unmount cycles of one in-page form: each cycle creates the form in a
 * fresh container, waits for `onFormReady`, then removes the container (the embed unmounts it).
 * The heap is read after forced garbage collection after one cycle, after `cycles` more and after
 * `cycles` more again. What the first of those runs keeps (files loaded on demand after the first
 * form was ready, code the engine optimises as it gets hot) is kept once per page; what the
 * second keeps, each mount leaked.
 */
export async function measureHeapGrowth(browser: Browser, hostUrl: string, form: BenchForm, cycles: number): Promise<HeapFigures> {
  const page = await browser.newPage();
  try {
    const html = `<!DOCTYPE html><html><body><div id="slots"></div><script src="${hostUrl}/embed.js"></script></body></html>`;
    await page.route(`${hostUrl}/heap.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${hostUrl}/heap.html`);
    const cdp = await page.context().newCDPSession(page);
    const usedHeap = async () => {
      for (let pass = 0; pass < 3; pass += 1) await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const cycle = (times: number) => cycleMounts(page, { times, portalId: BENCH_PORTAL_ID, formId: form.guid, renderFrame: false });
    await cycle(1);
    const afterFirstBytes = await usedHeap();
    await cycle(cycles);
    const afterWarmUpBytes = await usedHeap();
    await cycle(cycles);
    const afterBytes = await usedHeap();
    return { cycles, afterFirstBytes, afterWarmUpBytes, afterBytes };
  } finally {
    await page.close();
  }
}
