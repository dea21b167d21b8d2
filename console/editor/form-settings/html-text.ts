/**
 * Texts the embed shows as HTML (the thank-you message, consent texts and checkbox labels),
 * edited in the console as plain text: each blank-line-separated block becomes an escaped `<p>`
 * paragraph, a single line break a `<br>`. HTML that is not of that plain shape (an imported
 * form's links and formatting) has no plain-text form and is edited as the HTML it is.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const UNESCAPES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

const escapeText = (text: string): string => text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);

/** Paragraphs of escaped text with `<br>` line breaks, nothing else: what `htmlFromText` writes. */
const PLAIN_PARAGRAPHS = /^(?:<p>(?:[^<&]|&(?:amp|lt|gt|quot);|<br>)*<\/p>)*$/;

/** Plain text as HTML paragraphs; '' for ''. `textFromHtml` reads it back exactly. */
export function htmlFromText(text: string): string {
  if (text === '') return '';
  return text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The plain text of HTML `htmlFromText` could have written; null for any other HTML. */
export function textFromHtml(html: string): string | null {
  if (!PLAIN_PARAGRAPHS.test(html)) return null;
  const text = html
    .slice(3, -4)
    .split('</p><p>')
    .map((paragraph) => paragraph.replace(/<br>/g, '\n').replace(/&(?:amp|lt|gt|quot);/g, (entity) => UNESCAPES[entity] ?? entity))
    .join('\n\n');
  // Only HTML that comes back as itself is plain: anything else keeps its own markup.
  return htmlFromText(text) === html ? text : null;
}
