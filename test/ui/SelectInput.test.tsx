// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectInput } from '../../src/ui/fields/SelectInput';
import { makeField, makeInputProps, makeOption } from './field-factory';
import { renderField } from './render-field';

afterEach(cleanup);

const country = makeField({
  name: 'country',
  label: 'Country',
  fieldType: 'select',
  type: 'enumeration',
  inputKind: 'select',
  options: [makeOption('NL', 'Netherlands'), makeOption('BE', 'Belgium'), makeOption('XX', 'Secret', { hidden: true })],
});

describe('SelectInput', () => {
  it('renders select.hs-input with the Please select placeholder first', () => {
    renderField(country);
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toBe('hs-input');
    expect(select.name).toBe('country');
    expect(select.getAttribute('autocomplete')).toBe('country-name');
    const options = [...select.options];
    expect(options.map((option) => option.textContent)).toEqual(['Please select', 'Netherlands', 'Belgium']);
    expect(options[0]?.value).toBe('');
    expect(select.value).toBe('');
  });

  it('uses the field unselectedLabel as the placeholder', () => {
    render(<SelectInput {...makeInputProps({ ...country, unselectedLabel: '- Please Select -' })} />);
    const first = (screen.getByRole('combobox') as HTMLSelectElement).options[0];
    expect(first?.textContent).toBe('- Please Select -');
    expect(first?.value).toBe('');
  });

  it('passes the chosen value on, and the empty value for the placeholder', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(country, { onChange });
    const select = screen.getByLabelText('Country');
    await user.selectOptions(select, 'BE');
    expect(onChange).toHaveBeenLastCalledWith('BE');
    await user.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('skips hidden options unless one is the current value', () => {
    render(<SelectInput {...makeInputProps(country, { value: 'XX' })} />);
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.options).toHaveLength(4);
    expect(select.value).toBe('XX');
  });

  it('adds required, aria-required and the error class', () => {
    const { container } = render(
      <SelectInput {...makeInputProps({ ...country, required: true }, { invalid: true })} />,
    );
    const select = container.querySelector('select') as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.className).toBe('hs-input invalid error');
    expect(select.hasAttribute('placeholder')).toBe(false);
  });
});
