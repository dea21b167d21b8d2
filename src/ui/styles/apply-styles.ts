import { getChunk } from '../../lazy/chunk-registry';
import { SCOPED_SHELL_STYLES } from './scoped-shell-styles.prebuilt';

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

/** What embed.js styles itself (`shell-styles.ts`): the wrapper, the placeholder, the missing-form panel. */
export const applyShellStyles = (doc: Document): void => applyStyles(doc, SCOPED_SHELL_STYLES, 'shell');

/**
 * The form's own rules (`base-styles.ts`, from `embed-styles.js`), confined to the forms'
 * wrappers so the page around them keeps its look. Answers whether they are in place: false
 * while `embed-styles.js` has not arrived.
 */
export function applyBaseStyles(doc: Document): boolean {
  const styles = getChunk('styles');
  if (styles) applyStyles(doc, styles.baseStyles, 'base');
  return styles !== undefined;
}
