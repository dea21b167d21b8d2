import { describe, expect, it } from 'vitest';
import { htmlFromText, textFromHtml } from '../../../../console/editor/form-settings/html-text';

describe('texts shown as HTML, edited as plain text', () => {
  it('writes blank-line paragraphs and line breaks, escaping markup', () => {
    expect(htmlFromText('')).toBe('');
    expect(htmlFromText('Thanks & "bye" <b>')).toBe('<p>Thanks &amp; &quot;bye&quot; &lt;b&gt;</p>');
    expect(htmlFromText('One\ntwo\n\nThree')).toBe('<p>One<br>two</p><p>Three</p>');
  });

  it.each(['', 'a', 'a\n', 'a\n\n', 'a\n\n\nb', '\n\n', '<p>not markup</p>', 'x &amp; y', 'Line\nbreak\n\nPara'])(
    'reads back exactly what it wrote: %j',
    (text) => {
      expect(textFromHtml(htmlFromText(text))).toBe(text);
    },
  );

  it('has no plain text for HTML with markup of its own', () => {
    expect(textFromHtml('<p>See <a href="https://example.com">this</a></p>')).toBeNull();
    expect(textFromHtml('Bare text')).toBeNull();
    expect(textFromHtml('<p>Caf&eacute;</p>')).toBeNull();
    expect(textFromHtml('<p></p>')).toBeNull();
    expect(textFromHtml('<p>I agree to receive other communications.</p>')).toBe('I agree to receive other communications.');
  });
});
