import { trustedScriptUrl } from '../../ui/html/trusted-types';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_ONLOAD_CALLBACK } from '../../core/captcha/captcha-config';

/** The parameters of the provider's explicit render that the embed uses. */
export interface CaptchaRenderParams {
  sitekey: string;
  size: 'invisible';
  badge: 'inline';
  callback(token: string): void;
  'error-callback'(): void;
  'expired-callback'(): void;
}

/** The provider's page global (explicit render). */
export interface Grecaptcha {
  render(container: Element, params: CaptchaRenderParams): number;
  execute(widgetId: number): unknown;
  reset(widgetId: number): void;
}

type CaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha> } & Record<string, unknown>;

/** One load per page (per window): every form of the page waits for the same script. */
const loads = new WeakMap<Window, Promise<Grecaptcha>>();

const readyGlobal = (win: CaptchaWindow): Grecaptcha | undefined =>
  typeof win.grecaptcha?.render === 'function' ? (win.grecaptcha as Grecaptcha) : undefined;

/**
 * Loads the captcha script at `src` once per page (as stripe-js loads its own): a script the
 * page already has is reused, the promise resolves through the script's `onload` callback and
 * rejects on a script error or after `CAPTCHA_LOAD_TIMEOUT_MS` (spec section 9); after a
 * failure the script is removed and the next call loads it again.
 */
export function loadCaptchaScript(window: Window, src: string): Promise<Grecaptcha> {
  const win = window as CaptchaWindow;
  const ready = readyGlobal(win);
  if (ready) return Promise.resolve(ready);
  const existing = loads.get(win);
  if (existing) return existing;
  const doc = win.document;
  const script =
    Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]')).find((element) => element.src === src) ??
    Object.assign(doc.createElement('script'), { src: trustedScriptUrl(win, src), async: true });
  const load = new Promise<Grecaptcha>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the captcha script did not load within ${CAPTCHA_LOAD_TIMEOUT_MS} ms`)), CAPTCHA_LOAD_TIMEOUT_MS);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    win[CAPTCHA_ONLOAD_CALLBACK] = () =>
      settle(() => {
        const loaded = readyGlobal(win);
        if (loaded) resolve(loaded);
        else reject(new Error('the captcha script has no explicit render'));
      });
    script.addEventListener('error', () => settle(() => reject(new Error('the captcha script could not be loaded'))), { once: true });
    if (!script.isConnected) doc.head.appendChild(script);
  }).catch((error: unknown) => {
    // Forget the failure: the next submit loads a fresh script.
    loads.delete(win);
    script.remove();
    delete win[CAPTCHA_ONLOAD_CALLBACK];
    throw error;
  });
  loads.set(win, load);
  return load;
}
