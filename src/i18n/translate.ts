import { en, type MessageKey } from './en';
import { formatMessage } from './format-message';

/** Any key is accepted: a key the catalogue does not know is shown as-is (spec section 8). */
export type Translate = (key: MessageKey | (string & {}), params?: Record<string, string>) => string;

/**
 * A translator over the English catalogue with the site owner's and the definition's overrides
 * (`translations[locale][key]`). Other locales' catalogues arrive in a later step.
 */
export function createTranslator(overrides: Partial<Record<string, string>> = {}): Translate {
  return (key, params) => formatMessage(overrides[key] ?? (en as Record<string, string>)[key] ?? key, params);
}
