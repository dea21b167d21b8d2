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

  it('draws a "Choose file" box over which the native input lies, named by the field label alone', () => {
    const { container } = renderField(upload, { value: [] });
    const input = screen.getByLabelText('Resume') as HTMLInputElement;
    const pick = container.querySelector('.hs-file-pick');
    expect(input.parentElement).toBe(pick);
    // The box's words are for sight: the input is already named by the label.
    const words = pick?.querySelector('span');
    expect(words?.textContent).toBe('Choose file');
    expect(words?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('says "Choose files" when several may be chosen', () => {
    const { container } = renderField({ ...upload, metaData: { isMultipleFileUpload: 'true' } }, { value: [] });
    expect(container.querySelector('.hs-file-pick span')?.textContent).toBe('Choose files');
  });

  it("shows each chosen file's name and size, and Remove clears them and returns focus to the input", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderField(upload, { value: [], onChange });
    const input = screen.getByLabelText('Resume') as HTMLInputElement;
    await user.upload(input, new File(['x'.repeat(48 * 1024)], 'cv.pdf', { type: 'application/pdf' }));
    const chosen = container.querySelector('.hs-file-chosen');
    expect(chosen?.textContent).toBe('cv.pdf, 48 KB');

    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove.getAttribute('aria-describedby')).toBe(chosen?.id);
    await user.click(remove);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(container.querySelector('.hs-file-chosen')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('removes by keyboard: Tab from the input reaches Remove, Enter clears', async () => {
    const user = userEvent.setup();
    renderField(upload, { value: [] });
    const input = screen.getByLabelText('Resume') as HTMLInputElement;
    await user.upload(input, new File(['a'], 'a.txt'));
    input.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Enter}');
    expect(document.querySelector('.hs-file-chosen')).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
