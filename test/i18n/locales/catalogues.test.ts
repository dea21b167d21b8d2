import { describe, expect, it } from 'vitest';
import { en as english } from '../../../src/i18n/en';
import { SUPPORTED_LOCALES } from '../../../src/i18n/locales';
import { catalogueFiles } from '../source-catalogues';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
const files = catalogueFiles();
const englishKeys = Object.keys(english);

/** Each locale's word for "step", which its progress text ("Step 1 of 3") must name. */
const STEP_WORDS: Record<string, string> = {
  af: 'Stap', 'ar-eg': 'الخطوة', bg: 'Стъпка', bn: 'ধাপ', 'ca-es': 'Pas', cs: 'Krok', da: 'Trin', de: 'Schritt', el: 'Βήμα',
  'en-gb': 'Step', 'es-mx': 'Paso', es: 'Paso', fi: 'Vaihe', 'fr-ca': 'Étape', fr: 'Étape', 'he-il': 'שלב', hr: 'Korak',
  hu: 'Lépés', id: 'Langkah', it: 'Passaggio', ja: 'ステップ', ko: '단계', lt: 'Žingsnis', ms: 'Langkah', nl: 'Stap',
  'no-no': 'Trinn', pl: 'Krok', 'pt-br': 'Etapa', 'pt-pt': 'Passo', ro: 'Pasul', ru: 'Шаг', sk: 'Krok', sl: 'Korak',
  sv: 'Steg', th: 'ขั้นตอน', tl: 'Hakbang', tr: 'Adım', uk: 'Крок', vi: 'Bước', 'zh-cn': '步', 'zh-hk': '步', 'zh-tw': '步',
};

describe('locale catalogues', () => {
  it('has a catalogue file for every supported locale but English, and none other', () => {
    expect(Object.keys(files).sort()).toEqual(SUPPORTED_LOCALES.filter((code) => code !== 'en').sort());
  });

  describe.each(Object.keys(files))('%s', (code) => {
    it('has every key of the English catalogue, no other, each keeping every placeholder', async () => {
      const { messages } = await files[code]!();
      expect(Object.keys(messages).sort()).toEqual([...englishKeys].sort());
      for (const key of englishKeys) {
        const text = (messages as Record<string, unknown>)[key];
        expect(typeof text === 'string' && text.trim() !== '', `${code}.${key} is empty`).toBe(true);
        expect(placeholders(String(text)), `${code}.${key}`).toEqual(placeholders((english as Record<string, string>)[key]!));
      }
    });

    it('names the step in its progress text, not only the numbers', async () => {
      const { messages } = await files[code]!();
      expect(messages.stepIndicator).toContain(STEP_WORDS[code]);
    });

    it.skipIf(code === 'en-gb')('is written in its language, not copied from English', async () => {
      const { messages } = await files[code]!();
      const sentences = englishKeys.filter((key) => /[a-z]{3,} [a-z]{3,}/i.test((english as Record<string, string>)[key]!));
      const copied = sentences.filter((key) => (messages as Record<string, string>)[key] === (english as Record<string, string>)[key]);
      expect(copied, `${code} has English sentences`).toEqual([]);
    });
  });
});
