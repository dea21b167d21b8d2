// @vitest-environment jsdom
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { namedControls, readChangedValues, readTypedValues, shownControls, showValues } from '../../src/embed/typed-values';

/** The host's markup: attributes are what it rendered (the definition's defaults). */
function form(html: string, doc: Document = document): HTMLFormElement {
  const element = doc.createElement('form');
  element.innerHTML = html;
  return element;
}
const control = <T extends Element>(within: HTMLFormElement, selector: string) => within.querySelector(selector) as unknown as T;

const MARKUP = `
  <input name="email" value="">
  <textarea name="message"></textarea>
  <select name="industry"><option value="">-</option><option value="software">Software</option></select>
  <input type="radio" name="contact_method" value="email"><input type="radio" name="contact_method" value="phone">
  <input type="checkbox" name="topics" value="a"><input type="checkbox" name="topics" value="b"><input type="checkbox" name="topics" value="c">
  <input type="checkbox" name="accepts_terms" value="true">
  <input type="file" name="cv">
  <input type="hidden" name="hs_context" value="{}">`;
const FIELDS = {
  email: { fieldType: 'text' },
  message: { fieldType: 'textarea' },
  industry: { fieldType: 'select' },
  contact_method: { fieldType: 'radio' },
  topics: { fieldType: 'checkbox' },
  accepts_terms: { fieldType: 'booleancheckbox' },
  cv: { fieldType: 'file' },
  hidden_on_later_page: { fieldType: 'text' },
};

describe('the values typed into the host markup before the runtime took it over', () => {
  it('reads each field the visitor changed, by its kind of control', () => {
    const typed = form(MARKUP);
    control<HTMLInputElement>(typed, '[name=email]').value = 'ada@example.com';
    control<HTMLTextAreaElement>(typed, '[name=message]').value = 'Hello';
    control<HTMLSelectElement>(typed, '[name=industry]').value = 'software';
    control<HTMLInputElement>(typed, '[name=contact_method][value=phone]').checked = true;
    control<HTMLInputElement>(typed, '[name=topics][value=a]').checked = true;
    control<HTMLInputElement>(typed, '[name=topics][value=c]').checked = true;
    control<HTMLInputElement>(typed, '[name=accepts_terms]').checked = true;
    expect(readTypedValues(typed, FIELDS)).toEqual({
      email: 'ada@example.com',
      message: 'Hello',
      industry: 'software',
      contact_method: 'phone',
      topics: ['a', 'c'],
      accepts_terms: true,
    });
  });

  it('leaves out what the visitor did not change, and reads an unticked box they ticked and unticked again as empty', () => {
    const typed = form(`${MARKUP}<input name="city" value="Paris">`);
    const box = control<HTMLInputElement>(typed, '[name=topics][value=b]');
    box.checked = true;
    control<HTMLInputElement>(typed, '[name=accepts_terms]').checked = true;
    box.checked = false;
    expect(readTypedValues(typed, { ...FIELDS, city: { fieldType: 'text' } })).toEqual({ accepts_terms: true });
    control<HTMLInputElement>(typed, '[name=accepts_terms]').checked = false;
    expect(readTypedValues(typed, FIELDS)).toEqual({});
  });

  it('reads the files chosen in a file field, which the same input keeps when React takes it over', () => {
    const typed = form(MARKUP);
    const chosen = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(control<HTMLInputElement>(typed, '[name=cv]'), 'files', { value: [chosen] });
    expect(readTypedValues(typed, FIELDS)).toEqual({ cv: [chosen] });
  });

  it("reads a form inside the isolated frame, whose controls are of the frame's window", () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    const frameDoc = frame.contentDocument!;
    const typed = frameDoc.body.appendChild(form('<input name="email"><input type="radio" name="r" value="x"><input type="checkbox" name="b" value="true">', frameDoc));
    control<HTMLInputElement>(typed, '[name=email]').value = 'ada@example.com';
    control<HTMLInputElement>(typed, '[name=r]').checked = true;
    control<HTMLInputElement>(typed, '[name=b]').checked = true;
    expect(typed.elements[0] instanceof HTMLInputElement).toBe(false);
    expect(readTypedValues(typed, { email: { fieldType: 'text' }, r: { fieldType: 'radio' }, b: { fieldType: 'booleancheckbox' } })).toEqual({ email: 'ada@example.com', r: 'x', b: true });
    frame.remove();
  });
});

