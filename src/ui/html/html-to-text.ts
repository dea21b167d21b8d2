import { trustedHtml } from './trusted-types';

/** Whether text holds markup or entities, i.e. needs HTML handling at all. */
export const hasMarkup = (html: string): boolean => /[<&]/.test(html);

/**
 * The text of an HTML fragment, read from an inert document (no script runs, nothing loads),
 * so rich text can show as plain text before the sanitiser has arrived.
 */
export function htmlToText(html: string): string {
  if (!hasMarkup(html)) return html;
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return new DOMParser().parseFromString(trustedHtml(window, html), 'text/html').body.textContent ?? '';
}
