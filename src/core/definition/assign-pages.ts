import type { FieldGroup } from '../form-definition';

export type PagedGroup = Pick<FieldGroup, 'fieldIds' | 'richText' | 'isPageBreak'>;

const hasContent = (group: PagedGroup): boolean => group.fieldIds.length > 0 || group.richText.trim() !== '';

/**
 * 1-based page numbers of the groups, in order, and the page count.
 *
 * A group with `isPageBreak` starts a new page and is itself the first group of that page
 * (so rich text it carries heads the new page). A break while the current page still has
 * nothing to show (a leading break, or breaks in a row) does not start another page: empty
 * pages would only be Next clicks. A trailing break with nothing after it is folded back the
 * same way, unless the form has a legal consent block, which always sits on the last page
 * and then fills that page on its own.
 */
export function assignPages(
  groups: readonly PagedGroup[],
  hasLegalConsent: boolean,
): { pageNumbers: number[]; pageCount: number } {
  const pageNumbers: number[] = [];
  let page = 1;
  let pageHasContent = false;
  for (const group of groups) {
    if (group.isPageBreak && pageHasContent) {
      page += 1;
      pageHasContent = false;
    }
    pageNumbers.push(page);
    if (hasContent(group)) pageHasContent = true;
  }
  if (page > 1 && !pageHasContent && !hasLegalConsent) {
    for (let index = pageNumbers.length - 1; index >= 0 && pageNumbers[index] === page; index -= 1) {
      pageNumbers[index] = page - 1;
    }
    page -= 1;
  }
  return { pageNumbers, pageCount: page };
}
