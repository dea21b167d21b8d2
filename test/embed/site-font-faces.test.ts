// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { siteFontFaces, withAbsoluteUrls } from '../../src/embed/site-font-faces';

function pageStyle(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
}

afterEach(() => {
  document.head.innerHTML = '';
});

// jsdom keeps a @font-face rule's family but drops its `src`: what the browser copies is checked in
// e2e/inherit-theme.spec.ts; here, which rules are chosen.
describe('siteFontFaces: the page font rules a form in the site look takes into its frame', () => {
  it("takes the @font-face rules of the site's families, quoted or not and in any case, in @media blocks too", () => {
    pageStyle(`
      @font-face { font-family: "Bakery Serif"; font-weight: 400; }
      @font-face { font-family: Handwriting; }
      @font-face { font-family: Other; }
      @media screen { @font-face { font-family: Wide; } }
      body { font-family: "Bakery Serif", serif; }
    `);
    const css = siteFontFaces(document, '"bakery serif", Handwriting, Wide, serif');
    expect(css).toContain('Bakery Serif');
    expect(css).toContain('Handwriting');
    expect(css).toContain('Wide');
    expect(css).not.toContain('Other');
    expect(css.match(/@font-face/g)).toHaveLength(3);
  });

  it('takes nothing for system or generic families, or none', () => {
    pageStyle('@font-face { font-family: Wide; }');
    expect(siteFontFaces(document, 'Georgia, serif')).toBe('');
    expect(siteFontFaces(document, '')).toBe('');
  });
});

describe('withAbsoluteUrls', () => {
  it("makes relative url()s absolute against the stylesheet's address, quoted or not, and leaves absolute and data: ones", () => {
    const css = `src: url(/fonts/a.woff2) format("woff2"), url('b.woff2'), url("https://cdn.example/c.woff2"), url(data:font/woff2;base64,AAAA);`;
    expect(withAbsoluteUrls(css, 'https://www.example.com/css/site.css')).toBe(
      `src: url(https://www.example.com/fonts/a.woff2) format("woff2"), url('https://www.example.com/css/b.woff2'), url("https://cdn.example/c.woff2"), url(data:font/woff2;base64,AAAA);`,
    );
  });
});
