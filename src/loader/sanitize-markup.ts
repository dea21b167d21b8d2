import { trustedHtml } from '../ui/html/trusted-types';

/** Elements the host's form markup never has; one that does was not made by the host. */
const REMOVED_ELEMENTS = 'script,iframe,frame,frameset,object,embed,base,meta,link,style,template,noscript';
/** Attributes that hold a URL: kept only when it is http(s) or mailto. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset', 'cite', 'data', 'background'];
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:'];

function allowedUrl(value: string, base: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.includes(new URL(value.trim(), base).protocol);
  } catch {
    return false;
  }
}

function cleanAttributes(element: Element, base: string): void {
  for (const { name, value } of [...element.attributes]) {
    const lower = name.toLowerCase();
    // `style` too: a strict-CSP page refuses it, and the host's markup has none (tokens go through the CSSOM).
    if (lower.startsWith('on') || lower === 'style' || lower === 'srcdoc') element.removeAttribute(name);
    else if (URL_ATTRIBUTES.includes(lower) && !allowedUrl(value, base)) element.removeAttribute(name);
  }
}

/**
 * The host's pre-rendered markup as nodes of `doc`, parsed inertly (nothing in it runs, loads or
 * is styled while it is read) and cleaned: no scripts or frames, no `on*` or `style` attributes,
 * no URL but http(s) and mailto. The host's own sanitiser has already passed its rich text; this
 * is the page's own check, since the markup came over the network.
 */
export function sanitizedMarkup(doc: Document, markup: string): DocumentFragment {
  const win = doc.defaultView ?? window;
  const parsed = new win.DOMParser().parseFromString(trustedHtml(win, `<!DOCTYPE html><body>${markup}`), 'text/html');
  for (const element of [...parsed.body.querySelectorAll(REMOVED_ELEMENTS)]) element.remove();
  const base = doc.baseURI;
  for (const element of [parsed.body, ...parsed.body.querySelectorAll('*')]) cleanAttributes(element, base);
  const fragment = doc.createDocumentFragment();
  for (const node of [...parsed.body.childNodes]) fragment.appendChild(doc.importNode(node, true));
  return fragment;
}
