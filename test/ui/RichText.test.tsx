// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../../src/ui/RichText';

afterEach(cleanup);

describe('RichText', () => {
  it('renders sanitised HTML in a div by default', () => {
    const { container } = render(<RichText html={'<p>Hi <b>there</b></p><script>alert(1)</script>'} />);
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('DIV');
    expect(root?.innerHTML).toBe('<p>Hi <b>there</b></p>');
  });

  it('renders as the requested element with class and id', () => {
    const { container } = render(
      <RichText as="legend" id="description-x" className="hs-field-desc" html={'<img src=x onerror="alert(1)">Help'} />,
    );
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('LEGEND');
    expect(root?.id).toBe('description-x');
    expect(root?.className).toBe('hs-field-desc');
    expect(root?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(root?.textContent).toBe('Help');
  });
});
