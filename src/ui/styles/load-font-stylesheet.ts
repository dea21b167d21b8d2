import { fontStylesheetUrl } from '../../core/style/font-stylesheet';

const FONT_MARKER = 'data-forms-embed-font';

/**
 * Adds the font service's stylesheet for a form's `fontFamily` (spec section 7.11) to the
 * document the form renders in, once per document; system fonts add nothing. A stylesheet link
 * added by script never blocks rendering: the form shows in the next font of its stack and
 * changes when the font arrives. It carries `embed.js`'s nonce, for pages whose CSP allows
 * stylesheets by nonce.
 */
export function loadFontStylesheet(doc: Document, fontsHost: string, fontFamily: string, nonce: string): void {
  const href = fontStylesheetUrl(fontsHost, fontFamily);
  if (!href) return;
  if (Array.from(doc.querySelectorAll(`link[${FONT_MARKER}]`)).some((link) => link.getAttribute('href') === href)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('href', href);
  if (nonce) link.nonce = nonce;
  link.setAttribute(FONT_MARKER, '');
  doc.head.appendChild(link);
}
