import { scopeCss } from '../../core/style/scope-css';
import { applyStyles } from './apply-styles';
import { formScope } from './style-scopes';

/**
 * Adds CSS that belongs to one form shown in the page, the site owner's `css` or the form's
 * `themeCss`, confined to the form's wrapper (`#hbspt-form-{index}`) so it never restyles the
 * page around it. What the scoper had to drop is logged.
 */
export function applyFormCss(doc: Document, css: string, wrapperId: string, kind: 'custom' | 'theme'): void {
  if (!css.trim()) return;
  const warn = (message: string) => console.warn(`[forms-embed] ${kind} css of ${wrapperId}: ${message}`);
  applyStyles(doc, scopeCss(css, formScope(wrapperId, kind === 'theme'), warn), `${kind}-${wrapperId}`);
}