describe("the store's values shown in the host markup before React takes it over", () => {
  it('puts each value in its kind of control, and leaves file fields alone', () => {
    const shown = form(MARKUP);
    showValues(shown, FIELDS, {
      email: 'ada@example.com',
      message: 'Hello',
      industry: 'software',
      contact_method: 'phone',
      topics: ['b', 'c'],
      accepts_terms: true,
      cv: [],
      hidden_on_later_page: 'x',
    });
    expect(control<HTMLInputElement>(shown, '[name=email]').value).toBe('ada@example.com');
    expect(control<HTMLTextAreaElement>(shown, '[name=message]').value).toBe('Hello');
    expect(control<HTMLSelectElement>(shown, '[name=industry]').value).toBe('software');
    expect([...shown.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => `${input.name}=${input.value}`)).toEqual([
      'contact_method=phone',
      'topics=b',
      'topics=c',
      'accepts_terms=true',
    ]);
    // What was shown is read back as the same values: React finds the controls as it renders them.
    expect(readTypedValues(shown, FIELDS)).toMatchObject({ email: 'ada@example.com', topics: ['b', 'c'], accepts_terms: true });
  });
});

describe('what changed in a group React takes over after the rest of the form', () => {
  /** The markup's controls in two groups, as the form renders them. */
  const grouped = () => form(`<fieldset>${MARKUP}</fieldset><fieldset><input name="later" value=""></fieldset>`);

  it("reads the fields of that group whose controls changed since the take-over, values shown then not counted", () => {
    const taken = grouped();
    // A draft's value shown at the take-over is not a change after it.
    control<HTMLInputElement>(taken, '[name=email]').value = 'draft@example.com';
    const shown = shownControls(taken);
    control<HTMLInputElement>(taken, '[name=email]').value = 'set-by-script@example.com';
    control<HTMLSelectElement>(taken, '[name=industry]').value = 'software';
    control<HTMLInputElement>(taken, '[name=topics][value=c]').checked = true;
    control<HTMLInputElement>(taken, '[name=later]').value = 'in the other group';
    const [first] = taken.querySelectorAll('fieldset');
    expect(readChangedValues(first!, FIELDS, shown)).toEqual({ email: 'set-by-script@example.com', industry: 'software', topics: ['c'] });
  });

  it('reads nothing where nothing changed, and nothing of controls added after the take-over', () => {
    const taken = grouped();
    const shown = shownControls(taken);
    const [first, second] = taken.querySelectorAll('fieldset');
    expect(readChangedValues(first!, FIELDS, shown)).toEqual({});
    const added = document.createElement('input');
    added.name = 'email';
    added.value = 'new control';
    second!.append(added);
    expect(readChangedValues(second!, { ...FIELDS, later: { fieldType: 'text' } }, shown)).toEqual({});
  });
});

describe("a form's controls read once for the take-over", () => {
  it('serve the typed values, the values shown and the snapshot as the form does, reading its controls once', () => {
    const taken = form(`<fieldset>${MARKUP}</fieldset>`);
    control<HTMLInputElement>(taken, '[name=email]').value = 'ada@example.com';
    const reads = vi.spyOn(HTMLFormElement.prototype, 'elements', 'get');
    onTestFinished(() => void reads.mockRestore());
    const controls = namedControls(taken);
    expect(readTypedValues(controls, FIELDS)).toEqual({ email: 'ada@example.com' });
    showValues(controls, FIELDS, { message: 'Hello', topics: ['b'] });
    const shown = shownControls(controls);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(control<HTMLTextAreaElement>(taken, '[name=message]').value).toBe('Hello');
    // The snapshot holds what was shown: only a later change counts.
    expect(readChangedValues(taken.querySelector('fieldset')!, FIELDS, shown)).toEqual({});
    control<HTMLInputElement>(taken, '[name=topics][value=c]').checked = true;
    expect(readChangedValues(taken.querySelector('fieldset')!, FIELDS, shown)).toEqual({ topics: ['b', 'c'] });
  });
});
