import { describe, expect, it } from 'vitest';
import { fontStylesheetUrl, FONT_WEIGHTS, webFontFamilies } from '../../../src/core/style/font-stylesheet';

describe('webFontFamilies', () => {
  it('finds the families of a stack that are neither generic nor system fonts, unquoted', () => {
    expect(webFontFamilies('"Open Sans", Lato, Arial, sans-serif')).toEqual(['Open Sans', 'Lato']);
    expect(webFontFamilies("'Source Serif 4',Georgia,serif")).toEqual(['Source Serif 4']);
  });

  it('finds none in system stacks, whatever their case', () => {
    for (const stack of ['arial, helvetica, sans-serif', 'helvetica', 'Georgia, "Times New Roman", serif', 'system-ui, -apple-system, "Segoe UI"',
      'Verdana', 'Tahoma', '"Trebuchet MS"', '"Courier New", monospace', 'inherit', '']) {
      expect(webFontFamilies(stack), stack).toEqual([]);
    }
  });
});

describe('fontStylesheetUrl', () => {
  it('asks the font service for weights 400, 500 and 700 of each web font', () => {
    expect(FONT_WEIGHTS).toBe('400,500,700');
    expect(fontStylesheetUrl('https://fonts.example.com', 'Lato, sans-serif')).toBe('https://fonts.example.com/css?family=Lato:400,500,700');
    expect(fontStylesheetUrl('', '"Open Sans", Roboto')).toBe('/css?family=Open+Sans:400,500,700|Roboto:400,500,700');
  });

  it('encodes what a family name could carry into the query', () => {
    expect(fontStylesheetUrl('https://f.test', 'A&B=C#D')).toBe('https://f.test/css?family=A%26B%3DC%23D:400,500,700');
  });

  it('leaves out a family with an unpaired surrogate (which cannot be put in a URL) instead of throwing', () => {
    expect(fontStylesheetUrl('https://f.test', '\udfff')).toBe('');
    expect(fontStylesheetUrl('https://f.test', 'La\ud800to, "Open Sans", \udc00x')).toBe('https://f.test/css?family=Open+Sans:400,500,700');
    expect(fontStylesheetUrl('https://f.test', 'Noto 😀')).toBe('https://f.test/css?family=Noto+%F0%9F%98%80:400,500,700');
  });

  it('gives no stylesheet for system fonts or no font', () => {
    expect(fontStylesheetUrl('https://f.test', 'arial, helvetica, sans-serif')).toBe('');
    expect(fontStylesheetUrl('https://f.test', undefined)).toBe('');
  });
});
