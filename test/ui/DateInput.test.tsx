// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_GLOBAL_KEY, registerChunk } from '../../src/lazy/chunk-registry';
import { setChunkBaseUrl } from '../../src/lazy/load-chunk';
import { DatePicker } from '../../src/ui/date-picker/DatePicker';
import { DateInput } from '../../src/ui/fields/DateInput';
import { makeField, makeInputProps } from './field-factory';

const field = makeField({ id: 'start_date', name: 'start_date', label: 'Start date', fieldType: 'date', inputKind: 'date' });
const pickerScript = () => document.head.querySelector<HTMLScriptElement>('script[data-forms-embed-chunk="datepicker"]');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Order matters: the date picker file has not "arrived" until the last test registers it.
describe('DateInput', () => {
  it('keeps the native date input on touch devices, without fetching the picker', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { container } = render(<DateInput {...makeInputProps(field, { value: '2020-01-31' })} />);
    expect(container.querySelector('input')?.type).toBe('date');
    expect(pickerScript()).toBeNull();
  });

  it("bounds the native date input by the field's own range on touch devices", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const ranged = makeField({ ...field, validation: { ...field.validation, data: '2024-07-01:2024-07-31:true' } });
    const { container } = render(<DateInput {...makeInputProps(ranged)} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect([input.min, input.max]).toEqual(['2024-07-01', '2024-07-31']);
  });

  it('stays the text input when the picker file arrives after the visitor began typing, keeping focus', () => {
    setChunkBaseUrl('https://forms.example.test/static/');
    const props = makeInputProps(field);
    const { container } = render(<DateInput {...props} />);
    const text = container.querySelector('input') as HTMLInputElement;
    act(() => text.focus());
    fireEvent.change(text, { target: { value: '2024-05' } });
    expect(props.onChange).toHaveBeenCalledWith('2024-05');

    act(() => registerChunk('datepicker', { DatePicker }));
    expect(container.querySelector('input.hs-input')).toBe(text);
    expect(text.readOnly).toBe(false);
    expect(document.activeElement).toBe(text);
    delete (globalThis as { [CHUNK_GLOBAL_KEY]?: { datepicker?: unknown } })[CHUNK_GLOBAL_KEY]?.datepicker;
  });

  it('waits for focus to leave the untouched text input before the arrived picker replaces it', () => {
    setChunkBaseUrl('https://forms.example.test/static/');
    const props = makeInputProps(field);
    const { container } = render(<DateInput {...props} />);
    const text = container.querySelector('input') as HTMLInputElement;
    act(() => text.focus());

    act(() => registerChunk('datepicker', { DatePicker }));
    expect(container.querySelector('input.hs-input')).toBe(text);
    expect(document.activeElement).toBe(text);

    act(() => text.blur());
    expect(props.onBlur).toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>('input.hs-input')?.getAttribute('aria-haspopup')).toBe('dialog');
    delete (globalThis as { [CHUNK_GLOBAL_KEY]?: { datepicker?: unknown } })[CHUNK_GLOBAL_KEY]?.datepicker;
  });

  it('is the plain text input until the picker file has arrived, then the picker', () => {
    setChunkBaseUrl('https://forms.example.test/static/');
    const { container } = render(<DateInput {...makeInputProps(field, { value: '2024-02-29' })} />);
    const text = container.querySelector('input') as HTMLInputElement;
    expect(text.readOnly).toBe(false);
    expect(text.name).toBe('start_date');
    expect(text.value).toBe('2024-02-29');
    expect(text.placeholder).toBe('YYYY-MM-DD');
    expect(pickerScript()?.src).toBe('https://forms.example.test/static/embed-datepicker.js');

    act(() => registerChunk('datepicker', { DatePicker }));
    const input = container.querySelector('input.hs-input') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.getAttribute('aria-haspopup')).toBe('dialog');
    expect(input.value).toBe('2024/02/29');
    expect(container.querySelector<HTMLInputElement>('input[type=hidden][name=start_date]')?.value).toBe('2024-02-29');
    act(() => input.click());
    expect(screen.getByRole('dialog')).toBeTruthy();
    delete (globalThis as { [CHUNK_GLOBAL_KEY]?: { datepicker?: unknown } })[CHUNK_GLOBAL_KEY]?.datepicker;
  });
});
