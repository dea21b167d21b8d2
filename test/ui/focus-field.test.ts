// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fieldElementIds, optionElementId } from '../../src/ui/element-ids';
import { focusField, focusPageStart } from '../../src/ui/focus-field';
import { FORM_KEY } from './field-factory';

const idOf = (fieldId: string) => fieldElementIds(fieldId, FORM_KEY).input;

/** A form element holding the given markup, attached to the document. */
function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusField', () => {
  it("focuses the field's input inside the root", () => {
    const root = formWith(`<input id="${idOf('other')}"><input id="${idOf('firstname')}">`);
    expect(focusField(root, 'firstname', FORM_KEY)).toBe(true);
    expect(document.activeElement).toBe(document.getElementById(idOf('firstname')));
  });

  it('focuses a select and a textarea themselves', () => {
    const root = formWith(`<select id="${idOf('country')}"><option>A</option></select><textarea id="${idOf('message')}"></textarea>`);
    expect(focusField(root, 'country', FORM_KEY)).toBe(true);
    expect(document.activeElement?.tagName).toBe('SELECT');
    expect(focusField(root, 'message', FORM_KEY)).toBe(true);
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
  });

  it('focuses the first option of a list whose id names the field', () => {
    const listId = idOf('colour');
    const root = formWith(
      `<ul id="${listId}" role="radiogroup">` +
        `<li><label><input type="radio" id="${optionElementId(listId, 0)}" name="colour" value="red">Red</label></li>` +
        `<li><label><input type="radio" id="${optionElementId(listId, 1)}" name="colour" value="blue">Blue</label></li>` +
        '</ul>',
    );
    expect(focusField(root, 'colour', FORM_KEY)).toBe(true);
    expect(document.activeElement?.id).toBe(optionElementId(listId, 0));
  });

  it('is false for an id not in the document, and moves no focus', () => {
    const root = formWith(`<input id="${idOf('firstname')}">`);
    expect(focusField(root, 'lastname', FORM_KEY)).toBe(false);
    expect(focusField(root, 'firstname', 'another-form_0')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('is false for a field of another form: an element outside the root', () => {
    const root = formWith('<input id="unrelated">');
    const elsewhere = formWith(`<input id="${idOf('firstname')}">`);
    expect(focusField(root, 'firstname', FORM_KEY)).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(focusField(elsewhere, 'firstname', FORM_KEY)).toBe(true);
  });

  it('is false for a hidden input: nothing to focus', () => {
    const root = formWith(`<input type="hidden" id="${idOf('utm_source')}">`);
    expect(focusField(root, 'utm_source', FORM_KEY)).toBe(false);
  });
});

describe('focusPageStart', () => {
  it("focuses the page's first heading, by script only", () => {
    const form = formWith('<fieldset><div><p>Intro</p><h2>Your company</h2></div></fieldset><fieldset><input id="x"></fieldset>');
    focusPageStart(form);
    expect(document.activeElement?.textContent).toBe('Your company');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses the first group when the page has no heading, never a field', () => {
    const form = formWith('<fieldset class="first"><input id="x"></fieldset>');
    focusPageStart(form);
    expect(document.activeElement).toBe(form.querySelector('fieldset.first'));
  });
});
