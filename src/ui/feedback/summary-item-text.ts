import type { Translate } from '../../i18n/translate';

/** Punctuation that already ends a label ("…to a friend?", "…my personal data."). */
const ENDS_IN_PUNCTUATION = /[.?!。？！]$/;
/** A closing colon ("Email:"), which the item's own separator replaces. */
const CLOSING_COLON = /\s*[:：]$/;

/**
 * The text of an error summary item, "Label – message". The separator is added only where the
 * label does not already end in punctuation, so no item reads "…friend?: Please select…": a
 * closing colon gives way to the separator, and a label ending in ?, ! or . is followed by the
 * message alone.
 */
export function summaryItemText(t: Translate, label: string, message: string): string {
  const bare = label.trim().replace(CLOSING_COLON, '');
  if (ENDS_IN_PUNCTUATION.test(bare)) return `${bare} ${message}`;
  return t('errorSummaryItem', { label: bare, message });
}
