import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_LOAD_TIMEOUT_MS,
  CAPTCHA_ONLOAD_CALLBACK,
  CAPTCHA_SCRIPT_URL,
  CAPTCHA_SCRIPT_URL_CHINA,
  CAPTCHA_SITE_KEYS,
  captchaScriptUrl,
  captchaSiteKey,
} from '../../../src/core/captcha/captcha-config';

describe('captcha site keys (spec 3 "Captcha state")', () => {
  it('are three different keys', () => {
    expect(new Set(Object.values(CAPTCHA_SITE_KEYS)).size).toBe(3);
  });

  it('uses the automated-browser test key whenever the browser is automated, QA or not', () => {
    expect(captchaSiteKey({ webdriver: true, qa: false })).toBe(CAPTCHA_SITE_KEYS.automatedBrowser);
    expect(captchaSiteKey({ webdriver: true, qa: true })).toBe(CAPTCHA_SITE_KEYS.automatedBrowser);
  });

  it('uses the QA key in the QA environment and the production key elsewhere', () => {
    expect(captchaSiteKey({ webdriver: false, qa: true })).toBe(CAPTCHA_SITE_KEYS.qa);
    expect(captchaSiteKey({ webdriver: false, qa: false })).toBe(CAPTCHA_SITE_KEYS.production);
  });
});

describe('captchaScriptUrl (spec 7.6)', () => {
  it("is the provider's script with render=explicit, the onload callback and hl", () => {
    const url = new URL(captchaScriptUrl({ locale: 'de' }));
    expect(`${url.origin}${url.pathname}`).toBe(CAPTCHA_SCRIPT_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({ render: 'explicit', onload: CAPTCHA_ONLOAD_CALLBACK, hl: 'de' });
  });

  it('comes from the mainland-China host for zh-cn, in any case', () => {
    const url = new URL(captchaScriptUrl({ locale: 'zh-CN' }));
    expect(`${url.origin}${url.pathname}`).toBe(CAPTCHA_SCRIPT_URL_CHINA);
    expect(url.searchParams.get('hl')).toBe('zh-cn');
    expect(new URL(captchaScriptUrl({ locale: 'zh-tw' })).origin).toBe(new URL(CAPTCHA_SCRIPT_URL).origin);
  });

  it('uses a configured override URL, keeping its own query and adding the parameters', () => {
    const url = new URL(captchaScriptUrl({ locale: 'zh-cn', overrideUrl: 'http://127.0.0.1:3000/captcha/api.js?fail=1' }));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:3000/captcha/api.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ fail: '1', render: 'explicit', onload: CAPTCHA_ONLOAD_CALLBACK, hl: 'zh-cn' });
  });

  it('times out loading after 15000 ms (spec section 9)', () => {
    expect(CAPTCHA_LOAD_TIMEOUT_MS).toBe(15000);
  });
});
