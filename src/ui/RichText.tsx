import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Elements a piece of rich text may be rendered as. */
export type RichTextElement = 'div' | 'span' | 'p' | 'legend' | 'label' | 'li' | 'section';

export interface RichTextProps {
  /** HTML from a form definition; sanitised here before it is rendered. */
  html: string;
  className?: string;
  /** Element to render; 'div' when not set. */
  as?: RichTextElement;
  id?: string;
}

/**
 * Renders definition HTML after passing it through the embed's sanitiser. This is the only
 * component of the UI that sets inner HTML.
 */
export function RichText({ html, className, as = 'div', id }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const Element = as;
  return <Element id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
