import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { applyStyles } from '../ui/styles/apply-styles';
import { followContentHeight, nameFrameDocument, prepareFrameDocument } from './frame-document';

interface FrameNaming {
  /** Names both the frame element and its document. */
  title: string;
  /** The form's language and direction, for the frame's document. */
  lang: string;
  dir: string;
}

/**
 * The isolated presentation of spec section 2: a same-origin frame whose content React renders
 * through a portal (one React tree, one store), resized to its content. Wrappers that read the
 * frame's `contentDocument` can, since it has no `src`.
 */
export function IsolatedFrame({
  title,
  lang,
  dir,
  themeCss,
  customCss,
  siteFontCss = '',
  children,
}: FrameNaming & { themeCss: string; customCss: string; /** The page's `@font-face` rules a form in the site's look needs (`site-font-faces.ts`). */ siteFontCss?: string; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const node = prepareFrameDocument(frame, themeCss, customCss);
    if (!node) return undefined;
    if (siteFontCss) applyStyles(node.ownerDocument, siteFontCss, 'site-fonts');
    setMount(node);
    return () => setMount(null);
  }, [themeCss, customCss, siteFontCss]);
  // Again when a late catalogue renames it or the document is rewritten.
  useLayoutEffect(() => {
    if (mount && frameRef.current) nameFrameDocument(frameRef.current, mount, { title, lang, dir });
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

/**
 * The isolated frame the loader made around the host's markup (`loader/insert-prerendered.ts`),
 * taken over in place: React's root is the frame's mount, so the form is rendered here as it is,
 * and only the frame's naming and height are kept up: the loader made it as tall as the markup.
 */
export function AdoptedFrame({ frame, mount, title, lang, dir, children }: FrameNaming & { frame: HTMLIFrameElement; mount: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => nameFrameDocument(frame, mount, { title, lang, dir }), [frame, mount, title, lang, dir]);
  useLayoutEffect(() => followContentHeight(frame, mount, false), [frame, mount]);
  return <>{children}</>;
}
