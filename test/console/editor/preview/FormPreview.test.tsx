// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormPreview, PREVIEW_DEBOUNCE_MS } from '../../../../console/editor/preview/FormPreview';
import { PREVIEW_MESSAGE } from '../../../../console/editor/preview/preview-protocol';
import type { WireDefinitionResponse } from '../../../../src/core/definition/wire-types';

const definitionLabelled = (label: string): WireDefinitionResponse => ({
  form: { guid: 'g', formFieldGroups: [{ fields: [{ name: 'email', label, fieldType: 'text' }] }] },
});

function frame(): HTMLIFrameElement {
  return screen.getByTitle('Form preview') as HTMLIFrameElement;
}

/** The frame's window as the console sees it, with what the console posted to it. */
function frameWindow() {
  const win = frame().contentWindow;
  if (!win) throw new Error('the frame has no window');
  const posted = vi.spyOn(win, 'postMessage').mockImplementation(() => undefined);
  return { win, posted };
}

function fromFrame(source: MessageEventSource | null, data: unknown): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'null' }));
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FormPreview', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('frames the preview page sandboxed to scripts only (no same-origin access), without credentials', () => {
    render(<FormPreview definition={definitionLabelled('Email')} />);
    expect(frame().getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame().getAttribute('src')).toBe('/owner/preview-frame');
    expect(frame().hasAttribute('credentialless')).toBe(true);
  });

  it('posts the definition once the frame is ready, and each change after the debounce', async () => {
    const { rerender } = render(<FormPreview definition={definitionLabelled('Email')} />);
    const { win, posted } = frameWindow();
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');
    fromFrame(win, { type: PREVIEW_MESSAGE.ready });
    expect(posted).toHaveBeenLastCalledWith({ type: PREVIEW_MESSAGE.render, definition: definitionLabelled('Email'), showErrors: false }, '*');
    expect(screen.queryByRole('status')).toBeNull();

    rerender(<FormPreview definition={definitionLabelled('Work email')} />);
    rerender(<FormPreview definition={definitionLabelled('Work email address')} />);
    expect(posted).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS));
    // The burst is rendered once, as it ended.
    expect(posted).toHaveBeenCalledTimes(2);
    expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ definition: definitionLabelled('Work email address') }), '*');
  });

  it('ignores messages that do not come from its frame, and messages of the wrong shape', () => {
    render(<FormPreview definition={definitionLabelled('Email')} />);
    const { win, posted } = frameWindow();
    fromFrame(window, { type: PREVIEW_MESSAGE.ready });
    fromFrame(null, { type: PREVIEW_MESSAGE.ready });
    fromFrame(win, { type: 'forms-preview:ready-ish' });
    fromFrame(win, { type: PREVIEW_MESSAGE.height, height: 'tall' });
    expect(posted).not.toHaveBeenCalled();
    expect(frame().style.getPropertyValue('--preview-height')).toBe('');
    // The frame's own ready message is what it waited for.
    fromFrame(win, { type: PREVIEW_MESSAGE.ready });
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it('grows the frame to the height its page reports', () => {
    render(<FormPreview definition={definitionLabelled('Email')} />);
    const { win } = frameWindow();
    fromFrame(win, { type: PREVIEW_MESSAGE.height, height: 612 });
    expect(frame().style.getPropertyValue('--preview-height')).toBe('612px');
  });

  it('renders the error state when "Show errors" is switched on', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<FormPreview definition={definitionLabelled('Email')} />);
    const { win, posted } = frameWindow();
    fromFrame(win, { type: PREVIEW_MESSAGE.ready });
    await user.click(screen.getByRole('switch', { name: 'Show errors' }));
    expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ showErrors: true }), '*');
  });

  it('sets the frame to phone width and back with the Desktop | Phone choice', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<FormPreview definition={definitionLabelled('Email')} />);
    expect(screen.getByRole('group', { name: 'Preview width' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Desktop' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(frame().classList.contains('form-preview__frame--phone')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Desktop' }));
    expect(frame().classList.contains('form-preview__frame--phone')).toBe(false);
  });

  it('posts the form again when its page loads again', () => {
    render(<FormPreview definition={definitionLabelled('Email')} />);
    const { win, posted } = frameWindow();
    fromFrame(win, { type: PREVIEW_MESSAGE.ready });
    fromFrame(win, { type: PREVIEW_MESSAGE.ready });
    expect(posted).toHaveBeenCalledTimes(2);
  });
});
