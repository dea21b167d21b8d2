import { SCOPED_BASE_STYLES } from './scoped-base-styles.prebuilt';

const STYLE_MARKER = 'data-forms-embed-styles';

/**
 * Adds a stylesheet to a document once per key. Constructable stylesheets are used where the
 * browser has them (no `<style>` element, so pages whose CSP forbids inline styles still get
 * them); otherwise a `<style>` element.
 */
export function applyStyles(doc: Document, css: string, key: string): void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (doc.head.querySelector(`[${STYLE_MARKER}="${key}"]`)) return;
  if (view && 'adoptedStyleSheets' in doc && typeof view.CSSStyleSheet?.prototype.replaceSync === 'function') {
    const marker = doc.createElement('meta');
    marker.setAttribute(STYLE_MARKER, key);
    doc.head.appendChild(marker);
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.setAttribute(STYLE_MARKER, key);
  style.textContent = css;
  doc.head.appendChild(style);
}

/** The embed's own rules, confined to the forms' wrappers so the page around them keeps its look. */
export const applyBaseStyles = (doc: Document): void => applyStyles(doc, SCOPED_BASE_STYLES, 'base');
