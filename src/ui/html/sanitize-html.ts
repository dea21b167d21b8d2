import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import type { HtmlTrust } from '../../core/html-trust';
import { escapeHtml } from './escape-html';
import { namedPolicy } from './trusted-types';

/**
 * The one HTML sanitiser of the embed. Every piece of HTML that comes from a form definition
 * (group rich text, field descriptions, consent text, thank-you message) goes through
 * `sanitizeHtml` before it reaches the page.
 */


/** Ordinary rich-text markup as the forms editor produces it. Anything else is removed. */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del',
  'div', 'dl', 'dt', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li',
  'mark', 'ol', 'p', 'pre', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

/**
 * Attributes kept on the tags above.
 *
 * - `style` is NOT kept. DOMPurify does not parse CSS: it would keep any declaration, so a
 *   definition could cover the host page with a `position: fixed` overlay or load `url(...)`
 *   beacons. Inline style attributes are also blocked on pages with a strict Content Security
 *   Policy, where they would only produce violation reports. Visual styling of a form comes from
 *   its style object and theme, which are gated by the `customStyleAccess` scope.
 * - `id` and `name` are not kept, so definition HTML cannot clash with the embed's own element
 *   ids (which site owners' scripts target) or clobber named document properties.
 * - `class` is kept: editors use it for alignment, and it cannot do more than the page's own CSS.
 */
const ALLOWED_ATTR = [
  'align', 'alt', 'class', 'colspan', 'dir', 'height', 'href', 'lang', 'rel', 'rowspan', 'scope',
  'span', 'src', 'start', 'target', 'title', 'width',
];

const RICH: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
};

/**
 * DOMPurify's own (wide) lists, link targets kept: what the site owner wrote, minus what runs
 * script and minus `<style>` elements, which would restyle the whole page around the form.
 */
const OWNER: Config = { ADD_ATTR: ['target'], FORBID_TAGS: ['style'] };

/**
 * The sanitiser's output goes through this Trusted Types policy (DOMPurify calls it on what it
 * kept), so pages that require trusted HTML accept it; DOMPurify also parses with it.
 */
const htmlPolicy = namedPolicy('forms-embed-html');

/** Link targets that name a browsing context keyword; any other (named) target is dropped. */
const ALLOWED_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);
const BLANK_TARGET_REL = ['noopener', 'noreferrer'];

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

/** Keeps link targets to the keywords and makes new-window links unable to reach back to the page. */
function secureLinkTarget(node: Node): void {
  if (!isElement(node) || node.nodeName !== 'A' || !node.hasAttribute('target')) return;
  const target = (node.getAttribute('target') ?? '').trim().toLowerCase();
  if (!ALLOWED_TARGETS.has(target)) {
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('target', target);
  if (target !== '_blank') return;
  const tokens = (node.getAttribute('rel') ?? '').split(/\s+/).filter((token) => token !== '');
  for (const token of BLANK_TARGET_REL) {
    if (!tokens.some((existing) => existing.toLowerCase() === token)) tokens.push(token);
  }
  node.setAttribute('rel', tokens.join(' '));
}

/**
 * A purifier of our own per window rather than the shared default instance, so the hook below is
 * registered exactly once and never affects (or is affected by) other users of DOMPurify on the page.
 */
const purifiers = new WeakMap<ServerOrPageWindow, Purifier>();

/** The page's window, or the host's server-side one (jsdom's, typed as a browser's). */
type ServerOrPageWindow = Window & typeof globalThis;

function purifierIn(win: ServerOrPageWindow): Purifier | null {
  const made = purifiers.get(win);
  if (made) return made;
  const instance = DOMPurify(win);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', secureLinkTarget);
  purifiers.set(win, instance);
  return instance;
}

/**
 * Returns `html` with scripts, event handlers, `javascript:` URLs, frames, forms and form
 * controls, styles and unknown markup removed (`rich`), with only what runs script removed
 * (`owner`), or as given (`raw`). Without a DOM (Node) it returns the HTML-escaped
 * text instead, which shows the markup as text but can never execute.
 */
export function sanitizeHtml(html: string, trust: HtmlTrust = 'rich'): string {
  if (typeof window === 'undefined' || typeof window.document === 'undefined') return escapeHtml(html);
  return sanitizeHtmlIn(window, html, trust);
}

/** `sanitizeHtml` over the DOM of a given window: the host's server-side one renders forms' markup (`prerender/`). */
export function sanitizeHtmlIn(win: ServerOrPageWindow, html: string, trust: HtmlTrust = 'rich'): string {
  if (html === '') return '';
  const instance = purifierIn(win);
  if (!instance) return escapeHtml(html);
  const policy = htmlPolicy(win);
  if (trust === 'raw') return (policy?.createHTML(html) ?? html) as string;
  // Typed as a string: a TrustedHTML is accepted wherever the result goes (inner HTML).
  return instance.sanitize(html, {
    ...(trust === 'owner' ? OWNER : RICH),
    ...(policy ? { TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'], RETURN_TRUSTED_TYPE: true } : {}),
  }) as unknown as string;
}
