// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextSettings } from '../../../../console/editor/fields/TextSettings';

afterEach(cleanup);

function renderText(html: string) {
  let current = html;
  function Harness() {
    const [value, setValue] = useState(html);
    current = value;
    return <TextSettings html={value} readOnly={false} onChange={setValue} />;
  }
  render(<Harness />);
  return { latest: () => current };
}

describe('TextSettings', () => {
  it('turns the text written into escaped paragraphs', async () => {
    const { latest } = renderText('');
    await userEvent.type(screen.getByLabelText('Text'), 'Hello <you>{Enter}{Enter}Second');
    expect(latest()).toBe('<p>Hello &lt;you&gt;</p><p>Second</p>');
    expect(screen.getByText('Blank lines start a new paragraph.')).toBeTruthy();
  });

  it('shows its own paragraphs as the text they came from', () => {
    renderText('<p>One &amp; two</p><p>Three</p>');
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('One & two\n\nThree');
  });

  it('edits imported HTML as HTML, keeping it', async () => {
    const { latest } = renderText('<h3>About you</h3>');
    const text = screen.getByLabelText('Text') as HTMLTextAreaElement;
    expect(text.value).toBe('<h3>About you</h3>');
    expect(screen.getByText('This text came with its own HTML, kept as it is.')).toBeTruthy();
    await userEvent.type(text, '<p>More</p>');
    expect(latest()).toBe('<h3>About you</h3><p>More</p>');
  });
});
