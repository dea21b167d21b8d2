import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../../../../server/domain/leads/exports/html-text.js';

describe('htmlToPlainText', () => {
  it.each([
    ['plain', 'plain'],
    ['<p>I agree to receive the <strong>monthly</strong> newsletter.</p>', 'I agree to receive the monthly newsletter.'],
    ['<p>One</p><p>Two<br>Three</p>', 'One\nTwo\nThree'],
    ['<p>Read our <a href="https://example.com/privacy">Privacy&nbsp;Policy</a> &amp; terms</p>', 'Read our Privacy Policy & terms'],
    ['Caf&eacute; &#233; &#xE9; &lt;b&gt;', 'Caf&eacute; é é <b>'],
    ['<style>p{color:red}</style><script>alert(1)</script>Shown', 'Shown'],
    ['  spaced \t out  ', 'spaced out'],
  ])('reads %j as %j', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });
});
