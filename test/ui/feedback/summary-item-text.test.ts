import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { createTranslator } from '../../../src/i18n/translate';
import type { Translate } from '../../../src/i18n/translate';
import { summaryItemParts } from '../../../src/ui/feedback/summary-item-text';

/** The item as the visitor reads it. */
function summaryItemText(t: Translate, label: string, message: string): string {
  const { before, label: isolated, after } = summaryItemParts(t, label, message);
  return before + isolated + after;
}

const MESSAGE = 'Please select an option.';
const english = createTranslator({ overrides: [{ errorSummaryItem: en.errorSummaryItem }] });
const german = createTranslator({ overrides: [{ errorSummaryItem: '{label}: {message}' }] });

describe('summaryItemText: "Label – message" without doubled punctuation', () => {
  it('joins a plain label to its message with the separator', () => {
    expect(summaryItemText(english, 'First name', MESSAGE)).toBe(`First name – ${MESSAGE}`);
  });

  it.each([
    ['How likely are you to recommend us to a friend?', `How likely are you to recommend us to a friend? ${MESSAGE}`],
    ['I agree to the processing of my personal data.', `I agree to the processing of my personal data. ${MESSAGE}`],
    ['Yes please!', `Yes please! ${MESSAGE}`],
    ['ご意見は？', `ご意見は？ ${MESSAGE}`],
  ])('adds no separator after a label ending in punctuation: %s', (label, expected) => {
    expect(summaryItemText(english, label, MESSAGE)).toBe(expected);
    expect(summaryItemText(german, label, MESSAGE)).toBe(expected);
  });

  it('lets the separator take the place of a closing colon', () => {
    expect(summaryItemText(english, 'Email:', MESSAGE)).toBe(`Email – ${MESSAGE}`);
    expect(summaryItemText(german, 'E-Mail :', MESSAGE)).toBe(`E-Mail: ${MESSAGE}`);
  });

  it("keeps the locale's own separator for a plain label", () => {
    expect(summaryItemText(german, 'Vorname', MESSAGE)).toBe(`Vorname: ${MESSAGE}`);
  });

  it('hands the label over on its own, wherever the locale puts it, so it can keep its own direction', () => {
    const labelLast = createTranslator({ overrides: [{ errorSummaryItem: '{message} ({label})' }] });
    expect(summaryItemParts(english, 'Project?', MESSAGE)).toEqual({ before: '', label: 'Project?', after: ` ${MESSAGE}` });
    expect(summaryItemParts(labelLast, 'Email:', MESSAGE)).toEqual({ before: `${MESSAGE} (`, label: 'Email', after: ')' });
  });
});
