// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withErrorsFrom } from '../../../src/core/field-state';
import { optionElementId } from '../../../src/ui/element-ids';
import { ErrorSummary } from '../../../src/ui/feedback/ErrorSummary';
import {
  loadedHarness,
  patchFieldState,
  separateConsentJson,
  textFieldsDefinition,
  wireDefinition,
  wireEmailField,
  wireField,
  wireGroup,
  wireOptions,
  wirePages,
} from '../../store/wire-definition';
import { LOADED_FORM_KEY, loadedIds, renderApp, renderWithStore } from '../form-harness';
import { registerSanitizer } from '../register-sanitizer';

beforeAll(registerSanitizer);
afterEach(cleanup);

const REQUIRED = 'Please complete this required field.';
const PICK_ONE = 'Please select at least one option.';
const PICK_FROM_DROPDOWN = 'Please select an option from the dropdown menu.';

const choice = (name: string, label: string, fieldType: string) =>
  wireField({ name, label, type: 'enumeration', fieldType, options: wireOptions('Red', 'Blue'), required: true });

/** Required text, radio, checkbox list and select, plus an optional notes field, one page. */
const summaryForm = () =>
  wireDefinition({
    groups: [
      wireGroup([wireField({ name: 'firstname', label: 'First name', required: true }), wireField({ name: 'notes', label: 'Notes' })]),
      wireGroup([choice('colour', 'Colour', 'radio'), choice('topics', 'Topics', 'checkbox')]),
      wireGroup([choice('country', 'Country', 'select'), wireField({ name: 'lastname', label: '<b>Last</b> name', required: true })]),
    ],
  });

/** A form rendered over a store whose timers only run when the test moves time on. */
async function renderForm(raw: unknown) {
  const harness = await loadedHarness(raw);
  const utils = renderApp(harness.store);
  const form = utils.container.querySelector('form');
  if (!form) throw new Error('no form rendered');
  return { ...harness, ...utils, form };
}

const summaryOf = (root: HTMLElement = document.body) => root.querySelector<HTMLElement>('div.hs-error-summary');
const entries = (summary: HTMLElement | null) => Array.from(summary?.querySelectorAll('li') ?? []).map((item) => item.textContent);
const inputOf = (fieldId: string) => document.getElementById(loadedIds(fieldId).input);

