import { useMemo } from 'react';
import { hasMarkup, htmlToText } from './html-to-text';
import type { HtmlTrust } from '../../core/html-trust';
import { useChunk } from '../use-chunk';

/** Elements a piece of rich text may be rendered as. */
export type RichTextElement = 'div' | 'span' | 'p' | 'legend' | 'label' | 'li' | 'section';

export interface RichTextProps {
  /** HTML from a form definition; sanitised here before it is rendered. */
  html: string;
  className?: string;
  /** Element to render; 'div' when not set. */
  as?: RichTextElement;
  id?: string;
  /** How much markup is kept; 'rich' when not set (see `HtmlTrust`). */
  trust?: HtmlTrust;
}

/**
 * Renders definition HTML after passing it through the embed's sanitiser: the only component of
 * the UI that sets inner HTML (always the sanitiser's output, trusted HTML where the page requires
 * Trusted Types). The sanitiser is a separate file fetched the first
 * time HTML is shown; until it arrives the text shows without its markup. Text without markup
 * never waits for it. Its direction is its own (`dir="auto"`): English help text in an Arabic form
 * reads left to right, its full stop at the end.
 */
export function RichText({ html, className, as = 'div', id, trust }: RichTextProps) {
  const Element = as;
  const markup = hasMarkup(html);
  if (!markup) return <Element id={id} className={className} dir="auto">{html}</Element>;
  return <SanitizedHtml html={html} className={className} as={Element} id={id} trust={trust} />;
}

function SanitizedHtml({ html, className, as: Element, id, trust }: Required<Pick<RichTextProps, 'html' | 'as'>> & RichTextProps) {
  const sanitizer = useChunk('sanitizer');
  const safe = useMemo(() => (sanitizer ? sanitizer.sanitizeHtml(html, trust) : undefined), [sanitizer, html, trust]);
  if (safe === undefined) return <Element id={id} className={className} dir="auto">{htmlToText(html)}</Element>;
  // Marked: React takes the host's markup over only once the sanitiser is in (`embed/take-over-prerendered.ts`).
  return <Element id={id} className={className} dir="auto" data-rich-text="" dangerouslySetInnerHTML={{ __html: safe }} />;
}
