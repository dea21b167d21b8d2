// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_ONLOAD_CALLBACK } from '../../../src/core/captcha/captcha-config';
import { loadCaptchaScript, type Grecaptcha } from '../../../src/embed/captcha/load-captcha-script';

const SRC = 'https://captcha.test/api.js?render=explicit';

type TestWindow = Window & Record<string, unknown> & { grecaptcha?: Partial<Grecaptcha> };

/** A page of its own per test, in a frame (scripts are not fetched: the test plays the provider). */
function newWindow(): TestWindow {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow as unknown as TestWindow;
}

const fakeGrecaptcha = (): Grecaptcha => ({ render: vi.fn(() => 0), execute: vi.fn(), reset: vi.fn() });

/** What the provider's script does once it ran: install the global, call the onload callback. */
function providerLoaded(win: TestWindow, grecaptcha = fakeGrecaptcha()) {
  win.grecaptcha = grecaptcha;
  (win[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
  return grecaptcha;
}

const scriptsOf = (win: TestWindow) => Array.from(win.document.querySelectorAll('script'));

afterEach(() => {
  vi.useRealTimers();
});

describe('loadCaptchaScript', () => {
  it('shares one load per page: one script, one promise, resolved through the onload callback', async () => {
    const win = newWindow();
    const first = loadCaptchaScript(win, SRC);
    const second = loadCaptchaScript(win, SRC);
    expect(second).toBe(first);
    expect(scriptsOf(win).map((script) => script.src)).toEqual([SRC]);
    const grecaptcha = providerLoaded(win);
    await expect(first).resolves.toBe(grecaptcha);
    // Once loaded, the global is used at once.
    await expect(loadCaptchaScript(win, SRC)).resolves.toBe(grecaptcha);
    expect(scriptsOf(win)).toHaveLength(1);
  });

  it('reuses a script the page already has', async () => {
    const win = newWindow();
    const existing = win.document.createElement('script');
    existing.src = SRC;
    win.document.head.appendChild(existing);
    const load = loadCaptchaScript(win, SRC);
    expect(scriptsOf(win)).toEqual([existing]);
    providerLoaded(win);
    await expect(load).resolves.toBeDefined();
  });

  it(`rejects after ${CAPTCHA_LOAD_TIMEOUT_MS} ms, not sooner, and the next call loads a fresh script`, async () => {
    vi.useFakeTimers();
    const win = newWindow();
    const load = loadCaptchaScript(win, SRC);
    const outcome = load.then(() => 'loaded', (error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(CAPTCHA_LOAD_TIMEOUT_MS - 1);
    expect(scriptsOf(win)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatch(/did not load within 15000 ms/);
    expect(scriptsOf(win)).toHaveLength(0);

    const retry = loadCaptchaScript(win, SRC);
    expect(retry).not.toBe(load);
    expect(scriptsOf(win)).toHaveLength(1);
    const grecaptcha = providerLoaded(win);
    await expect(retry).resolves.toBe(grecaptcha);
  });

  it('rejects on a script error, removes the script, and a later call retries', async () => {
    const win = newWindow();
    const load = loadCaptchaScript(win, SRC);
    scriptsOf(win)[0]!.dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow(/could not be loaded/);
    expect(scriptsOf(win)).toHaveLength(0);
    const retry = loadCaptchaScript(win, SRC);
    providerLoaded(win);
    await expect(retry).resolves.toBeDefined();
  });

  it('rejects when the script calls back without the explicit-render API', async () => {
    const win = newWindow();
    const load = loadCaptchaScript(win, SRC);
    (win[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
    await expect(load).rejects.toThrow(/no explicit render/);
  });
});
