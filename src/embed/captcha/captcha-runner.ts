import { CAPTCHA_SLOT_CLASS, captchaScriptUrl, captchaSiteKey } from '../../core/captcha/captcha-config';
import type { CaptchaOutcome, CaptchaService } from '../../core/captcha/captcha-state';
import { err, ok } from '../../core/result';
import { loadCaptchaScript, type Grecaptcha } from './load-captcha-script';

/** What a form's captcha needs from its page. */
export interface CaptchaOptions {
  win: Window;
  /** The form element (in the page or in its frame); null while it is not rendered. */
  form(): HTMLFormElement | null;
  /** The page is a QA environment (`isQaEnvironment`). */
  qa: boolean;
  /** The form's locale, sent as `hl`. */
  locale: string;
}

/** The attribute of the embed's `<script>` tag naming a captcha script to load instead of the provider's. */
export const CAPTCHA_SCRIPT_ATTRIBUTE = 'data-captcha-script-url';

/**
 * The site owner's captcha script (the reference host's stand-in), read from the embed's script
 * tag when the captcha first runs (it is not needed before), as an absolute URL.
 */
export function captchaScriptOverride(doc: Document): string | undefined {
  const given = doc.querySelector(`script[${CAPTCHA_SCRIPT_ATTRIBUTE}]`)?.getAttribute(CAPTCHA_SCRIPT_ATTRIBUTE);
  return given ? new URL(given, doc.baseURI).href : undefined;
}

/** Shown to the visitor as RECAPTCHA_VALIDATION_ERROR; kept in the captcha state for the site owner. */
const EXECUTE_FAILED = 'the captcha challenge failed';

/**
 * The invisible captcha of one form: explicit render of an invisible widget with its badge
 * inline in the form's captcha slot, `execute` for a token, `reset` after an error. The form's
 * store reaches it through its deps (`form-store-deps.ts`).
 */
export function createCaptchaRunner(options: CaptchaOptions): CaptchaService {
  let widget: { container: Element; id: number } | undefined;
  let grecaptcha: Grecaptcha | undefined;
  let pending: ((outcome: CaptchaOutcome) => void) | undefined;
  const settle = (outcome: CaptchaOutcome) => {
    const waiting = pending;
    pending = undefined;
    waiting?.(outcome);
  };

  /** Loads the script and renders the widget into the slot (again when the form was rendered anew). */
  const render = async (): Promise<number> => {
    const overrideUrl = captchaScriptOverride(options.win.document);
    grecaptcha = await loadCaptchaScript(options.win, captchaScriptUrl({ locale: options.locale, overrideUrl }));
    const container = options.form()?.querySelector(`.${CAPTCHA_SLOT_CLASS}`);
    if (!container) throw new Error('the form has no captcha slot');
    if (widget?.container === container) return widget.id;
    const id = grecaptcha.render(container, {
      sitekey: captchaSiteKey({ webdriver: options.win.navigator.webdriver === true, qa: options.qa }),
      size: 'invisible',
      badge: 'inline',
      callback: (token) => settle(ok({ token, widgetId: id })),
      'error-callback': () => settle(err(EXECUTE_FAILED)),
      'expired-callback': () => settle(err('the captcha token expired')),
    });
    widget = { container, id };
    return id;
  };

  return {
    async execute() {
      try {
        const id = await render();
        const outcome = new Promise<CaptchaOutcome>((resolve) => {
          pending = resolve;
        });
        const started = grecaptcha?.execute(id);
        // Newer provider scripts answer execute with a promise: its rejection is a failure too.
        if (started instanceof Promise) started.catch(() => settle(err(EXECUTE_FAILED)));
        return await outcome;
      } catch (error) {
        return err(error instanceof Error ? error.message : String(error));
      }
    },
    async showBadge() {
      // The provider's script is not worth holding back the host page's load event for.
      const { win } = options;
      if (win.document.readyState !== 'complete') await new Promise((resolve) => win.addEventListener('load', resolve, { once: true }));
      try {
        await render();
      } catch {
        // Shown again by the submit's execute, which reports a failure to the visitor.
      }
    },
    reset() {
      if (widget === undefined) return;
      try {
        grecaptcha?.reset(widget.id);
      } catch {
        // A widget the provider no longer knows has nothing to reset.
      }
    },
  };
}
