// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readTypedValues } from '../../src/embed/typed-values';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

describe('the values typed into the host markup before the runtime took it over', () => {
  it('reads each field by its kind of control', () => {
    const typed = form(`
      <input name="email" value="ada@example.com">
      <textarea name="message">Hello</textarea>
      <select name="industry"><option value="">-</option><option value="software" selected>Software</option></select>
      <input type="radio" name="contact_method" value="email"><input type="radio" name="contact_method" value="phone" checked>
      <input type="checkbox" name="topics" value="a" checked><input type="checkbox" name="topics" value="b"><input type="checkbox" name="topics" value="c" checked>
      <input type="checkbox" name="accepts_terms" value="true" checked>
      <input type="file" name="cv">
      <input type="hidden" name="hs_context" value="{}">`);
    const fields = {
      email: { fieldType: 'text' },
      message: { fieldType: 'textarea' },
      industry: { fieldType: 'select' },
      contact_method: { fieldType: 'radio' },
      topics: { fieldType: 'checkbox' },
      accepts_terms: { fieldType: 'booleancheckbox' },
      cv: { fieldType: 'file' },
      hidden_on_later_page: { fieldType: 'text' },
    };
    expect(readTypedValues(typed, fields)).toEqual({
      email: 'ada@example.com',
      message: 'Hello',
      industry: 'software',
      contact_method: 'phone',
      topics: ['a', 'c'],
      accepts_terms: true,
    });
  });

  it('reads an unchosen radio group and an unticked box as empty', () => {
    const typed = form('<input type="radio" name="r" value="x"><input type="checkbox" name="b" value="true"><input type="checkbox" name="c" value="a">');
    expect(readTypedValues(typed, { r: { fieldType: 'radio' }, b: { fieldType: 'booleancheckbox' }, c: { fieldType: 'checkbox' } })).toEqual({ r: '', b: false, c: [] });
  });
});
