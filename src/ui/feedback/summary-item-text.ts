import type { Translate } from '../../i18n/translate';

/** Punctuation that already ends a label ("…to a friend?", "…my personal data."). */
const ENDS_IN_PUNCTUATION = /[.?!。？！]$/;
/** A closing colon ("Email:"), which the item's own separator replaces. */
const CLOSING_COLON = /\s*[:：]$/;
/** Stands for the label while the locale's template is filled, to find where the label goes. */
const LABEL_MARK = '\u0000';

/** An error summary item around its label, so the label can be isolated for direction (`<bdi>`). */
export interface SummaryItemParts {
  before: string;
  label: string;
  after: string;
}

/**
 * The parts of an error summary item, "Label – message". The separator is added only where the
 * label does not already end in punctuation, so no item reads "…friend?: Please select…": a
 * closing colon gives way to the separator, and a label ending in ?, ! or . is followed by the
 * message alone.
 */
export function summaryItemParts(t: Translate, label: string, message: string): SummaryItemParts {
  const bare = label.trim().replace(CLOSING_COLON, '');
  if (ENDS_IN_PUNCTUATION.test(bare)) return { before: '', label: bare, after: ` ${message}` };
  const filled = t('errorSummaryItem', { label: LABEL_MARK, message });
  const at = filled.indexOf(LABEL_MARK);
  if (at === -1) return { before: filled, label: '', after: '' };
  return { before: filled.slice(0, at), label: bare, after: filled.slice(at + LABEL_MARK.length) };
}
