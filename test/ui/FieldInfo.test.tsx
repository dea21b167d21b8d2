// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldMessage } from '../../src/core/field-state';
import { createTranslator } from '../../src/i18n/translate';
import { FieldInfo } from '../../src/ui/FieldInfo';

afterEach(cleanup);

function renderInfo(info: FieldMessage) {
  const onApplySuggestion = vi.fn();
  const onResubscribe = vi.fn();
  const utils = render(
    <FieldInfo info={info} t={createTranslator()} onApplySuggestion={onApplySuggestion} onResubscribe={onResubscribe} />,
  );
  return { onApplySuggestion, onResubscribe, ...utils };
}

const RESUBSCRIBE = "It looks like you've opted out of email communication. Click here to get an email and opt back in.";

describe('FieldInfo: email suggestion', () => {
  it("is a type=button button reading 'Did you mean {email}?'", () => {
    const { container } = renderInfo({ key: 'emailSuggestion', params: { email: 'ada@gmail.com' } });
    const button = screen.getByRole('button', { name: 'Did you mean ada@gmail.com?' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(container.children).toHaveLength(1);
  });

  it('applies the suggestion on a click, on Enter and on Space, and never resubscribes', async () => {
    const { onApplySuggestion, onResubscribe } = renderInfo({ key: 'emailSuggestion', params: { email: 'ada@gmail.com' } });
    const button = screen.getByRole('button', { name: 'Did you mean ada@gmail.com?' });
    const user = userEvent.setup();

    await user.click(button);
    expect(onApplySuggestion).toHaveBeenCalledTimes(1);

    button.focus();
    await user.keyboard('{Enter}');
    expect(onApplySuggestion).toHaveBeenCalledTimes(2);

    await user.keyboard(' ');
    expect(onApplySuggestion).toHaveBeenCalledTimes(3);
    expect(onResubscribe).not.toHaveBeenCalled();
  });

  it('is reached with the Tab key', async () => {
    renderInfo({ key: 'emailSuggestion', params: { email: 'ada@gmail.com' } });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Did you mean ada@gmail.com?' }));
  });
});

describe('FieldInfo: resubscribe', () => {
  it("is a type=button button with the spec's wording that asks to opt back in", async () => {
    const { onApplySuggestion, onResubscribe } = renderInfo({ key: 'resubscribeMessage' });
    const button = screen.getByRole('button', { name: RESUBSCRIBE });
    expect(button.getAttribute('type')).toBe('button');
    const user = userEvent.setup();
    await user.click(button);
    expect(onResubscribe).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onResubscribe).toHaveBeenCalledTimes(2);
    expect(onApplySuggestion).not.toHaveBeenCalled();
  });
});

describe('FieldInfo: opt-in notice', () => {
  it("is plain text 'Please check your email to opt back in.', not a control", () => {
    const { container, onApplySuggestion, onResubscribe } = renderInfo({ key: 'emailOptIn' });
    expect(container.textContent).toBe('Please check your email to opt back in.');
    expect(container.children).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(onApplySuggestion).not.toHaveBeenCalled();
    expect(onResubscribe).not.toHaveBeenCalled();
  });
});