describe('ErrorSummary: after a failed attempt', () => {
  it('is not there before any attempt, nor after a submit that passes', async () => {
    const { container } = await renderForm(summaryForm());
    expect(summaryOf(container)).toBeNull();
    cleanup();

    const passing = await renderForm(textFieldsDefinition(['optional']));
    fireEvent.submit(passing.form);
    expect(passing.store.getState().errorSummary).toBeNull();
    expect(summaryOf(passing.container)).toBeNull();
  });

  it("is a group named by its heading 'There is a problem', focused, with one link per problem in visitor order", async () => {
    // jsdom lays nothing out and has no scrollIntoView: record the calls instead.
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const { form, store } = await renderForm(summaryForm());
    fireEvent.submit(form);
    expect(store.getState().errorSummary?.attempt).toBe(1);

    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toBe(summaryOf());
    expect(summary.tagName).toBe('DIV');
    expect(summary.querySelector('h2')?.textContent).toBe('There is a problem');
    expect(summary.getAttribute('aria-labelledby')).toBe(summary.querySelector('h2')?.id);
    expect(document.activeElement).toBe(summary);
    // Its top, where the heading is, comes into view rather than its middle.
    expect(scrolled.mock.contexts.at(-1)).toBe(summary);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    // The summary comes before the fields, so it is read first.
    expect(summary.compareDocumentPosition(form.querySelector('fieldset')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const links = within(summary).getAllByRole('link');
    // Each label is isolated for direction (a left-to-right label in a right-to-left form keeps its punctuation).
    expect(links.map((link) => link.querySelector('bdi')?.textContent)).toEqual(['First name', 'Colour', 'Topics', 'Country', 'Last name']);
    expect(links.map((link) => link.textContent)).toEqual([
      `First name – ${REQUIRED}`,
      `Colour – ${PICK_ONE}`,
      `Topics – ${PICK_ONE}`,
      `Country – ${PICK_FROM_DROPDOWN}`,
      `Last name – ${REQUIRED}`,
    ]);
    expect(entries(summary)).toEqual(links.map((link) => link.textContent));
    expect(links[0]?.getAttribute('href')).toBe(`#${loadedIds('firstname').input}`);
  });

  it('moves focus to the summary again on each failed attempt', async () => {
    const { form, store } = await renderForm(summaryForm());
    fireEvent.submit(form);
    const summary = summaryOf()!;
    expect(document.activeElement).toBe(summary);

    const user = userEvent.setup();
    await user.click(inputOf('notes')!);
    expect(document.activeElement).toBe(inputOf('notes'));

    await user.click(form.querySelector('input[type=submit]')!);
    expect(store.getState().errorSummary?.attempt).toBe(2);
    expect(document.activeElement).toBe(summaryOf());
  });

  it('drops a fixed field without a new submit, and goes away once nothing is left', async () => {
    const { form, store } = await renderForm(summaryForm());
    fireEvent.submit(form);
    const user = userEvent.setup();

    await user.type(inputOf('firstname') as HTMLInputElement, 'Ada');
    expect(entries(summaryOf())).toEqual([`Colour – ${PICK_ONE}`, `Topics – ${PICK_ONE}`, `Country – ${PICK_FROM_DROPDOWN}`, `Last name – ${REQUIRED}`]);

    await user.click(document.getElementById(optionElementId(loadedIds('colour').input, 1))!);
    await user.click(document.getElementById(optionElementId(loadedIds('topics').input, 0))!);
    expect(entries(summaryOf())).toEqual([`Country – ${PICK_FROM_DROPDOWN}`, `Last name – ${REQUIRED}`]);

    await user.selectOptions(inputOf('country') as HTMLSelectElement, 'Blue');
    expect(entries(summaryOf())).toEqual([`Last name – ${REQUIRED}`]);

    await user.type(inputOf('lastname') as HTMLInputElement, 'Lovelace');
    expect(summaryOf()).toBeNull();
    // Still the first attempt's summary: nothing submitted again.
    expect(store.getState().errorSummary?.attempt).toBe(1);
  });

  it('shows the field label as plain text', async () => {
    const { form } = await renderForm(summaryForm());
    fireEvent.submit(form);
    const summary = summaryOf()!;
    expect(summary.querySelector('b')).toBeNull();
    expect(entries(summary)).toContain(`Last name – ${REQUIRED}`);
  });
});

describe('ErrorSummary: links to the fields', () => {
  async function failedSubmit() {
    const rendered = await renderForm(summaryForm());
    const reveal = vi.spyOn(rendered.store.getState(), 'revealField');
    fireEvent.submit(rendered.form);
    const link = (text: string) => within(summaryOf()!).getByRole('link', { name: new RegExp(`^${text} – `) });
    return { ...rendered, reveal, link, user: userEvent.setup() };
  }

  it("reveals and focuses a text field's input", async () => {
    const { reveal, link, user, store } = await failedSubmit();
    await user.click(link('First name'));
    expect(reveal).toHaveBeenCalledWith('firstname');
    expect(store.getState().focusRequest?.fieldId).toBe('firstname');
    expect(document.activeElement).toBe(inputOf('firstname'));
  });

  it('focuses the first option of a radio list and of a checkbox list', async () => {
    const { reveal, link, user } = await failedSubmit();
    await user.click(link('Colour'));
    expect(reveal).toHaveBeenLastCalledWith('colour');
    expect(document.activeElement?.id).toBe(optionElementId(loadedIds('colour').input, 0));

    await user.click(link('Topics'));
    expect(reveal).toHaveBeenLastCalledWith('topics');
    expect(document.activeElement?.id).toBe(optionElementId(loadedIds('topics').input, 0));
    expect((document.activeElement as HTMLInputElement).type).toBe('checkbox');
  });

  it('focuses the select of a dropdown', async () => {
    const { reveal, link, user } = await failedSubmit();
    await user.click(link('Country'));
    expect(reveal).toHaveBeenCalledWith('country');
    expect(document.activeElement).toBe(inputOf('country'));
    expect(document.activeElement?.tagName).toBe('SELECT');
  });

  it('focuses the field again when the same link is followed twice', async () => {
    const { link, user } = await failedSubmit();
    await user.click(link('First name'));
    await user.click(inputOf('notes')!);
    await user.click(link('First name'));
    expect(document.activeElement).toBe(inputOf('firstname'));
  });
});

describe('ErrorSummary: multi-page forms', () => {
  /** Page 1: required email and first name; page 2: required company. */
  const twoPages = () =>
    wirePages([
      [wireEmailField({}, { required: true }), wireField({ name: 'firstname', label: 'First name' })],
      [wireField({ name: 'company', label: 'Company', required: true })],
    ]);

  /** The entry's text and the texts of its links. */
  const entryOf = (summary: HTMLElement, text: string) => {
    const item = Array.from(summary.querySelectorAll('li')).find((li) => li.textContent === text);
    return { item, links: Array.from(item?.querySelectorAll('a') ?? []).map((a) => a.textContent) };
  };

  it("says 'Please complete '{label}' on Step 2' with 'Step 2' as the only link, which shows that page and focuses the field", async () => {
    const { form, store } = await renderForm(twoPages());
    const reveal = vi.spyOn(store.getState(), 'revealField');
    // Enter in a field of page 1 submits the form.
    fireEvent.submit(form);
    const summary = summaryOf()!;
    expect(entries(summary)).toEqual([`Email – ${REQUIRED}`, "Please complete 'Company' on Step 2"]);
    const other = entryOf(summary, "Please complete 'Company' on Step 2");
    expect(other.links).toEqual(['Step 2']);

    await userEvent.setup().click(within(other.item!).getByRole('link', { name: 'Step 2' }));
    expect(reveal).toHaveBeenCalledWith('company');
    expect(store.getState().currentPage).toBe(2);
    expect(inputOf('email')).toBeNull();
    expect(document.activeElement).toBe(inputOf('company'));
    expect(entries(summaryOf())).toEqual(["Please complete 'Email' on Step 1", `Company – ${REQUIRED}`]);
  });

  it("says 'Please fix '{label}' on Step 1' for a wrong value on an earlier page, its link going back to it", async () => {
    const { form, store } = await renderForm(twoPages());
    act(() => {
      store.getState().setValue('email', 'ada@example.com');
      store.getState().goToPage(2);
    });
    expect(store.getState().currentPage).toBe(2);
    // The host refused the address after the visitor moved on.
    act(() => patchFieldState(store, 'email', (state) => withErrorsFrom(state, 'server', [{ key: 'invalidEmail' }])));
    fireEvent.submit(form);

    const summary = summaryOf()!;
    expect(entries(summary)).toEqual(["Please fix 'Email' on Step 1", `Company – ${REQUIRED}`]);
    const earlier = entryOf(summary, "Please fix 'Email' on Step 1");
    expect(earlier.links).toEqual(['Step 1']);

    await userEvent.setup().click(within(earlier.item!).getByRole('link', { name: 'Step 1' }));
    expect(store.getState().currentPage).toBe(1);
    expect(inputOf('company')).toBeNull();
    expect(document.activeElement).toBe(inputOf('email'));
    expect(entries(summaryOf())).toEqual(['Email – Please enter a valid email address.', "Please complete 'Company' on Step 2"]);
  });

  it('carries out a followed link once: moving between pages later leaves focus where the visitor put it', async () => {
    const { form, store } = await renderForm(twoPages());
    act(() => {
      store.getState().setValue('email', 'ada@example.com');
      store.getState().goToPage(2);
    });
    act(() => patchFieldState(store, 'email', (state) => withErrorsFrom(state, 'server', [{ key: 'invalidEmail' }])));
    fireEvent.submit(form);
    const user = userEvent.setup();
    await user.click(within(entryOf(summaryOf()!, "Please fix 'Email' on Step 1").item!).getByRole('link', { name: 'Step 1' }));
    expect(document.activeElement).toBe(inputOf('email'));

    act(() => store.getState().setValue('email', 'grace@example.com'));
    act(() => store.getState().goToPage(2));
    expect(store.getState().currentPage).toBe(2);
    act(() => store.getState().goToPage(1));
    expect(store.getState().currentPage).toBe(1);
    expect(document.activeElement).not.toBe(inputOf('email'));
  });
});

describe('ErrorSummary: legal consent', () => {
  it('shows the HTML label of a consent checkbox as plain text, and its link focuses the checkbox', async () => {
    const { form } = await renderForm(
      wireDefinition({ groups: [wireGroup([wireField({ name: 'notes', label: 'Notes' })])], metaData: [{ name: 'legalConsentOptions', value: separateConsentJson() }] }),
    );
    fireEvent.submit(form);
    const summary = summaryOf()!;
    expect(entries(summary)).toEqual([
      `Send me marketing email. ${REQUIRED}`,
      `I agree to the processing of my data. ${REQUIRED}`,
    ]);
    expect(summary.innerHTML).not.toContain('&lt;p');
    expect(summary.querySelector('p')).toBeNull();

    await userEvent.setup().click(within(summary).getByRole('link', { name: /^I agree to the processing/ }));
    expect(document.activeElement).toBe(inputOf('LEGAL_CONSENT.processing'));
  });
});

describe('ErrorSummary: rendering', () => {
  it('does not re-render while the visitor types in a field it does not list', async () => {
    const { form, store } = await renderForm(summaryForm());
    // A second summary over the same store, counted by a Profiler.
    let renders = 0;
    const profiled = renderWithStore(
      store,
      <Profiler id="summary" onRender={() => (renders += 1)}>
        <ErrorSummary formKey={`${LOADED_FORM_KEY}-profiled`} />
      </Profiler>,
    );
    fireEvent.submit(form);
    expect(summaryOf(profiled.container)).not.toBeNull();
    const afterSubmit = renders;

    const user = userEvent.setup();
    await user.type(inputOf('notes') as HTMLInputElement, 'Call me after 5');
    expect(store.getState().fields.notes?.value).toBe('Call me after 5');
    expect(renders).toBe(afterSubmit);

    await user.type(inputOf('firstname') as HTMLInputElement, 'A');
    expect(renders).toBeGreaterThan(afterSubmit);
    expect(entries(summaryOf(profiled.container))).not.toContain(`First name – ${REQUIRED}`);
  });

  it('reads none of the listed fields while the visitor types in another: a key costs the same however long the list', async () => {
    const { form, store } = await renderForm(summaryForm());
    fireEvent.submit(form);
    const listed = new Set(store.getState().errorSummary?.problems.map((problem) => problem.fieldId));
    expect(listed.size).toBeGreaterThan(2);
    let listedReads = 0;
    const counted = new Proxy(store.getState().fields, {
      get(target, key, receiver) {
        if (typeof key === 'string' && listed.has(key)) listedReads += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    // A replaced record is compared field by field once; the keys after it are what is counted.
    act(() => store.setState({ fields: counted }));
    listedReads = 0;

    await userEvent.setup().type(inputOf('notes') as HTMLInputElement, 'Call me after 5');
    expect(store.getState().fields.notes?.value).toBe('Call me after 5');
    expect(listedReads).toBe(0);
  });
});
