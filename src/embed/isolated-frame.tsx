import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trustedHtml } from '../ui/html/trusted-types';
import { applyBaseStyles, applyShellStyles, applyStyles } from '../ui/styles/apply-styles';
import { SUBMIT_COLOR_RULE } from '../ui/styles/style-object-styles';

const FRAME_DOCUMENT = '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body></html>';

// The frame does not inherit the page's fonts: start from the system font stack. The mount holds
// its children's margins (flow-root), so a margin that comes or goes changes its size and the
// frame follows; outside the embed's scoped rules, which reach only what is inside a form wrapper.
const FRAME_DOCUMENT_STYLES =
  'html,body{margin:0;padding:0;background:transparent;overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}.hs-form-frame-root{display:flow-root}';

/**
 * Gives a fresh same-origin frame (no `src`) its document and a mount point. The form's theme
 * CSS and then the site owner's own `css` apply inside, so a framed form can still be styled.
 */
function prepareFrameDocument(frame: HTMLIFrameElement, themeCss: string, customCss: string): HTMLElement | null {
  const doc = frame.contentDocument;
  if (!doc) return null;
  doc.open();
  doc.write(trustedHtml(doc.defaultView ?? window, FRAME_DOCUMENT));
  doc.close();
  // Shown only once embed-styles.js is in (`BaseStylesGate`), so the base sheet is there to add.
  applyShellStyles(doc);
  applyBaseStyles(doc);
  applyStyles(doc, FRAME_DOCUMENT_STYLES, 'frame');
  if (themeCss) {
    applyStyles(doc, themeCss, 'theme');
    // After the theme, before the site owner's css (style-object-styles.ts).
    applyStyles(doc, SUBMIT_COLOR_RULE, 'style-over-theme');
  }
  if (customCss) applyStyles(doc, customCss, 'custom');
  const mount = doc.createElement('div');
  // `hbspt-form` as in the page: the embed's stylesheet is scoped to it (`BASE_SCOPE`).
  mount.className = 'hbspt-form hs-form-frame-root';
  doc.body.appendChild(mount);
  return mount;
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
 * frame and so could never shrink it.
 */
function followContentHeight(frame: HTMLIFrameElement, mount: HTMLElement): () => void {
  const frameWindow = frame.contentWindow as (Window & typeof globalThis) | null;
  const doc = mount.ownerDocument;
  const resize = () => {
    const below = frameWindow ? spaceBelow(frameWindow, doc.body) + spaceBelow(frameWindow, doc.documentElement) : 0;
    const height = Math.ceil(mount.getBoundingClientRect().bottom + (frameWindow?.scrollY ?? 0) + below);
    frame.style.setProperty('height', `${height}px`);
  };
  resize();
  const Observer = frameWindow?.ResizeObserver ?? (typeof ResizeObserver === 'undefined' ? undefined : ResizeObserver);
  if (!Observer) return () => undefined;
  const observer = new Observer(resize);
  observer.observe(mount);
  return () => observer.disconnect();
}

/**
 * The isolated presentation of spec section 2: a same-origin frame whose content React renders
 * through a portal (one React tree, one store), resized to its content. Wrappers that read the
 * frame's `contentDocument` can, since it has no `src`. `title` names both the frame element and
 * its document; `lang` and `dir` are the form's.
 */
export function IsolatedFrame({
  title,
  lang,
  dir,
  themeCss,
  customCss,
  children,
}: {
  title: string;
  lang: string;
  dir: string;
  themeCss: string;
  customCss: string;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const node = prepareFrameDocument(frame, themeCss, customCss);
    if (!node) return undefined;
    setMount(node);
    return () => setMount(null);
  }, [themeCss, customCss]);
  // The frame's document in the form's language and named like the frame, so a screen reader
  // reads it in the right voice; again when a late catalogue renames it or the document is rewritten.
  useLayoutEffect(() => {
    if (!mount) return;
    const doc = mount.ownerDocument;
    Object.assign(doc.documentElement, { lang, dir });
    // The page's colour scheme, or a browser paints an opaque canvas behind a frame on a dark page.
    if (frameRef.current) doc.documentElement.style.setProperty('color-scheme', getComputedStyle(frameRef.current).colorScheme || '');
    doc.title = title;
  }, [mount, title, lang, dir]);
  // Sized once the form is in its document, before the page is painted: the page is laid out
  // with the frame at its height, not at the default height and then again.
  useLayoutEffect(() => (mount && frameRef.current ? followContentHeight(frameRef.current, mount) : undefined), [mount]);

  return (
    <>
      <iframe ref={frameRef} className="hs-form-iframe" title={title} scrolling="no" />
      {mount ? createPortal(children, mount) : null}
    </>
  );
}
