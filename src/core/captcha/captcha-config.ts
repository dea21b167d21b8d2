/**
 * Captcha configuration (spec sections 3 "Captcha state", 7.6 and 9): the three site keys, the
 * provider's script addresses, the explicit-render parameters and the load timeout. The one
 * home of every captcha constant.
 */

/** The three site keys of spec section 3. */
export const CAPTCHA_SITE_KEYS = {
  /** The provider's documented key for automated tests: every challenge passes. */
  automatedBrowser: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  /** The key registered for the QA hosts. */
  qa: '6LcQaFormsEmbedQaSiteKey00000000000000000',
  /** The key registered for the production hosts. */
  production: '6LcPrFormsEmbedProductionSiteKey000000000',
} as const;

/** Spec section 9: the provider's script must have loaded within this time. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15000;

/** The page-global function the provider's script calls once it is ready (`onload`). */
export const CAPTCHA_ONLOAD_CALLBACK = '__formsEmbedCaptchaLoaded';

/** The provider's explicit-render script, and its host for mainland China (spec 7.6). */
export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const CAPTCHA_SCRIPT_URL_CHINA = 'https://www.recaptcha.net/recaptcha/api.js';

/** Locales served from the mainland-China host. */
const CHINA_LOCALES = new Set(['zh-cn']);

/** Class of the form's captcha slot, where the widget and its inline badge are rendered. */
export const CAPTCHA_SLOT_CLASS = 'hs_recaptcha';

/** Which site key: the test key in an automated browser, the QA key on QA, else production. */
export function captchaSiteKey(input: { webdriver: boolean; qa: boolean }): string {
  if (input.webdriver) return CAPTCHA_SITE_KEYS.automatedBrowser;
  return input.qa ? CAPTCHA_SITE_KEYS.qa : CAPTCHA_SITE_KEYS.production;
}

/**
 * The captcha script's address (spec 7.6): the configured override when given (the reference
 * host's stand-in), else the provider's, from its mainland-China host for a zh-cn locale; with
 * `render=explicit`, `onload` and `hl` (the locale).
 */
export function captchaScriptUrl(input: { locale: string; overrideUrl?: string | undefined }): string {
  const locale = input.locale.toLowerCase();
  const base = input.overrideUrl || (CHINA_LOCALES.has(locale) ? CAPTCHA_SCRIPT_URL_CHINA : CAPTCHA_SCRIPT_URL);
  const url = new URL(base);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', CAPTCHA_ONLOAD_CALLBACK);
  url.searchParams.set('hl', locale);
  return url.href;
}
