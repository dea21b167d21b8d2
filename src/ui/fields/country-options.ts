import { countries, type Country } from '../../core/phone/countries';

/** A country of the phone dropdown with its name in the form's language. */
export interface CountryOption extends Country {
  name: string;
}

const byLanguage = new Map<string, readonly CountryOption[]>();

/**
 * Every country named in `language` and sorted by that name the way the language sorts; built
 * once per language and shared by every phone field of the page.
 */
export function countryOptions(language: string): readonly CountryOption[] {
  let options = byLanguage.get(language);
  if (!options) {
    // Browsers without DisplayNames (Safari before 14.1) show the region code instead.
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : undefined;
    const { compare } = new Intl.Collator(language);
    options = countries()
      .map((country) => ({ ...country, name: names?.of(country.code) ?? country.code }))
      .sort((a, b) => compare(a.name, b.name));
    byLanguage.set(language, options);
  }
  return options;
}

/**
 * One country, named by its code: what the dropdown holds before the list is built, so a long
 * form's first paint waits neither for the region names (loading them costs tens of
 * milliseconds) nor for sorting them.
 */
export function unlistedCountry(code: string): CountryOption | undefined {
  const country = countries().find((candidate) => candidate.code === code);
  return country && { ...country, name: country.code };
}
