import { ownValue } from '../core/definition/wire-reader';

/** The interface languages of spec section 9; each but `en` is a catalogue file loaded on demand. */
export const SUPPORTED_LOCALES = [
  'af', 'ar-eg', 'bg', 'bn', 'ca-es', 'cs', 'da', 'de', 'el', 'en', 'en-gb', 'es', 'es-mx', 'fi', 'fr', 'fr-ca',
  'he-il', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'ms', 'nl', 'no-no', 'pl', 'pt-br', 'pt-pt', 'ro', 'ru', 'sk',
  'sl', 'sv', 'th', 'tl', 'tr', 'uk', 'vi', 'zh-cn', 'zh-hk', 'zh-tw',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en';

const RIGHT_TO_LEFT: readonly SupportedLocale[] = ['ar-eg', 'he-il'];

/** Tags people write for a supported locale that their leading subtags alone do not find. */
const ALIASES: Readonly<Record<string, SupportedLocale>> = {
  nb: 'no-no', nn: 'no-no', iw: 'he-il', fil: 'tl', 'zh-hant': 'zh-tw', 'zh-mo': 'zh-hk', 'zh-hant-hk': 'zh-hk', 'zh-hant-mo': 'zh-hk',
};

/** Spec section 9 "Locale collapse for the form language"; any other locale is its own tag. */
const FORM_LANGUAGE: Readonly<Partial<Record<SupportedLocale, string>>> = {
  'pt-br': 'pt', 'zh-cn': 'zh-Hans', 'zh-hk': 'zh-Hant', 'no-no': 'nb',
};

/** The form's interface language: the catalogue, the `lang` tag for Intl, and the writing direction. */
export interface FormLocale {
  /** A supported locale: which catalogue the wording comes from. */
  code: SupportedLocale;
  /** BCP 47 tag for the form's `lang` attribute and Intl formatting (the collapsed form language). */
  language: string;
  dir: 'ltr' | 'rtl';
}

/** `pt_BR`, ` PT-br ` → `pt-br`. */
export const normalizeLocaleTag = (tag: string): string => tag.trim().toLowerCase().replace(/_/g, '-');

const isSupported = (tag: string): tag is SupportedLocale => (SUPPORTED_LOCALES as readonly string[]).includes(tag);

/**
 * The supported locale for a tag as a site owner or a definition writes it: the tag or an alias,
 * then the same for ever shorter prefixes (`zh-Hant-TW` → zh-tw, `de-AT` → de), then a supported
 * locale of the base language (`ar` → ar-eg); undefined when none fits.
 */
export function supportedLocaleFor(tag: string): SupportedLocale | undefined {
  const subtags = normalizeLocaleTag(tag).split('-');
  for (let length = subtags.length; length > 0; length -= 1) {
    const prefix = subtags.slice(0, length).join('-');
    if (isSupported(prefix)) return prefix;
    // Own entries only: a tag such as 'constructor' would otherwise find Object's members.
    const alias = ownValue(ALIASES, prefix);
    if (alias) return alias;
  }
  const base = subtags[0] ?? '';
  return base === '' ? undefined : SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${base}-`));
}

export function formLocale(code: SupportedLocale): FormLocale {
  const [language = code, region] = code.split('-');
  return {
    code,
    language: FORM_LANGUAGE[code] ?? (region ? `${language}-${region.toUpperCase()}` : language),
    dir: RIGHT_TO_LEFT.includes(code) ? 'rtl' : 'ltr',
  };
}

/** The embed option's locale, then the definition's `lang`, then English (spec section 9). */
export function resolveFormLocale(optionLocale: string, definitionLang = ''): FormLocale {
  return formLocale(supportedLocaleFor(optionLocale) ?? supportedLocaleFor(definitionLang) ?? DEFAULT_LOCALE);
}

/**
 * The messages of `translations` (the definition's or the site owner's, keyed by locale) for a
 * locale, whatever case or separator the key was written in (`pt-BR`, `pt_br`); a key naming the
 * locale exactly wins over one that only resolves to it (`pt`).
 */
export function translationsFor(
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>,
  code: SupportedLocale,
): Record<string, string> {
  const matching = Object.entries(translations).filter(([tag]) => supportedLocaleFor(tag) === code);
  const exactLast = [...matching.filter(([tag]) => normalizeLocaleTag(tag) !== code), ...matching.filter(([tag]) => normalizeLocaleTag(tag) === code)];
  const merged: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [, messages] of exactLast) for (const [key, text] of Object.entries(messages)) merged[key] = text;
  return merged;
}
