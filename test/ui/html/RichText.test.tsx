// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setChunkBaseUrl } from '../../../src/lazy/load-chunk';
import { RichText } from '../../../src/ui/html/RichText';
import { registerSanitizer } from '../register-sanitizer';

afterEach(cleanup);

// Order matters: the first test runs before the sanitiser file has "arrived".
describe('RichText', () => {
  it('shows the text without markup, and requests the sanitiser file, until the sanitiser is there', () => {
    setChunkBaseUrl('https://forms.example.test/static/');
    const { container } = render(<RichText html={'<p>Hi <b>there</b></p><img src=x onerror="alert(1)">'} />);
    const root = container.firstElementChild;
    expect(root?.textContent).toBe('Hi there');
    expect(root?.querySelector('b, img')).toBeNull();
    const script = document.head.querySelector<HTMLScriptElement>('script[data-forms-embed-chunk="sanitizer"]');
    expect(script?.src).toBe('https://forms.example.test/static/embed-sanitizer.js');
    act(() => registerSanitizer());
    expect(root?.innerHTML).toBe('<p>Hi <b>there</b></p><img src="x">');
  });

  it('gives the text its own direction, with and without markup (dir="auto")', () => {
    registerSanitizer();
    const { container } = render(
      <>
        <RichText html="Tell us a little about your project." />
        <RichText as="span" html="<p>Thanks <b>Ada</b>.</p>" />
      </>,
    );
    expect([...container.children].map((element) => element.getAttribute('dir'))).toEqual(['auto', 'auto']);
  });

  it('renders text without markup at once, as text', () => {
    const { container } = render(<RichText html="Plain help text" />);
    expect(container.firstElementChild?.textContent).toBe('Plain help text');
  });

  it('renders sanitised HTML in a div by default', () => {
    registerSanitizer();
    const { container } = render(<RichText html={'<p>Hi <b>there</b></p><script>alert(1)</script>'} />);
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('DIV');
    expect(root?.innerHTML).toBe('<p>Hi <b>there</b></p>');
  });

  it('renders as the requested element with class and id', () => {
    registerSanitizer();
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
