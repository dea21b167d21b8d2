// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { withEveryValueInForm } from '../../src/embed/every-value-in-form';

/** The last page of a multi-page form: its own controls are in the DOM, earlier pages' are not. */
function lastPage() {
  document.body.innerHTML = `<form class="hs-form">
    <textarea name="message">Hello</textarea>
    <input type="checkbox" name="LEGAL_CONSENT.processing" value="true" checked>
    <input type="hidden" name="hs_context" value="{}">
  </form>`;
  return document.querySelector('form')!;
}

const serialize = (form: HTMLFormElement) => Array.from(new FormData(form), ([name, value]) => `${name}=${String(value)}`);

describe('withEveryValueInForm', () => {
  it("adds the other pages' values as hidden inputs, so FormData sees every value sent, then removes them", () => {
    const form = lastPage();
    const remove = withEveryValueInForm(form, [
      { name: 'firstname', value: 'Ada' },
      { name: 'email', value: 'ada@example.com' },
      { name: 'message', value: 'Hello' },
      { name: 'LEGAL_CONSENT.processing', value: 'true' },
    ]);
    expect(serialize(form)).toEqual([
      'message=Hello',
      'LEGAL_CONSENT.processing=true',
      'hs_context={}',
      'firstname=Ada',
      'email=ada@example.com',
    ]);
    remove();
    expect(serialize(form)).toEqual(['message=Hello', 'LEGAL_CONSENT.processing=true', 'hs_context={}']);
  });

  it('adds nothing when every value already has its control on the page', () => {
    const form = lastPage();
    const before = form.innerHTML;
    withEveryValueInForm(form, [{ name: 'message', value: 'Hello' }]);
    expect(form.innerHTML).toBe(before);
  });
});
