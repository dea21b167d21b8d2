// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionElementId } from '../../src/ui/element-ids';
import { BooleanCheckbox } from '../../src/ui/fields/BooleanCheckbox';
import { CheckboxList } from '../../src/ui/fields/CheckboxList';
import { RadioList } from '../../src/ui/fields/RadioList';
import { makeField, makeInputProps, makeOption } from './field-factory';
import { renderField } from './render-field';

afterEach(cleanup);

const interests = makeField({
  name: 'interests',
  label: 'Interests',
  fieldType: 'checkbox',
  type: 'enumeration',
  inputKind: 'checkbox',
  options: [makeOption('crm', 'CRM'), makeOption('cms', 'CMS'), makeOption('ops', 'Ops')],
});

const size = makeField({
  name: 'company_size',
  label: 'Company size',
  fieldType: 'radio',
  type: 'enumeration',
  inputKind: 'radio',
  options: [makeOption('small', 'Small'), makeOption('large', 'Large')],
});

describe('CheckboxList', () => {
  it('renders ul.inputs-list > li.hs-form-checkbox > label.hs-form-checkbox-display > input.hs-input + span', () => {
    const { container, ids } = renderField(interests, { value: [] });
    const list = container.querySelector('div.input > ul.inputs-list') as HTMLElement;
    expect(list.getAttribute('role')).toBe('group');
    expect(list.id).toBe(ids.input);
    expect(list.getAttribute('aria-labelledby')).toBe(ids.label);
    const items = list.querySelectorAll(':scope > li.hs-form-checkbox');
    expect(items).toHaveLength(3);
    items.forEach((item, index) => {
      const label = item.querySelector(':scope > label.hs-form-checkbox-display') as HTMLLabelElement;
      const input = label.querySelector(':scope > input.hs-input[type=checkbox]') as HTMLInputElement;
      expect(input.id).toBe(optionElementId(ids.input, index));
      expect(label.htmlFor).toBe(input.id);
      expect(input.name).toBe('interests');
      expect(input.nextElementSibling?.tagName).toBe('SPAN');
    });
    expect(screen.getByLabelText('CMS')).toBe(items[1]?.querySelector('input'));
    expect(screen.getByRole('group', { name: 'Interests' })).toBe(list);
  });

  it('toggles values in the array', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(interests, { value: [], onChange });
    await user.click(screen.getByLabelText('CMS'));
    expect(onChange).toHaveBeenLastCalledWith(['cms']);
    await user.click(screen.getByLabelText('CRM'));
    expect(onChange).toHaveBeenLastCalledWith(['cms', 'crm']);
    await user.click(screen.getByLabelText('CMS'));
    expect(onChange).toHaveBeenLastCalledWith(['crm']);
    expect((screen.getByLabelText('CRM') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('CMS') as HTMLInputElement).checked).toBe(false);
  });

  it('does not put required on each box but shows errors on all of them', () => {
    const field = { ...interests, required: true };
    render(<CheckboxList {...makeInputProps(field, { value: [], invalid: true, describedBy: 'e' })} />);
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('e');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box.hasAttribute('required')).toBe(false);
      expect(box.className).toBe('hs-input invalid error');
      expect(box.getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('skips hidden options and disables read-only ones', () => {
    const field = {
      ...interests,
      options: [makeOption('a', 'A'), makeOption('b', 'B', { hidden: true }), makeOption('c', 'C', { readOnly: true })],
    };
    render(<CheckboxList {...makeInputProps(field, { value: [] })} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual(['a', 'c']);
    expect(boxes[1]?.disabled).toBe(true);
  });
});

describe('RadioList', () => {
  it('renders li.hs-form-radio > label.hs-form-radio-display > input.hs-input + span in a radiogroup', () => {
    const { container, ids } = renderField({ ...size, required: true }, { value: '' });
    const list = screen.getByRole('radiogroup', { name: /Company size/ });
    expect(list.id).toBe(ids.input);
    expect(list.getAttribute('aria-required')).toBe('true');
    const inputs = container.querySelectorAll(
      'ul.inputs-list > li.hs-form-radio > label.hs-form-radio-display > input.hs-input[type=radio]',
    );
    expect(inputs).toHaveLength(2);
    for (const input of inputs) {
      expect((input as HTMLInputElement).name).toBe('company_size');
      expect((input as HTMLInputElement).required).toBe(true);
    }
  });

  it('passes the chosen value on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(size, { value: '', onChange });
    await user.click(screen.getByLabelText('Large'));
    expect(onChange).toHaveBeenLastCalledWith('large');
    expect((screen.getByLabelText('Large') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Small'));
    expect(onChange).toHaveBeenLastCalledWith('small');
    expect((screen.getByLabelText('Large') as HTMLInputElement).checked).toBe(false);
  });

  it('marks options invalid', () => {
    render(<RadioList {...makeInputProps(size, { value: 'small', invalid: true })} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio.className).toBe('hs-input invalid error');
    expect((screen.getByLabelText('Small') as HTMLInputElement).checked).toBe(true);
  });
});

describe('BooleanCheckbox', () => {
  const consent = makeField({
    name: 'newsletter',
    label: 'Send me the newsletter',
    fieldType: 'booleancheckbox',
    type: 'enumeration',
    inputKind: 'booleancheckbox',
  });

  it('renders ul.inputs-list > li.hs-form-booleancheckbox > label.hs-form-booleancheckbox-display > input.hs-input + span', () => {
    const { container, ids } = renderField(consent, { value: false });
    const label = container.querySelector(
      'div.input > ul.inputs-list > li.hs-form-booleancheckbox > label.hs-form-booleancheckbox-display',
    ) as HTMLLabelElement;
    expect(label.id).toBe(ids.label);
    const input = label.querySelector(':scope > input.hs-input[type=checkbox]') as HTMLInputElement;
    expect(input.id).toBe(ids.input);
    expect(input.name).toBe('newsletter');
    expect(input.value).toBe('true');
    expect(input.nextElementSibling?.textContent).toBe('Send me the newsletter');
    expect(screen.getByLabelText('Send me the newsletter')).toBe(input);
    expect(container.querySelector('.hs-form-required')).toBeNull();
  });

  it('passes the checked state on as a boolean', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(consent, { value: false, onChange });
    const box = screen.getByLabelText('Send me the newsletter') as HTMLInputElement;
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the asterisk and required attributes when required, and the error class when invalid', () => {
    render(<BooleanCheckbox {...makeInputProps({ ...consent, required: true }, { value: true, invalid: true })} />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.required).toBe(true);
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.className).toBe('hs-input invalid error');
    expect(document.querySelector('label > span > span.hs-form-required')?.textContent).toBe('*');
  });
});
