// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../../src/core/phone/countries';
import { countrySelectId } from '../../src/ui/fields/country-select-id';
import { PhoneInput } from '../../src/ui/fields/PhoneInput';
import { makeField, makeInputProps } from './field-factory';
import { renderField } from './render-field';

afterEach(cleanup);

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

  it('shows a country dropdown that prefixes the value with the dial code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const field = { ...phone, useCountryCodeSelect: true };
    const { ids } = renderField(field, { onChange, value: '' });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.id).toBe(countrySelectId(ids.input));
    expect(select.value).toBe('US');
    expect(select.options).toHaveLength(COUNTRIES.length);
    expect(select.closest('.hs-fieldtype-intl-phone')).not.toBeNull();

    await user.selectOptions(select, 'GB');
    // Only a dial code is no phone number: stored empty, shown with the code.
    expect(onChange).toHaveBeenLastCalledWith('');
    const input = document.getElementById(ids.input) as HTMLInputElement;
    expect(input.value).toBe('+44 ');
    expect(select.value).toBe('GB');

    await user.type(input, '20 7946 0000');
    expect(onChange).toHaveBeenLastCalledWith('+44 20 7946 0000');

    await user.selectOptions(select, 'NL');
    expect(onChange).toHaveBeenLastCalledWith('+31 20 7946 0000');
  });

  it('puts the dial code in front of a number typed without one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { ids } = renderField({ ...phone, useCountryCodeSelect: true }, { onChange, value: '' });
    await user.type(document.getElementById(ids.input) as HTMLInputElement, '5');
    expect(onChange).toHaveBeenLastCalledWith('+1 5');
  });

  it('stores a value that is only the dial code as empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { ids } = renderField({ ...phone, useCountryCodeSelect: true }, { onChange, value: '' });
    const input = document.getElementById(ids.input) as HTMLInputElement;
    expect(input.value).toBe('+1 ');
    await user.type(input, '5');
    expect(onChange).toHaveBeenLastCalledWith('+1 5');
    await user.type(input, '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('+1 ');
  });

  it('keeps the caret past the dial code', () => {
    render(<PhoneInput {...makeInputProps({ ...phone, useCountryCodeSelect: true }, { value: '+44 20 7946 0000' })} />);
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

  it('keeps Canada selected for +1 numbers once chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ ...phone, useCountryCodeSelect: true }, { onChange, value: '+1 416 555 0100' });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('US');
    await user.selectOptions(select, 'CA');
    expect(onChange).toHaveBeenLastCalledWith('+1 416 555 0100');
    expect(select.value).toBe('CA');
  });

  it('follows the country of the value', () => {
    render(<PhoneInput {...makeInputProps({ ...phone, useCountryCodeSelect: true }, { value: '+49 30 1234' })} />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('DE');
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
