const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const UNESCAPES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Plain text as HTML paragraphs: a blank line starts a new one, a single line break stays one; all text escaped. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"]/g, (char) => ESCAPES[char]!).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The plain text that `textToHtml` makes `html` of, or null when `html` is something else (HTML
 * that came with an import): that is then edited as HTML, so nothing of it is lost.
 */
export function htmlToText(html: string): string | null {
  if (html === '') return '';
  const paragraphs = html.match(/^(?:<p>[^<]*(?:<br>[^<]*)*<\/p>)+$/) ? html.slice(3, -4).split('</p><p>') : null;
  if (paragraphs === null) return null;
  const text = paragraphs
    .map((paragraph) => paragraph.replace(/<br>/g, '\n').replace(/&(?:amp|lt|gt|quot);/g, (entity) => UNESCAPES[entity]!))
    .join('\n\n');
  return textToHtml(text) === html ? text : null;
}
