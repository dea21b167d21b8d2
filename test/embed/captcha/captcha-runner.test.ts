// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ONLOAD_CALLBACK, CAPTCHA_SITE_KEYS, CAPTCHA_SLOT_CLASS } from '../../../src/core/captcha/captcha-config';
import { createCaptchaRunner } from '../../../src/embed/captcha/captcha-runner';
import type { CaptchaRenderParams, Grecaptcha } from '../../../src/embed/captcha/load-captcha-script';

type TestWindow = Window & Record<string, unknown> & { grecaptcha?: Grecaptcha };

/** A page with a form holding the captcha slot, and the embed's script tag naming the stand-in. */
function page(options: { webdriver?: boolean; slot?: boolean } = {}) {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const win = frame.contentWindow as unknown as TestWindow;
  win.document.head.innerHTML = '<base href="https://site.test/contact"><script src="/embed.js" data-captcha-script-url="/captcha/api.js"></script>';
  win.document.body.innerHTML = `<form class="hs-form">${options.slot === false ? '' : `<div class="${CAPTCHA_SLOT_CLASS}"></div>`}</form>`;
  Object.defineProperty(win.navigator, 'webdriver', { value: options.webdriver ?? false, configurable: true });
  const rendered: { container: Element; params: CaptchaRenderParams }[] = [];
  const grecaptcha: Grecaptcha = {
    render: vi.fn((container: Element, params: CaptchaRenderParams) => rendered.push({ container, params }) - 1),
    execute: vi.fn(),
    reset: vi.fn(),
  };
  /** Plays the provider's script once the runner inserted it. */
  const loadProvider = () => {
    win.grecaptcha = grecaptcha;
    (win[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
  };
  const runner = createCaptchaRunner({ win, form: () => win.document.querySelector('form'), qa: true, locale: 'fr' });
  return { win, grecaptcha, rendered, loadProvider, runner };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCaptchaRunner', () => {
  it("loads the configured stand-in with the page's address, renders an invisible inline widget in the slot, and answers the token", async () => {
    const { win, grecaptcha, rendered, loadProvider, runner } = page();
    const outcome = runner.execute();
    const script = win.document.querySelector<HTMLScriptElement>('script[src*="captcha/api.js?"]');
    expect(script?.src).toBe(`https://site.test/captcha/api.js?render=explicit&onload=${CAPTCHA_ONLOAD_CALLBACK}&hl=fr`);
    loadProvider();
    await flush();
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.container.classList.contains(CAPTCHA_SLOT_CLASS)).toBe(true);
    expect(rendered[0]!.params).toMatchObject({ sitekey: CAPTCHA_SITE_KEYS.qa, size: 'invisible', badge: 'inline' });
    expect(grecaptcha.execute).toHaveBeenCalledWith(0);
    rendered[0]!.params.callback('token-1');
    await expect(outcome).resolves.toEqual({ ok: true, value: { token: 'token-1', widgetId: 0 } });
  });

  it('uses the automated-browser key under webdriver, renders once, and answers the error callback as a failure', async () => {
    const { rendered, loadProvider, runner, grecaptcha } = page({ webdriver: true });
    const first = runner.execute();
    loadProvider();
    await flush();
    expect(rendered[0]!.params.sitekey).toBe(CAPTCHA_SITE_KEYS.automatedBrowser);
    rendered[0]!.params['error-callback']();
    await expect(first).resolves.toMatchObject({ ok: false });
    runner.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(0);

    const second = runner.execute();
    await flush();
    expect(rendered).toHaveLength(1);
    rendered[0]!.params.callback('token-2');
    await expect(second).resolves.toMatchObject({ ok: true, value: { token: 'token-2' } });
  });

  it('shows the badge before any submit: renders the widget without executing it, and the first execute reuses it', async () => {
    const { grecaptcha, rendered, loadProvider, runner } = page();
    const shown = runner.showBadge();
    loadProvider();
    await shown;
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.params).toMatchObject({ size: 'invisible', badge: 'inline' });
    expect(grecaptcha.execute).not.toHaveBeenCalled();

    const outcome = runner.execute();
    await flush();
    expect(rendered).toHaveLength(1);
    expect(grecaptcha.execute).toHaveBeenCalledWith(0);
    rendered[0]!.params.callback('token-3');
    await expect(outcome).resolves.toMatchObject({ ok: true, value: { token: 'token-3' } });
  });

  it("waits for the page's load event before loading the provider's script for the badge", async () => {
    const { win, rendered, loadProvider, runner } = page();
    Object.defineProperty(win.document, 'readyState', { value: 'interactive', configurable: true });
    const shown = runner.showBadge();
    await flush();
    expect(win.document.querySelector('script[src*="captcha/api.js?"]')).toBeNull();
    win.dispatchEvent(new Event('load'));
    await flush();
    expect(win.document.querySelector('script[src*="captcha/api.js?"]')).not.toBeNull();
    loadProvider();
    await shown;
    expect(rendered).toHaveLength(1);
  });

  it('never rejects showing the badge, even without a slot', async () => {
    const { loadProvider, runner } = page({ slot: false });
    const shown = runner.showBadge();
    loadProvider();
    await expect(shown).resolves.toBeUndefined();
  });

  it('fails without throwing when the form has no captcha slot', async () => {
    const { loadProvider, runner } = page({ slot: false });
    const outcome = runner.execute();
    loadProvider();
    await expect(outcome).resolves.toEqual({ ok: false, error: 'the form has no captcha slot' });
  });
});
