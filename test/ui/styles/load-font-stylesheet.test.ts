// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadFontStylesheet } from '../../../src/ui/styles/load-font-stylesheet';

const links = (doc: Document) => Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'));

afterEach(() => links(document).forEach((link) => link.remove()));

describe('loadFontStylesheet', () => {
  it("appends one link to the font service's stylesheet per web font and document", () => {
    loadFontStylesheet(document, 'https://fonts.test', 'Lato, sans-serif', '');
    loadFontStylesheet(document, 'https://fonts.test', 'Lato, sans-serif', '');
    loadFontStylesheet(document, 'https://fonts.test', '"Inter"', '');
    expect(links(document).map((link) => link.getAttribute('href'))).toEqual([
      'https://fonts.test/css?family=Lato:400,500,700',
      'https://fonts.test/css?family=Inter:400,500,700',
    ]);
    expect(links(document)[0]!.hasAttribute('nonce')).toBe(false);
  });

  it('adds the link to the document given, e.g. the isolated frame, with the nonce', () => {
    const other = document.implementation.createHTMLDocument('frame');
    loadFontStylesheet(other, 'https://fonts.test', 'Lato', 'abc');
    expect(links(document)).toEqual([]);
    expect(links(other).map((link) => link.nonce)).toEqual(['abc']);
  });

  it('adds nothing for system fonts', () => {
    loadFontStylesheet(document, 'https://fonts.test', 'Arial, Helvetica, sans-serif', 'abc');
    expect(links(document)).toEqual([]);
  });
});
