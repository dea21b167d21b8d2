// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizedMarkup } from '../../src/loader/sanitize-markup';

const cleaned = (markup: string): HTMLElement => {
  const holder = document.createElement('div');
  holder.appendChild(sanitizedMarkup(document, markup));
  return holder;
};

describe('the pre-rendered markup, cleaned before it is inserted', () => {
  it('keeps the form, its fields, classes, ids and safe links', () => {
    const holder = cleaned(
      '<form id="hsForm_x_0" class="hs-form"><label for="email-x_0">Email</label><input id="email-x_0" name="email" value="a@b.c"><a href="https://example.com/terms">Terms</a><a href="mailto:us@example.com">Mail</a><a href="/privacy">Privacy</a></form>',
    );
    expect(holder.querySelector('form#hsForm_x_0.hs-form')).not.toBeNull();
    expect(holder.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe('a@b.c');
    expect([...holder.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://example.com/terms', 'mailto:us@example.com', '/privacy']);
  });

  it('removes scripts, frames, objects and style elements', () => {
    const holder = cleaned('<form><script>alert(1)</script><iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x"><style>*{}</style><p>kept</p></form>');
    expect(holder.querySelectorAll('script,iframe,object,embed,style')).toHaveLength(0);
    expect(holder.querySelector('p')!.textContent).toBe('kept');
  });

  it('removes event handler and style attributes', () => {
    const holder = cleaned('<form onsubmit="steal()"><img src="https://x.test/a.png" onerror="steal()" style="color:red"><button ONCLICK="steal()">Go</button></form>');
    expect(holder.querySelector('form')!.hasAttribute('onsubmit')).toBe(false);
    const image = holder.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://x.test/a.png');
    expect(image.hasAttribute('onerror')).toBe(false);
    expect(image.hasAttribute('style')).toBe(false);
    expect(holder.querySelector('button')!.getAttributeNames()).toEqual([]);
  });

  it('removes URLs that are not http(s) or mailto', () => {
    const holder = cleaned('<a href="javascript:steal()">a</a><a href=" JaVaScRiPt:steal()">b</a><img src="data:image/svg+xml,<svg/>"><form action="vbscript:x"><button formaction="javascript:x">c</button></form>');
    for (const element of holder.querySelectorAll('a,img,form,button')) {
      expect(element.getAttributeNames().filter((name) => ['href', 'src', 'action', 'formaction'].includes(name))).toEqual([]);
    }
  });

  it('runs nothing while parsing', () => {
    let ran = false;
    (window as Window & { markupRan?: () => void }).markupRan = () => (ran = true);
    cleaned('<img src="x" onerror="markupRan()"><svg onload="markupRan()"></svg>');
    expect(ran).toBe(false);
  });

  describe('reading only the elements that can hold what is removed', () => {
    afterEach(() => vi.restoreAllMocks());

    it('reads no attributes of the elements that have no style, frame document or URL', () => {
      const read = vi.spyOn(Element.prototype, 'getAttributeNames');
      cleaned('<form class="hs-form" data-form-id="f"><fieldset><div class="field"><label for="a">Turn on notifications</label><input id="a" name="a" value="on"></div></fieldset><a href="https://example.com/terms">Terms</a></form>');
      expect(read.mock.contexts.map((element) => (element as Element).tagName)).toEqual(['A']);
    });

    it('still cleans the styles, URLs and frame documents of markup with no event handler, in any namespace', () => {
      const holder = cleaned(
        '<form><p style="color:red">p</p><a href="javascript:steal()">a</a><svg><a xlink:href="javascript:steal()"><text>s</text></a></svg><video poster="javascript:x"></video><div srcdoc="x" background="javascript:x"></div></form>',
      );
      expect(holder.querySelector('p')!.hasAttribute('style')).toBe(false);
      for (const element of holder.querySelectorAll('a,video,div')) expect(element.getAttributeNames()).toEqual([]);
    });

    it('reads every element once the markup may have an event handler, however its name is written', () => {
      for (const handler of ['<b x="1"onclick="steal()">b</b>', "<b x='1'onclick='steal()'>b</b>", '<b/onclick="steal()">b</b>', '<b\nONMOUSEOVER = steal()>b</b>', '<b\tonfocus\t=steal()>b</b>']) {
        const holder = cleaned(`<form><p>kept</p>${handler}</form>`);
        expect(holder.querySelector('b')!.getAttributeNames().filter((name) => name.startsWith('on')), handler).toEqual([]);
      }
    });

    it('reads every element when a label only reads like a handler ("on =")', () => {
      const read = vi.spyOn(Element.prototype, 'getAttributeNames');
      cleaned('<form><label>Switch on = off</label><input name="a"></form>');
      expect(read).toHaveBeenCalledTimes(3);
    });
  });
});
