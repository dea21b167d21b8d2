// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countries } from '../../src/core/phone/countries';
import type { FormStore } from '../../src/store/create-form-store';
import { countrySelectId } from '../../src/ui/fields/country-select-id';
import { PhoneInput } from '../../src/ui/fields/PhoneInput';
import { fieldStateOf, knownVisitor, wireDefinition, wireField, wireGroup } from '../store/wire-definition';
import { makeField, makeInputProps } from './field-factory';
import { loadedIds, loadedStore, renderApp, renderFirstCommit, renderLoaded } from './form-harness';
import { renderField } from './render-field';

afterEach(cleanup);

/** React's `startTransition`, counted: what the form renders as a transition (`startTransition` as React's otherwise). */
const transitions = vi.hoisted(() => ({ started: 0 }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      transitions.started += 1;
      actual.startTransition(scope);
    },
  };
});

const phone = makeField({ name: 'phone', label: 'Phone number', fieldType: 'phonenumber', inputKind: 'phone' });

describe('PhoneInput', () => {
  it('renders input.hs-input type=tel with the tel autocomplete hint', () => {
    renderField(phone);
    const input = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(input.type).toBe('tel');
    expect(input.className).toBe('hs-input');
    expect(input.name).toBe('phone');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('passes the value on as typed without a country dropdown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(phone, { onChange });
    await user.type(screen.getByLabelText('Phone number'), '555 0100');
    expect(onChange).toHaveBeenLastCalledWith('555 0100');
  });

  it('keeps the caret past the dial code', () => {
    const country = { countryCode: 'GB', countryCodeExtension: '+44' };
    render(<PhoneInput {...makeInputProps({ ...phone, useCountryCodeSelect: true }, { value: '+44 20 7946 0000', country })} />);
    const input = document.querySelector('input[type=tel]') as HTMLInputElement;
    input.setSelectionRange(0, 0);
    fireEvent.select(input);
    expect(input.selectionStart).toBe(3);
    input.setSelectionRange(1, 8);
    fireEvent.select(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 8]);
    input.setSelectionRange(6, 6);
    fireEvent.select(input);
    expect(input.selectionStart).toBe(6);
  });

  it('marks both the input as invalid and disables the dropdown with the field', () => {
    const field = { ...phone, useCountryCodeSelect: true, enabled: false, required: true };
    const { container } = render(<PhoneInput {...makeInputProps(field, { invalid: true })} />);
    const input = container.querySelector('input[type=tel]') as HTMLInputElement;
    expect(input.className).toBe('hs-input invalid error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.required).toBe(true);
    expect(input.disabled).toBe(true);
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
  });
});

/** A loaded form with one phone field that asks for the country dropdown. */
type PhoneFormOptions = { countryCode?: string; lang?: string; known?: Record<string, string> };

const phoneDefinition = ({ countryCode = 'US', lang = 'en', known = {} }: PhoneFormOptions = {}) =>
  wireDefinition({
    groups: [wireGroup([wireField({ name: 'phone', label: 'Phone number', fieldType: 'phonenumber', useCountryCodeSelect: true })])],
    metaData: [{ name: 'lang', value: lang }],
    top: { countryCode, ...knownVisitor(known) },
  });

async function renderPhoneForm(options: PhoneFormOptions = {}) {
  const { store } = await renderLoaded(phoneDefinition(options));
  const ids = loadedIds('phone');
  const select = document.getElementById(countrySelectId(ids.input)) as HTMLSelectElement;
  const input = document.getElementById(ids.input) as HTMLInputElement;
  // The whole list comes after the ready form's first paint.
  await waitFor(() => expect(select.options).toHaveLength(countries().length));
  return { store, select, input };
}

const countryOf = (store: FormStore) => fieldStateOf(store, 'phone').country;

describe('PhoneInput with the country dropdown', () => {
  it('holds only the chosen country, named by its code, until the form is ready, then every country', async () => {
    const store = await loadedStore(phoneDefinition({ countryCode: 'GB' }));
    const optionsWhenReady: number[] = [];
    store.subscribe((state, previous) => {
      if (state.readyToView && !previous.readyToView) optionsWhenReady.push(document.querySelectorAll('select option').length);
    });
    const { firstCommit } = renderFirstCommit(store, () => Array.from(document.querySelectorAll('select option'), (option) => option.textContent ?? ''));
    expect(firstCommit).toEqual([['GB (+44)']]);
    expect(optionsWhenReady).toEqual([1]);
    const select = document.getElementById(countrySelectId(loadedIds('phone').input)) as HTMLSelectElement;
    // After the ready form's first paint.
    await waitFor(() => expect(select.options).toHaveLength(countries().length));
    expect(select.selectedOptions[0]?.textContent).toBe('United Kingdom (+44)');
  });

  it("starts on the definition's countryCode, with every country to choose from", async () => {
    const { select, input } = await renderPhoneForm({ countryCode: 'DE' });
    expect(select.closest('.hs-fieldtype-intl-phone')).not.toBeNull();
    expect(select.value).toBe('DE');
    expect(select.options).toHaveLength(countries().length);
    expect(select.selectedOptions[0]?.textContent).toBe('Germany (+49)');
    expect(select.title).toBe('Germany (+49)');
    expect(input.value).toBe('+49 ');
  });

  it('lists every country at once when the visitor reaches the dropdown before that', async () => {
    const store = await loadedStore(phoneDefinition({ countryCode: 'GB' }));
    renderFirstCommit(store, () => undefined);
    const select = document.getElementById(countrySelectId(loadedIds('phone').input)) as HTMLSelectElement;
    expect(select.options).toHaveLength(1);
    const before = transitions.started;
    fireEvent.focus(select);
    expect(select.options).toHaveLength(countries().length);
    // Urgent: in the focus event's own render, not left to background work.
    expect(transitions.started).toBe(before);
  });

  it("lists the countries after the ready form's paint as background work, a transition for each phone field", async () => {
    const phones = ['phone0', 'phone1'].map((name) => wireField({ name, label: name, fieldType: 'phonenumber', useCountryCodeSelect: true }));
    const store = await loadedStore(wireDefinition({ groups: [wireGroup(phones)] }));
    const before = transitions.started;
    renderApp(store);
    const selects = ['phone0', 'phone1'].map((name) => document.getElementById(countrySelectId(loadedIds(name).input)) as HTMLSelectElement);
    await waitFor(() => expect(selects.map((select) => select.options.length)).toEqual([countries().length, countries().length]));
    // One urgent render of every list held the page 130-180 ms at 200 fields (22 phone fields).
    expect(transitions.started - before).toBe(2);
  });

  it('stops following the store once every country is listed: typing costs no more with more phone fields', async () => {
    /** Store listeners left once the form with `phoneFields` phone fields listed every country. */
    const listenersAfterListing = async (phoneFields: number) => {
      const phones = Array.from({ length: phoneFields }, (_, index) =>
        wireField({ name: `phone${index}`, label: `Phone ${index}`, fieldType: 'phonenumber', useCountryCodeSelect: true }),
      );
      const store = await loadedStore(wireDefinition({ groups: [wireGroup(phones)] }));
      let listening = 0;
      const subscribe = store.subscribe;
      store.subscribe = (listener) => {
        listening += 1;
        const unsubscribe = subscribe(listener);
        return () => {
          listening -= 1;
          unsubscribe();
        };
      };
      const { unmount } = renderApp(store);
      const selects = phones.map((_, index) => document.getElementById(countrySelectId(loadedIds(`phone${index}`).input)) as HTMLSelectElement);
      await waitFor(() => expect(selects.map((select) => select.options.length)).toEqual(phones.map(() => countries().length)));
      // The listed options are in the page at the commit; a field stops following the store in that commit's effects.
      await act(async () => undefined);
      const left = listening;
      unmount();
      return left;
    };
    expect(await listenersAfterListing(4)).toBe(await listenersAfterListing(1));
  });

  it('is named by the field label and the words for country code', async () => {
    await renderPhoneForm();
    expect(screen.getByRole('combobox', { name: 'Phone number Country code' })).toBeTruthy();
  });

  it("names and sorts the countries in the form's language", async () => {
    const { select } = await renderPhoneForm({ countryCode: 'DE', lang: 'de' });
    expect(select.selectedOptions[0]?.textContent).toBe('Deutschland (+49)');
    const names = Array.from(select.options, (option) => option.textContent ?? '');
    // German sorts Ö with O: Oman, Österreich, Pakistan.
    const austria = names.indexOf('Österreich (+43)');
    expect(names[austria - 1]).toBe('Oman (+968)');
    expect(names[austria + 1]).toBe('Pakistan (+92)');
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('records a chosen country and rewrites the dial code of the number', async () => {
    const user = userEvent.setup();
    const { store, select, input } = await renderPhoneForm({ countryCode: 'DE' });
    await user.type(input, '30 1234');
    expect(fieldStateOf(store, 'phone').value).toBe('+49 30 1234');

    await user.selectOptions(select, 'GB');
    expect(countryOf(store)).toEqual({ countryCode: 'GB', countryCodeExtension: '+44' });
    expect(fieldStateOf(store, 'phone').value).toBe('+44 30 1234');
    expect(input.value).toBe('+44 30 1234');
    expect(select.value).toBe('GB');
  });

  it('follows the dial code of a number filled in whole (browser autofill)', async () => {
    const { store, select, input } = await renderPhoneForm();
    fireEvent.change(input, { target: { value: '+31 20 123 4567' } });
    expect(select.value).toBe('NL');
    expect(countryOf(store)).toEqual({ countryCode: 'NL', countryCodeExtension: '+31' });
  });

  it('puts the dial code in front of a number typed without one', async () => {
    const user = userEvent.setup();
    const { store, input } = await renderPhoneForm();
    await user.type(input, '5');
    expect(fieldStateOf(store, 'phone').value).toBe('+1 5');
  });

  it('stores a value that is only the dial code as empty and keeps showing the code', async () => {
    const user = userEvent.setup();
    const { store, input } = await renderPhoneForm({ countryCode: 'GB' });
    expect(input.value).toBe('+44 ');
    await user.type(input, '5');
    expect(fieldStateOf(store, 'phone').value).toBe('+44 5');
    await user.type(input, '{Backspace}');
    expect(fieldStateOf(store, 'phone').value).toBe('');
    expect(input.value).toBe('+44 ');
  });

  it("starts on the country of a known visitor's number", async () => {
    const { select, input } = await renderPhoneForm({ countryCode: 'DE', known: { phone: '+44 20 7946 0000' } });
    expect(select.value).toBe('GB');
    expect(input.value).toBe('+44 20 7946 0000');
  });

  it('keeps Canada selected for +1 numbers once chosen', async () => {
    const user = userEvent.setup();
    const { store, select } = await renderPhoneForm({ known: { phone: '+1 416 555 0100' } });
    expect(select.value).toBe('US');
    await user.selectOptions(select, 'CA');
    expect(fieldStateOf(store, 'phone').value).toBe('+1 416 555 0100');
    expect(countryOf(store)).toEqual({ countryCode: 'CA', countryCodeExtension: '+1' });
    expect(select.value).toBe('CA');
  });
});
