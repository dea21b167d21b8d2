import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from '../../../../console/editor/fields/text-html';

describe('textToHtml', () => {
  it('makes paragraphs of blank-line separated text, escaping it', () => {
    expect(textToHtml('Hello <b>you</b> & "me"\nsecond line\n\n\nNext')).toBe(
      '<p>Hello &lt;b&gt;you&lt;/b&gt; &amp; &quot;me&quot;<br>second line</p><p>Next</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
  });
});

describe('htmlToText', () => {
  it('gives back the text of its own paragraphs', () => {
    const text = 'Hello <b>you</b> & "me"\nsecond line\n\nNext';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText('')).toBe('');
  });

  it('refuses other HTML, which is then edited as it is', () => {
    expect(htmlToText('<h3>About you</h3>')).toBeNull();
    expect(htmlToText('<p>A <strong>bold</strong> word</p>')).toBeNull();
    expect(htmlToText('<p> padded </p>')).toBeNull();
  });
});
