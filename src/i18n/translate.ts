import { en, enUntranslated, type MessageKey, type Messages } from './en';
import { formatMessage } from './format-message';

/** Values of a message's placeholders; numbers are written the way the form's language writes them. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Any key is accepted: a key the catalogue does not know is shown as-is (spec section 8). */
export type Translate = (key: MessageKey | (string & {}), params?: MessageParams) => string;

export interface TranslatorSources {
  /** The form language's catalogue; English alone when absent (not loaded yet, or English). */
  catalogue?: Readonly<Messages> | undefined;
  /** Single-key overrides, later ones winning: the definition's, then the site owner's `translations`. */
  overrides?: readonly Readonly<Record<string, string>>[];
  /** BCP 47 tag numbers are formatted for; the browser's own when absent. */
  language?: string;
}

/**
 * A translator: an override, else the catalogue, else English (`en.ts`), else the key itself.
 */
export function createTranslator({ catalogue, overrides = [], language }: TranslatorSources = {}): Translate {
  const lookup = (key: string): string | undefined => {
    for (let index = overrides.length - 1; index >= 0; index -= 1) {
      const text = Object.prototype.hasOwnProperty.call(overrides[index], key) ? overrides[index]?.[key] : undefined;
      if (text !== undefined) return text;
    }
    const own = (messages: Readonly<Record<string, string>> | undefined) =>
      messages && Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
    return own(catalogue) ?? own(en) ?? own(enUntranslated);
  };
  let numbers: Intl.NumberFormat | undefined;
  const formatNumber = (value: number): string => {
    try {
      numbers ??= new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 });
      return numbers.format(value);
    } catch {
      return String(value);
    }
  };
  return (key, params) => {
    const written = params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value) : value]));
    return formatMessage(lookup(key) ?? key, written);
  };
}
