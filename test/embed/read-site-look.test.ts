// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteLook } from '../../src/embed/read-site-look';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

describe('readSiteLook', () => {
  it("reads the container's font and colour, the first background behind it, and the colour of a link inside it", () => {
    const style = document.createElement('style');
    style.textContent =
      '.section{background-color:rgb(251, 246, 239)}.container{font-family:Georgia, serif;font-size:18px;color:rgb(59, 47, 47)}.container a{color:rgb(138, 74, 31)}';
    document.head.appendChild(style);
    document.body.innerHTML = '<div class="section"><div class="between"><div class="container"><p>Site text</p></div></div></div>';
    const container = document.querySelector('.container')!;
    expect(readSiteLook(container)).toMatchObject({
      fontFamily: 'Georgia, serif',
      fontSize: '18px',
      color: 'rgb(59, 47, 47)',
      background: 'rgb(251, 246, 239)',
      linkColor: 'rgb(138, 74, 31)',
    });
    // The probe link is gone again.
    expect(container.innerHTML).toBe('<p>Site text</p>');
  });

  it('reads no background when nothing behind the container sets one', () => {
    document.body.innerHTML = '<div class="container"></div>';
    expect(readSiteLook(document.querySelector('.container')!).background).toBe('');
  });
});
