// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/html/sanitize-html';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeHtml', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('keeps ordinary rich text', () => {
    const html =
      '<h2>Title</h2><p>Some <b>bold</b>, <strong>strong</strong>, <i>i</i>, <em>em</em> and <u>u</u><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><span>s</span><div>d</div>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>' +
      '<img src="https://example.com/a.png" alt="A" width="10" height="20">';
    const out = parse(sanitizeHtml(html));
    expect(out.querySelector('h2')?.textContent).toBe('Title');
    for (const tag of ['b', 'strong', 'i', 'em', 'u', 'br', 'ul', 'ol', 'li', 'span', 'div', 'table', 'th', 'td']) {
      expect(out.querySelector(tag), tag).not.toBeNull();
    }
    const img = out.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(img?.getAttribute('alt')).toBe('A');
    expect(img?.getAttribute('width')).toBe('10');
    expect(img?.getAttribute('height')).toBe('20');
  });

  it('strips script tags and their content', () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert(1)</script>');
    expect(out).toBe('<p>Hello</p>');
  });

  it('strips event handler attributes such as onerror', () => {
    const out = parse(sanitizeHtml('<img src="x.png" onerror="alert(1)"><p onclick="alert(2)">t</p>'));
    expect(out.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(out.querySelector('p')?.hasAttribute('onclick')).toBe(false);
    expect(out.innerHTML).not.toContain('alert');
  });

  it('strips javascript: URLs', () => {
    const out = parse(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>'));
    for (const link of out.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
  });

  it('keeps http, mailto and relative links', () => {
    const out = parse(
      sanitizeHtml('<a href="https://example.com/p">a</a><a href="mailto:x@example.com">b</a><a href="/terms">c</a>'),
    );
    expect([...out.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/p',
      'mailto:x@example.com',
      '/terms',
    ]);
  });

  it('removes iframes, forms, inputs and style elements', () => {
    const out = parse(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"><button>Go</button></form>' +
          '<style>body{display:none}</style><object data="x"></object><p>kept</p>',
      ),
    );
    for (const tag of ['iframe', 'form', 'input', 'button', 'style', 'object']) {
      expect(out.querySelector(tag), tag).toBeNull();
    }
    expect(out.querySelector('p')?.textContent).toBe('kept');
  });

  it('removes style, id and name attributes', () => {
    const out = parse(sanitizeHtml('<p style="position:fixed" id="hsForm_x" class="lead">t</p><a name="top">a</a>'));
    const p = out.querySelector('p');
    expect(p?.hasAttribute('style')).toBe(false);
    expect(p?.hasAttribute('id')).toBe(false);
    expect(p?.getAttribute('class')).toBe('lead');
    expect(out.querySelector('a')?.hasAttribute('name')).toBe(false);
  });

  it('adds rel="noopener noreferrer" to links opening a new window', () => {
    const out = parse(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>'));
    const link = out.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps existing rel tokens when adding noopener noreferrer', () => {
    const out = parse(sanitizeHtml('<a href="https://example.com" target="_blank" rel="nofollow noopener">x</a>'));
    expect(out.querySelector('a')?.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('leaves links without a new-window target alone and drops named targets', () => {
    const out = parse(
      sanitizeHtml('<a href="/a" target="_top">a</a><a href="/b">b</a><a href="/c" target="target_iframe_x">c</a>'),
    );
    const [top, plain, named] = [...out.querySelectorAll('a')];
    expect(top?.getAttribute('target')).toBe('_top');
    expect(top?.hasAttribute('rel')).toBe(false);
    expect(plain?.hasAttribute('rel')).toBe(false);
    expect(named?.hasAttribute('target')).toBe(false);
  });

  it('returns the empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });

  it('returns HTML-escaped text when no DOM is available', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    const { sanitizeHtml: sanitizeWithoutDom } = await import('../../../src/ui/html/sanitize-html');
    expect(sanitizeWithoutDom('<img src=x onerror="alert(1)"> & \'q\'')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;q&#39;',
    );
  });

  describe('trust', () => {
    const HTML = '<form id="own"><p style="color: red">Thanks</p><a href="javascript:alert(1)" target="_blank">x</a><img src="a.png" onerror="alert(1)"><script>alert(1)</script><style>body { display: none }</style></form>';

    it("'owner' keeps the site owner's markup, ids and style attributes, and removes scripts, handlers, javascript: URLs and page-wide <style>", () => {
      const kept = sanitizeHtml(HTML, 'owner');
      expect(kept).toContain('<form id="own">');
      expect(kept).toContain('style="color: red"');
      expect(kept).toContain('target="_blank"');
      expect(kept).not.toMatch(/script|onerror|javascript:|<style|display: none/);
    });

    it("'raw' returns the HTML as given", () => {
      expect(sanitizeHtml(HTML, 'raw')).toBe(HTML);
    });
  });
});

