import { trustedHtml } from '../ui/html/trusted-types';

/** Elements the host's form markup never has; one that does was not made by the host. */
const REMOVED_ELEMENTS = 'script,iframe,frame,frameset,object,embed,base,meta,link,style,template,noscript';
/** Attributes that hold a URL, by local name (`xlink:href` is `href`): kept only when it is http(s) or mailto. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'srcset', 'cite', 'data', 'background'];
/**
 * An attribute whose name starts with `on`, given a value, anywhere in the markup: a name follows
 * a space, a `/` or the quote that closed the value before it. The host's markup has none, though
 * a label's words may look like one ("on =").
 */
const MAYBE_EVENT_HANDLER = /[\s/"']on\S*\s*=/i;
/** The elements whose attributes are read when the markup has no event handler: those with a style, a frame's document or a URL, in any namespace. */
const READ_ELEMENTS = ['style', 'srcdoc', ...URL_ATTRIBUTES].map((name) => `[*|${name}]`).join();
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:'];

function allowedUrl(value: string, base: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.includes(new URL(value.trim(), base).protocol);
  } catch {
    return false;
  }
}

function cleanAttributes(element: Element, base: string): void {
  for (const name of element.getAttributeNames()) {
    const lower = name.toLowerCase();
    const local = lower.slice(lower.indexOf(':') + 1);
    // `style` too: a strict-CSP page refuses it, and the host's markup has none (tokens go through the CSSOM).
    if (lower.startsWith('on') || lower === 'style' || lower === 'srcdoc') element.removeAttribute(name);
    else if (URL_ATTRIBUTES.includes(local) && !allowedUrl(element.getAttribute(name) ?? '', base)) element.removeAttribute(name);
  }
}

/**
 * The host's pre-rendered markup as a fragment for `doc`, parsed inertly (a template's content:
 * nothing in it runs, loads or is styled while it is read) and cleaned: no scripts or frames, no
 * `on*` or `style` attributes, no URL but http(s) and mailto. The host's own sanitiser has already
 * passed its rich text; this is the page's own check, since the markup came over the network.
 * Inserting the fragment moves its nodes into the page (no copy of 2,000 elements is made).
 */
export function sanitizedMarkup(doc: Document, markup: string): DocumentFragment {
  const win = doc.defaultView ?? window;
  const template = doc.createElement('template');
  template.innerHTML = trustedHtml(win, markup);
  const { content } = template;
  for (const element of content.querySelectorAll(REMOVED_ELEMENTS)) element.remove();
  const base = doc.baseURI;
  // Reading every element's attributes took 10-20 ms at 200 fields (2,400 elements) before the
  // form's first paint: markup with no event handler has only the few selected ones read.
  for (const element of content.querySelectorAll(MAYBE_EVENT_HANDLER.test(markup) ? '*' : READ_ELEMENTS)) cleanAttributes(element, base);
  return content;
}
