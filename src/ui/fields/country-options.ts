import { countries, type Country } from '../../core/phone/countries';

/** A country of the phone dropdown with its name in the form's language. */
export interface CountryOption extends Country {
  name: string;
}

const byLanguage = new Map<string, readonly CountryOption[]>();
const namers = new Map<string, Intl.DisplayNames | undefined>();

/** Region names in `language`; none in browsers without DisplayNames (Safari before 14.1), which show the code. */
function regionNamer(language: string): Intl.DisplayNames | undefined {
  if (!namers.has(language)) {
    namers.set(language, typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : undefined);
  }
  return namers.get(language);
}

const named = (country: Country, language: string): CountryOption => ({ ...country, name: regionNamer(language)?.of(country.code) ?? country.code });

/**
 * Every country named in `language` and sorted by that name the way the language sorts; built
 * once per language and shared by every phone field of the page.
 */
export function countryOptions(language: string): readonly CountryOption[] {
  let options = byLanguage.get(language);
  if (!options) {
    const { compare } = new Intl.Collator(language);
    options = countries()
      .map((country) => named(country, language))
      .sort((a, b) => compare(a.name, b.name));
    byLanguage.set(language, options);
  }
  return options;
}

/** One country named in `language`, without naming and sorting the whole list. */
export function countryOption(language: string, code: string): CountryOption | undefined {
  const country = countries().find((candidate) => candidate.code === code);
  return country && named(country, language);
}
