/** The captcha providers whose verify call the host knows. */
export const CAPTCHA_PROVIDERS = ['recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/** Each provider's verify call, from its documentation. */
export const PROVIDER_VERIFY_URLS: Readonly<Record<CaptchaProviderName, string>> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** A real captcha provider the host asks about each token, instead of its stand-in. */
export interface CaptchaProviderSettings {
  provider: CaptchaProviderName;
  /** The site's secret key with the provider: sent in each verify call, never logged. */
  secret: string;
  /** Where the verify call goes: the provider's address unless `CAPTCHA_VERIFY_URL` replaces it. */
  verifyUrl: string;
}

const isProvider = (name: string): name is CaptchaProviderName => (CAPTCHA_PROVIDERS as readonly string[]).includes(name);

function parseVerifyUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`CAPTCHA_VERIFY_URL must be an http(s) URL of the provider's verify call, got "${value}"`);
  }
  return url.href;
}

/**
 * CAPTCHA_PROVIDER (recaptcha, hcaptcha or turnstile) and CAPTCHA_PROVIDER_SECRET: both set, the
 * host verifies tokens with that provider (at CAPTCHA_VERIFY_URL when set); both unset, with its
 * stand-in. One without the other, an unknown provider or a bad URL throws, naming the setting.
 */
export function readCaptchaProviderSettings(env: NodeJS.ProcessEnv): { captchaProvider?: CaptchaProviderSettings } {
  const name = env.CAPTCHA_PROVIDER?.trim() || '';
  const secret = env.CAPTCHA_PROVIDER_SECRET?.trim() || '';
  const verifyUrl = env.CAPTCHA_VERIFY_URL?.trim() || '';
  if (name === '' && secret === '') {
    if (verifyUrl !== '') throw new Error('CAPTCHA_VERIFY_URL needs CAPTCHA_PROVIDER and CAPTCHA_PROVIDER_SECRET');
    return {};
  }
  if (name === '') throw new Error(`CAPTCHA_PROVIDER_SECRET needs CAPTCHA_PROVIDER (${CAPTCHA_PROVIDERS.join(', ')}) beside it`);
  const provider = name.toLowerCase();
  if (!isProvider(provider)) throw new Error(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')}, got "${name}"`);
  if (secret === '') throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_PROVIDER_SECRET, the site's secret key with the provider`);
  return { captchaProvider: { provider, secret, verifyUrl: verifyUrl === '' ? PROVIDER_VERIFY_URLS[provider] : parseVerifyUrl(verifyUrl) } };
}
