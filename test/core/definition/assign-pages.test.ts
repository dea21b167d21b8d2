import { describe, expect, it } from 'vitest';
import type { PagedGroup } from '../../../src/core/definition/assign-pages';
import { assignPages } from '../../../src/core/definition/assign-pages';

const fields = (...ids: string[]): PagedGroup => ({ fieldIds: ids, richText: '', isPageBreak: false });
const text = (html: string): PagedGroup => ({ fieldIds: [], richText: html, isPageBreak: false });
const pageBreak = (html = '', ...ids: string[]): PagedGroup => ({ fieldIds: ids, richText: html, isPageBreak: true });

describe('assignPages', () => {
  it('puts a form without page breaks on one page', () => {
    expect(assignPages([fields('a'), text('<p>x</p>'), fields('b')], false)).toEqual({ pageNumbers: [1, 1, 1], pageCount: 1 });
    expect(assignPages([], false)).toEqual({ pageNumbers: [], pageCount: 1 });
    expect(assignPages([], true)).toEqual({ pageNumbers: [], pageCount: 1 });
  });

  it('starts a new page at each page break, the break group heading it', () => {
    const result = assignPages([fields('a'), pageBreak('<h3>Step 2</h3>'), fields('b'), pageBreak(), fields('c')], false);
    expect(result).toEqual({ pageNumbers: [1, 2, 2, 3, 3], pageCount: 3 });
  });

  it('keeps fields carried by a break group on the new page', () => {
    expect(assignPages([fields('a'), pageBreak('', 'b')], false)).toEqual({ pageNumbers: [1, 2], pageCount: 2 });
  });

  it('does not open empty pages for a leading break or breaks in a row', () => {
    expect(assignPages([pageBreak(), fields('a'), pageBreak(), pageBreak(), fields('b')], false))
      .toEqual({ pageNumbers: [1, 1, 2, 2, 2], pageCount: 2 });
  });

  it('folds a trailing empty page back when there is no legal consent block', () => {
    expect(assignPages([fields('a'), pageBreak()], false)).toEqual({ pageNumbers: [1, 1], pageCount: 1 });
    expect(assignPages([fields('a'), pageBreak('<h3>Next</h3>'), fields('b'), pageBreak(), text('')], false))
      .toEqual({ pageNumbers: [1, 2, 2, 2, 2], pageCount: 2 });
  });

  // Spec section 2: "The page count is one more than the last group's page number when legal
  // consent options exist." Read with page numbers counted from 0, as the spec's are.
  it("with legal consent options, the page count is one more than the last group's page number (counted from 0)", () => {
    const zeroBasedPageOfLastGroup = (pageNumbers: number[]) => (pageNumbers.at(-1) ?? 1) - 1;
    for (const groups of [
      [fields('a')],
      [fields('a'), pageBreak(), fields('b')],
      [fields('a'), pageBreak('<h3>Two</h3>'), fields('b'), pageBreak(), fields('c')],
      // A trailing break: the consent block alone fills the page it opens.
      [fields('a'), pageBreak()],
    ]) {
      const { pageNumbers, pageCount } = assignPages(groups, true);
      expect(pageCount).toBe(zeroBasedPageOfLastGroup(pageNumbers) + 1);
    }
    expect(assignPages([fields('a'), pageBreak()], true)).toEqual({ pageNumbers: [1, 2], pageCount: 2 });
  });
});
