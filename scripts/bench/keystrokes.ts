import type { Browser } from '@playwright/test';
import type { BenchForm } from './bench-forms';
import { embedPage } from './startup';
import { trimmedMean } from './statistics';

type Samples = { script: number[]; keystroke: number[] };

export interface KeystrokeFigures {
  fieldCount: number;
  /** Input event to the end of React's commit: the embed's own work. */
  script: number;
  /** Keydown to commit plus layout: what the visitor waits for. */
  keystroke: number;
}

/**
 * Keystroke to commit with validation and the live email check on: real key presses into the
 * form's email field (its rules run and its debounced check is scheduled on every key), timed in
 * the page from the input event to the end of React's commit, and from keydown to the commit plus
 * layout (the browser's text editing and style work on a long page included).
 */
export async function measureKeystrokes(browser: Browser, hostUrl: string, forms: BenchForm[], keystrokes: number): Promise<KeystrokeFigures[]> {
  const results: KeystrokeFigures[] = [];
  for (const form of forms) {
    const page = await browser.newPage();
    const html = embedPage(hostUrl, form, 'renderFrame: false,');
    await page.route(`${hostUrl}/keystroke.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${hostUrl}/keystroke.html`);
    await page.waitForFunction(() => typeof (window as unknown as { readyAt?: number }).readyAt === 'number');
    const email = page.locator('input[name=email]');
    await email.fill('ada@example.com');
    // Warm up: the first keys pay for compiling the code paths a key takes.
    await email.focus();
    for (let key = 0; key < 20; key += 1) await page.keyboard.press('x');
    await page.evaluate(() => {
      const samples: Samples = { script: [], keystroke: [] };
      (window as unknown as { keySamples: Samples }).keySamples = samples;
      let keydownAt = 0;
      let inputAt = 0;
      document.addEventListener('keydown', () => (keydownAt = performance.now()), true);
      document.addEventListener('input', () => (inputAt = performance.now()), true);
      // React flushes a key's update in a microtask queued while the event ran; ours come after it.
      document.addEventListener('input', () =>
        queueMicrotask(() =>
          queueMicrotask(() => {
            samples.script.push(performance.now() - inputAt);
            void document.body.getBoundingClientRect().height;
            samples.keystroke.push(performance.now() - keydownAt);
          }),
        ),
      );
    });
    await email.focus();
    for (let key = 0; key < keystrokes; key += 1) await page.keyboard.press('x');
    const samples = await page.evaluate(() => (window as unknown as { keySamples: Samples }).keySamples);
    if (samples.script.length !== keystrokes) throw new Error(`expected ${keystrokes} samples, got ${samples.script.length}`);
    results.push({ fieldCount: form.fieldCount, script: trimmedMean(samples.script), keystroke: trimmedMean(samples.keystroke) });
    await page.close();
  }
  return results;
}
