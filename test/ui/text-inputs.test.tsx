// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput } from '../../src/ui/fields/DateInput';
import { HiddenInput } from '../../src/ui/fields/HiddenInput';
import { NumberInput } from '../../src/ui/fields/NumberInput';
import { TextInput } from '../../src/ui/fields/TextInput';
import { FORM_KEY, makeField, makeInputProps } from './field-factory';
import { renderField } from './render-field';

afterEach(cleanup);

describe('TextInput', () => {
  it('renders input.hs-input with name, id and type text', () => {
    const field = makeField({ id: 'firstname', name: 'firstname' });
    const { container } = render(<TextInput {...makeInputProps(field, { value: 'Ada' })} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.name).toBe('firstname');
    expect(input.id).toBe(`firstname-${FORM_KEY}`);
    expect(input.className).toBe('hs-input');
    expect(input.value).toBe('Ada');
    expect(input.getAttribute('autocomplete')).toBe('given-name');
    expect(input.hasAttribute('required')).toBe(false);
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('placeholder')).toBe(false);
    expect(input.hasAttribute('style')).toBe(false);
  });

  it('uses type=email for the email kind', () => {
    const field = makeField({ name: 'email', inputKind: 'email' });
    const { container } = render(<TextInput {...makeInputProps(field)} />);
    const input = container.querySelector('input.hs-input[type=email]') as HTMLInputElement;
    expect(input).not.toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('carries required, aria-required, placeholder, disabled and describedby', () => {
    const field = makeField({ required: true, placeholder: 'Your name', enabled: false });
    const props = makeInputProps(field, { describedBy: 'd e' });
    const { container } = render(<TextInput {...props} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.placeholder).toBe('Your name');
    expect(input.disabled).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('d e');
  });

  it('adds the error class and aria-invalid when invalid', () => {
    const { container } = render(<TextInput {...makeInputProps(makeField(), { invalid: true })} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.className).toBe('hs-input invalid error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    cleanup();

    const custom = render(<TextInput {...makeInputProps(makeField(), { invalid: true, errorClass: 'is-bad' })} />);
    expect(custom.container.querySelector('input')?.className).toBe('hs-input is-bad');
  });

  it('passes values on exactly as typed and reports focus and blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(makeField(), { onChange });
    const input = screen.getByLabelText('First name');
    await user.type(input, ' Ada ');
    expect(onChange).toHaveBeenLastCalledWith(' Ada ');
    expect((input as HTMLInputElement).value).toBe(' Ada ');

    const onFocus = vi.fn();
    const onBlur = vi.fn();
    cleanup();
    render(<TextInput {...makeInputProps(makeField(), { onFocus, onBlur })} />);
    const plain = screen.getByRole('textbox');
    fireEvent.focus(plain);
    fireEvent.blur(plain);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('TextareaInput', () => {
  it('renders textarea.hs-input tied to its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const field = makeField({ name: 'message', label: 'Message', fieldType: 'textarea', inputKind: 'textarea' });
    const { container } = renderField(field, { onChange });
    const textarea = screen.getByLabelText('Message');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.className).toBe('hs-input');
    expect(textarea.getAttribute('name')).toBe('message');
    expect(textarea.getAttribute('autocomplete')).toBeNull();
    expect(container.firstElementChild?.className).toContain('hs-fieldtype-textarea');
    await user.type(textarea, 'a{Enter}b');
    expect(onChange).toHaveBeenLastCalledWith('a\nb');
  });
});

describe('NumberInput', () => {
  const field = makeField({ name: 'employees', label: 'Employees', fieldType: 'number', inputKind: 'number' });

  it('renders type=number', () => {
    renderField(field);
    const input = screen.getByLabelText('Employees') as HTMLInputElement;
    expect(input.type).toBe('number');
    expect(input.className).toBe('hs-input');
  });

  it('blocks the letter e on key press', () => {
    render(<NumberInput {...makeInputProps(field)} />);
    const input = screen.getByRole('spinbutton');
    expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'E' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: '5' })).toBe(true);
  });

  it('strips e from the value', () => {
    const onChange = vi.fn();
    render(<NumberInput {...makeInputProps(field, { onChange })} />);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '12e3' } });
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('keeps typed digits, minus and decimals', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(field, { onChange });
    await user.type(screen.getByLabelText('Employees'), '-1.25');
    expect(onChange).toHaveBeenLastCalledWith('-1.25');
  });

  it('blurs the focused input on a wheel event', () => {
    const onBlur = vi.fn();
    render(<NumberInput {...makeInputProps(field, { onBlur })} />);
    const input = screen.getByRole('spinbutton');
    input.focus();
    expect(document.activeElement).toBe(input);
    fireEvent.wheel(input, { deltaY: 100 });
    expect(document.activeElement).not.toBe(input);
    expect(onBlur).toHaveBeenCalled();
  });
});

describe('DateInput', () => {
  const field = makeField({ name: 'birthday', label: 'Birthday', fieldType: 'date', inputKind: 'date' });

  it('is a text input with the YYYY-MM-DD placeholder and a numeric keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField(field, { onChange });
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('YYYY-MM-DD');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.className).toBe('hs-input');
    await user.type(input, '2024-02-29');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
  });

  it('uses the native date input on touch devices', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    try {
      const { container } = render(<DateInput {...makeInputProps(field, { value: '2020-01-31' })} />);
      const input = container.querySelector('input') as HTMLInputElement;
      expect(input.type).toBe('date');
      expect(input.min).toBe('1900-01-01');
      expect(input.max).toBe(`${new Date().getFullYear() + 10}-01-01`);
      expect(input.value).toBe('2020-01-31');
      expect(input.name).toBe('birthday');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('HiddenInput', () => {
  it('renders input type=hidden with name and value', () => {
    const field = makeField({ name: 'utm_source', id: 'utm_source', inputKind: 'hidden', hidden: true });
    const { container } = render(<HiddenInput {...makeInputProps(field, { value: 'newsletter' })} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe('hidden');
    expect(input.name).toBe('utm_source');
    expect(input.value).toBe('newsletter');
    expect(input.className).toBe('hs-input');
  });

  it('joins multiple values with a semicolon', () => {
    const field = makeField({ name: 'tags', inputKind: 'hidden', hidden: true });
    const { container } = render(<HiddenInput {...makeInputProps(field, { value: ['a', 'b'] })} />);
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('a;b');
  });
});
