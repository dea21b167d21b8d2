// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readPageContext } from '../../src/embed/page-context';

/** The page's cookie string as the browser lists it, counting how often it is read. */
const cookiesAre = (cookies: string) => vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue(cookies);

describe('readPageContext: the page cookies a form reads', () => {
  it('reads the tracking and analytics cookies, percent-decoded, and none it does not have', () => {
    cookiesAre('theme=dark; hubspotutk=abc%20123; __hstc=1.2.3; __hsfp=42');
    const page = readPageContext(window);
    expect(page.hutkCookie).toBe('abc 123');
    expect(page.analytics).toEqual({ __hstc: '1.2.3', __hssc: '', __hsfp: '42' });
  });

  it('asks the browser for the cookies once, however many it reads', () => {
    const read = cookiesAre('hubspotutk=abc; __hssc=9');
    readPageContext(window);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('takes the first cookie of a name, as the browser lists the most specific path first', () => {
    cookiesAre('hubspotutk=from-this-path; hubspotutk=from-the-root');
    expect(readPageContext(window).hutkCookie).toBe('from-this-path');
  });

  it('reads a value that is not percent-encoding as none, and the other cookies still', () => {
    cookiesAre('hubspotutk=%E0%A4%A; __hstc=kept');
    const page = readPageContext(window);
    expect(page.hutkCookie).toBe('');
    expect(page.analytics.__hstc).toBe('kept');
  });

  it('reads no cookies where the document refuses them (a sandboxed frame), and the rest of the page still', () => {
    vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    const page = readPageContext(window);
    expect(page.hutkCookie).toBe('');
    expect(page.analytics).toEqual({ __hstc: '', __hssc: '', __hsfp: '' });
    expect(page.url).toBe(window.location.href);
  });
});
