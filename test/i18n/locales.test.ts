import { describe, expect, it } from 'vitest';
import {
  formLocale,
  resolveFormLocale,
  SUPPORTED_LOCALES,
  supportedLocaleFor,
  translationsFor,
} from '../../src/i18n/locales';

describe('SUPPORTED_LOCALES', () => {
  it('lists the 43 locales of spec section 9', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(43);
    expect(new Set(SUPPORTED_LOCALES).size).toBe(43);
  });
});

describe('resolveFormLocale', () => {
  it('takes the embed option, then the definition lang, then en', () => {
    expect(resolveFormLocale('ja', 'de').code).toBe('ja');
    expect(resolveFormLocale('', 'de').code).toBe('de');
    expect(resolveFormLocale('', '').code).toBe('en');
    expect(resolveFormLocale('xx', 'yy').code).toBe('en');
    expect(resolveFormLocale('klingon', 'fr').code).toBe('fr');
  });

  it('reads tags in any case and with underscores', () => {
    expect(resolveFormLocale('pt-BR').code).toBe('pt-br');
    expect(resolveFormLocale('PT_br').code).toBe('pt-br');
    expect(resolveFormLocale(' ZH-tw ').code).toBe('zh-tw');
  });

  it('finds the supported locale of a regional or aliased tag', () => {
    expect(supportedLocaleFor('de-AT')).toBe('de');
    expect(supportedLocaleFor('en-US')).toBe('en');
    expect(supportedLocaleFor('en-GB')).toBe('en-gb');
    expect(supportedLocaleFor('ar')).toBe('ar-eg');
    expect(supportedLocaleFor('he')).toBe('he-il');
    expect(supportedLocaleFor('iw')).toBe('he-il');
    expect(supportedLocaleFor('nb-NO')).toBe('no-no');
    expect(supportedLocaleFor('nb')).toBe('no-no');
    expect(supportedLocaleFor('pt')).toBe('pt-br');
    expect(supportedLocaleFor('pt-PT')).toBe('pt-pt');
    expect(supportedLocaleFor('zh')).toBe('zh-cn');
    expect(supportedLocaleFor('zh-Hant-TW')).toBe('zh-tw');
    expect(supportedLocaleFor('zh-Hant-HK')).toBe('zh-hk');
    expect(supportedLocaleFor('zh-Hans-CN')).toBe('zh-cn');
    expect(supportedLocaleFor('fil')).toBe('tl');
    expect(supportedLocaleFor('')).toBeUndefined();
    expect(supportedLocaleFor('xx-YY')).toBeUndefined();
  });

  it('finds no locale for the names of Object members (a definition lang of "constructor")', () => {
    for (const tag of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(supportedLocaleFor(tag), tag).toBeUndefined();
      expect(resolveFormLocale('', tag), tag).toEqual({ code: 'en', language: 'en', dir: 'ltr' });
      expect(resolveFormLocale(tag, 'de').code, tag).toBe('de');
    }
  });
});

describe('formLocale', () => {
  it('collapses the form language as spec section 9 says (pt-br, zh-cn, zh-hk, nb-no)', () => {
    expect(formLocale('pt-br').language).toBe('pt');
    expect(formLocale('zh-cn').language).toBe('zh-Hans');
    expect(formLocale('zh-hk').language).toBe('zh-Hant');
    expect(formLocale(supportedLocaleFor('nb-no')!).language).toBe('nb');
  });

  it('otherwise writes the locale as a BCP 47 tag', () => {
    expect(formLocale('de').language).toBe('de');
    expect(formLocale('pt-pt').language).toBe('pt-PT');
    expect(formLocale('he-il').language).toBe('he-IL');
    expect(formLocale('zh-tw').language).toBe('zh-TW');
  });

  it('writes ar-eg and he-il right to left, every other locale left to right', () => {
    const rightToLeft = SUPPORTED_LOCALES.filter((code) => formLocale(code).dir === 'rtl');
    expect(rightToLeft).toEqual(['ar-eg', 'he-il']);
  });
});

describe('translationsFor', () => {
  it("finds the site owner's messages whatever the case or separator of the locale key", () => {
    expect(translationsFor({ 'pt-BR': { submitText: 'Enviar' } }, 'pt-br')).toEqual({ submitText: 'Enviar' });
    expect(translationsFor({ PT_br: { submitText: 'Enviar' } }, 'pt-br')).toEqual({ submitText: 'Enviar' });
    expect(translationsFor({ 'de-DE': { submitText: 'Senden' } }, 'de')).toEqual({ submitText: 'Senden' });
    expect(translationsFor({ fr: { submitText: 'Envoyer' } }, 'de')).toEqual({});
  });

  it('lets a key naming the locale exactly win over one that only resolves to it', () => {
    const owner = { 'PT-BR': { submitText: 'Exact', nextText: 'Próximo' }, pt: { submitText: 'Base' } };
    expect(translationsFor(owner, 'pt-br')).toEqual({ submitText: 'Exact', nextText: 'Próximo' });
  });
});
