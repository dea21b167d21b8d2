import type { FormDefinition } from '../core/form-definition';
import type { Messages } from '../i18n/en';
import { resolveFormLocale, translationsFor, type FormLocale } from '../i18n/locales';
import { createTranslator, type Translate } from '../i18n/translate';
import type { Scheduler } from './scheduler';

/**
 * How long a form waits for its catalogue before it shows in English; the catalogue still
 * re-renders the form in its language when it arrives later.
 */
export const CATALOGUE_WAIT_MS = 3000;

/** What the site owner said about language: the `locale` option and their `translations`. */
export interface LanguageSettings {
  locale: string;
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Loads a locale's catalogue (a file of its own); undefined for English or when it cannot be had. */
export type LoadCatalogue = (code: FormLocale['code']) => Promise<Readonly<Messages> | undefined>;

export interface FormLanguage {
  locale: FormLocale;
  t: Translate;
}

/** The form's locale (option, then the definition's `lang`, then en) and its translator. */
export function formLanguage(
  settings: LanguageSettings,
  definition: FormDefinition | undefined,
  catalogue: Readonly<Messages> | undefined,
): FormLanguage {
  const locale = resolveFormLocale(settings.locale, definition?.metaData.lang);
  const overrides = [definition?.translations ?? {}, settings.translations].map((translations) => translationsFor(translations, locale.code));
  return { locale, t: createTranslator({ catalogue, overrides, language: locale.language }) };
}

/** `promise`'s value, or undefined once `ms` passed first. */
export function waitAtMost<T>(scheduler: Scheduler, promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const cancel = scheduler.after(ms, () => resolve(undefined));
    void promise.then((value) => {
      cancel();
      resolve(value);
    });
  });
}
