// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput } from '../../src/ui/fields/FileInput';
import { makeField, makeInputProps } from './field-factory';
import { renderField } from './render-field';

afterEach(cleanup);

const upload = makeField({ name: 'resume', label: 'Resume', fieldType: 'file', inputKind: 'file' });

describe('FileInput', () => {
  it('renders input.hs-input type=file with size 30, single by default', () => {
    renderField(upload, { value: [] });
    const input = screen.getByLabelText('Resume') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.className).toBe('hs-input');
    expect(input.name).toBe('resume');
    expect(input.getAttribute('size')).toBe('30');
    expect(input.multiple).toBe(false);
  });

  it('is multiple when the isMultipleFileUpload metaData is true', () => {
    const field = { ...upload, metaData: { isMultipleFileUpload: 'true' } };
    const { container } = render(<FileInput {...makeInputProps(field, { value: [] })} />);
    expect((container.querySelector('input') as HTMLInputElement).multiple).toBe(true);
  });

  it('passes the chosen files on as an array', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const field = { ...upload, metaData: { isMultipleFileUpload: 'true' } };
    render(<FileInput {...makeInputProps(field, { value: [], onChange })} />);
    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['bb'], 'b.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, [a, b]);
    expect(onChange).toHaveBeenLastCalledWith([a, b]);
  });

  it('marks the input invalid', () => {
    const { container } = render(<FileInput {...makeInputProps(upload, { value: [], invalid: true })} />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.className).toBe('hs-input invalid error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
