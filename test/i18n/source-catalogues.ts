/// <reference types="vite/client" />
import type { Messages } from '../../src/i18n/en';
import type { LoadCatalogue } from '../../src/store/form-language';

/** Every catalogue file under src/i18n/locales, by locale code, read from source (no build). */
const files = import.meta.glob<{ messages: Messages }>('../../src/i18n/locales/*.ts');

export const catalogueFiles = (): Record<string, () => Promise<{ messages: Messages }>> =>
  Object.fromEntries(Object.entries(files).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.ts$/, '$1'), load]));

/** The store's catalogue loader over the source files, as the built chunk files would answer. */
export const loadSourceCatalogue: LoadCatalogue = async (code) => {
  const load = catalogueFiles()[code];
  return load ? (await load()).messages : undefined;
};
