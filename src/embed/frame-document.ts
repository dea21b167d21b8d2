import { trustedHtml } from '../ui/html/trusted-types';
import { applyBaseStyles, applyShellStyles, applyStyles } from '../ui/styles/apply-styles';
import { FRAME_MOUNT_CLASS } from '../ui/styles/style-scopes';
import { SUBMIT_COLOR_RULE } from '../ui/styles/submit-color-rule';

/**
 * The isolated frame's document, made the same way by the loader (around the host's markup,
 * `loader/insert-prerendered.ts`) and by the runtime (around a form it renders itself,
 * `isolated-frame.tsx`): no React here, the loader has none.
 */

/**
 * Standards mode is all the frame's document needs to be told: the parser makes its html, head
 * and body, and a charset or viewport meta means nothing in a document written into a frame.
 */
const FRAME_DOCUMENT = '<!DOCTYPE html>';

// The frame does not inherit the page's fonts: start from the system font stack. The mount holds
// its children's margins (flow-root), so a margin that comes or goes changes its size and the
// frame follows; outside the embed's scoped rules, which reach only what is inside a form wrapper.
// Its padding is the room a focus ring takes outside a full-width control (2 px, 1 px away), which
// the frame's edges would otherwise cut off.
const FRAME_DOCUMENT_STYLES = `html,body{margin:0;padding:0;background:transparent;overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}.${FRAME_MOUNT_CLASS}{display:flow-root;padding:3px}`;

/** The frame element of the isolated presentation, as the runtime renders it (`isolated-frame.tsx`). */
export function createFrameElement(doc: Document, title: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.className = 'hs-form-iframe';
  frame.title = title;
  frame.setAttribute('scrolling', 'no');
  return frame;
}

/**
 * Gives a fresh same-origin frame (no `src`, in the page) its document and a mount point,
 * unstyled until `styleFrameDocument`: the loader writes it while the form's stylesheet is still
 * on its way.
 */
export function writeFrameDocument(frame: HTMLIFrameElement): HTMLElement | null {
  const doc = frame.contentDocument;
  if (!doc) return null;
  doc.open();
  doc.write(trustedHtml(doc.defaultView ?? window, FRAME_DOCUMENT));
  doc.close();
  const mount = doc.createElement('div');
  // `hbspt-form` as in the page: the embed's stylesheet is scoped to it (`BASE_SCOPE`).
  mount.className = `hbspt-form ${FRAME_MOUNT_CLASS}`;
  doc.body.appendChild(mount);
  return mount;
}

/**
 * The frame document's styles: the embed's, then the form's theme CSS and the site owner's own
 * `css`, so a framed form can still be styled. The base stylesheet must have arrived
 * (`embed-styles.js`).
 */
export function styleFrameDocument(doc: Document, themeCss: string, customCss: string): void {
  applyShellStyles(doc);
  applyBaseStyles(doc);
  applyStyles(doc, FRAME_DOCUMENT_STYLES, 'frame');
  applyThemeCss(doc, themeCss);
  if (customCss) applyStyles(doc, customCss, 'custom');
}

/** A fresh frame's document, written and styled (`writeFrameDocument`, `styleFrameDocument`); answers its mount point. */
export function prepareFrameDocument(frame: HTMLIFrameElement, themeCss: string, customCss: string): HTMLElement | null {
  const mount = writeFrameDocument(frame);
  if (mount) styleFrameDocument(mount.ownerDocument, themeCss, customCss);
  return mount;
}

/**
 * The form's theme css in a frame's document, and the style object's button colour again after it
 * (it wins over the theme's, and the site owner's css over both: `style-object-styles.ts`).
 */
export function applyThemeCss(doc: Document, themeCss: string): void {
  if (!themeCss) return;
  applyStyles(doc, themeCss, 'theme');
  applyStyles(doc, SUBMIT_COLOR_RULE, 'style-over-theme');
}

/** The mount of a frame prepared by `prepareFrameDocument`, if it is there. */
export function frameMountOf(frame: HTMLIFrameElement): HTMLElement | null {
  try {
    return frame.contentDocument?.body?.querySelector<HTMLElement>(`:scope > .${FRAME_MOUNT_CLASS}`) ?? null;
  } catch {
    // A page that broke frames (a hostile or buggy script): no mount to take over.
    return null;
  }
}

/**
 * The frame's document in the form's language and named like the frame, so a screen reader reads
 * it in the right voice; the page's colour scheme, or a browser paints an opaque canvas behind a
 * frame on a dark page.
 */
export function nameFrameDocument(frame: HTMLIFrameElement, mount: HTMLElement, { title, lang, dir }: { title: string; lang: string; dir: string }): void {
  const doc = mount.ownerDocument;
  Object.assign(doc.documentElement, { lang, dir });
  const view = frame.ownerDocument.defaultView;
  doc.documentElement.style.setProperty('color-scheme', view?.getComputedStyle(frame).colorScheme || '');
  doc.title = title;
  frame.title = title;
}

/** Margin, border and padding an element adds below its content. */
function spaceBelow(view: Window, element: Element): number {
  const style = view.getComputedStyle(element);
  return parseFloat(style.marginBottom) + parseFloat(style.borderBottomWidth) + parseFloat(style.paddingBottom) || 0;
}

/**
 * Keeps the frame exactly as tall as its content as it grows or shrinks (messages, fonts, images
 * arriving later): the bottom of the mount, which holds its children's margins, plus whatever the
 * body and the root add below it (a theme's or the site owner's css may give them margins or
 * padding). Measured from the mount rather than the document, which is never shorter than the
 * frame and so could never shrink it. Answers the function that stops following.
 *
 * Measured at once unless `measureNow` is false, for a frame already as tall as its content (the
 * loader's, taken over): measuring at once forces a layout of the whole form in the caller's task,
 * which the observer's first report, with the next frame's own layout, does not.
 */
export function followContentHeight(frame: HTMLIFrameElement, mount: HTMLElement, measureNow = true): () => void {
  const frameWindow = frame.contentWindow as (Window & typeof globalThis) | null;
  const doc = mount.ownerDocument;
  const resize = () => {
    const below = frameWindow ? spaceBelow(frameWindow, doc.body) + spaceBelow(frameWindow, doc.documentElement) : 0;
    const height = Math.ceil(mount.getBoundingClientRect().bottom + (frameWindow?.scrollY ?? 0) + below);
    frame.style.setProperty('height', `${height}px`);
  };
  if (measureNow) resize();
  const Observer = frameWindow?.ResizeObserver ?? (typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver);
  if (!Observer) return () => undefined;
  const observer = new Observer(resize);
  observer.observe(mount);
  return () => observer.disconnect();
}
