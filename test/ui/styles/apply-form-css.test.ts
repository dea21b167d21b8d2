// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFormCss } from '../../../src/ui/styles/apply-form-css';

// jsdom has no constructable stylesheets: the sheet is a <style> element whose text is the CSS as applied.
const sheetText = (key: string) => document.head.querySelector(`style[data-forms-embed-styles="${key}"]`)?.textContent;

afterEach(() => {
  document.head.querySelectorAll('[data-forms-embed-styles]').forEach((element) => element.remove());
  if ('adoptedStyleSheets' in document) document.adoptedStyleSheets = [];
  vi.restoreAllMocks();
});

describe('applyFormCss', () => {
  it("scopes the site owner's css under the form's wrapper id, with the id's weight", () => {
    applyFormCss(document, 'body { color: red } .hs-button { background: green }', 'hbspt-form-3', 'custom');
    expect(sheetText('custom-hbspt-form-3')).toBe('#hbspt-form-3{ color: red }#hbspt-form-3 .hs-button{ background: green }');
  });

  it("scopes the theme's css without adding weight", () => {
    applyFormCss(document, '.hs-input{border-radius:4px}', 'hbspt-form-3', 'theme');
    expect(sheetText('theme-hbspt-form-3')).toBe(':where(#hbspt-form-3) .hs-input{border-radius:4px}');
  });

  it('logs what it had to drop and adds nothing for empty css', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    applyFormCss(document, '@import url(x.css);', 'hbspt-form-4', 'custom');
    expect(warn).toHaveBeenCalledWith('[forms-embed] custom css of hbspt-form-4: dropped "@import url(x.css)"');
    applyFormCss(document, '  ', 'hbspt-form-5', 'custom');
    expect(document.head.querySelector('[data-forms-embed-styles="custom-hbspt-form-5"]')).toBeNull();
  });
});
