import { describe, expect, it } from 'vitest';
import { PROVIDER_VERIFY_URLS, readCaptchaProviderSettings } from '../../../../server/domain/captcha/captcha-provider-settings.js';
import { readConfig } from '../../../../server/config.js';

describe('readCaptchaProviderSettings', () => {
  it('keeps the stand-in when neither setting is given', () => {
    expect(readCaptchaProviderSettings({})).toEqual({});
    expect(readConfig({}).captchaProvider).toBeUndefined();
  });

  it.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)("verifies with %s at the provider's own address", (provider) => {
    expect(readCaptchaProviderSettings({ CAPTCHA_PROVIDER: provider, CAPTCHA_PROVIDER_SECRET: ' s3cret ' })).toEqual({
      captchaProvider: { provider, secret: 's3cret', verifyUrl: PROVIDER_VERIFY_URLS[provider] },
    });
  });

  it('takes CAPTCHA_VERIFY_URL instead of the address, and reaches readConfig', () => {
    const env = { CAPTCHA_PROVIDER: 'Turnstile', CAPTCHA_PROVIDER_SECRET: 'x', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify' };
    expect(readConfig(env).captchaProvider).toEqual({ provider: 'turnstile', secret: 'x', verifyUrl: 'http://127.0.0.1:9999/siteverify' });
  });

  it.each([
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, 'CAPTCHA_PROVIDER=recaptcha needs CAPTCHA_PROVIDER_SECRET'],
    [{ CAPTCHA_PROVIDER_SECRET: 'x' }, 'CAPTCHA_PROVIDER_SECRET needs CAPTCHA_PROVIDER (recaptcha, hcaptcha, turnstile)'],
    [{ CAPTCHA_PROVIDER: 'friendly', CAPTCHA_PROVIDER_SECRET: 'x' }, 'CAPTCHA_PROVIDER must be one of recaptcha, hcaptcha, turnstile, got "friendly"'],
    [{ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_PROVIDER_SECRET: 'x', CAPTCHA_VERIFY_URL: 'ftp://x/verify' }, 'CAPTCHA_VERIFY_URL must be an http(s) URL'],
    [{ CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/' }, 'CAPTCHA_VERIFY_URL needs CAPTCHA_PROVIDER and CAPTCHA_PROVIDER_SECRET'],
  ])('refuses %j at start', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
