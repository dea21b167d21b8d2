import { SUPPORTED_LOCALES } from '../../../src/i18n/locales';
import { texts } from '../../texts';

export interface LanguageOption {
  /** The form's `lang` value; '' for the default (English). */
  value: string;
  label: string;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** A supported locale (`pt-br`) by its English name (`Portuguese (Brazil)`). */
export function languageName(locale: string): string {
  try {
    return languageNames.of(locale) ?? locale;
  } catch {
    // Not a well-formed language tag: shown as written.
    return locale;
  }
}

/**
 * The languages the embed has wording for, by English name, after the default; a form's own
 * language the embed does not support (an import's) is listed too, so it is shown and kept.
 */
export function languageOptions(current: string): LanguageOption[] {
  const supported = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: languageName(locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  const known = current === '' || supported.some((option) => option.value === current);
  return [
    { value: '', label: texts.formSettings.defaultLanguage },
    ...(known ? [] : [{ value: current, label: texts.formSettings.unsupportedLanguage(current) }]),
    ...supported,
  ];
}
