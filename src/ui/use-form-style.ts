import { useEffect, useMemo, type CSSProperties, type RefObject } from 'react';
import type { FormDefinition } from '../core/form-definition';
import { designTokens } from '../core/style/design-tokens';
import { resolveFormStyle } from '../core/style/resolve-form-style';
import { takesSiteLook, UNKNOWN_SITE_LOOK, type FormSiteLook } from '../core/style/site-look';
import { styleProperties } from '../core/style/style-properties';
import { useFormView } from './form-store-context';
import { useServerRender } from './server-render';
import { useChunk } from './use-chunk';
import { loadFontStylesheet } from './styles/load-font-stylesheet';

const NO_LOOK: FormSiteLook = { className: '', tokens: {} };

export interface FormLook {
  /** The style object and the design tokens (`designTokens`) as custom properties, set through the CSSOM (allowed under a strict CSP). */
  style: CSSProperties;
  /** `hsf-{key}` for each key set, the switches of `STYLE_OBJECT_STYLES`. */
  className: string;
}

/**
 * The style of a form's root element (the form, later its thank-you): the definition's style and
 * the site owner's `style` option (`resolveFormStyle`), and the look of the site around it where it
 * takes it on (the `inherit` theme) or sits on a dark background (`siteLookTokens`). A web font's
 * stylesheet is added to the document `rootRef` renders in, the page or the isolated frame, after the first render.
 */
export function useFormStyle(definition: FormDefinition, rootRef: RefObject<HTMLElement | null>): FormLook {
  const view = useFormView();
  const style = useMemo(() => resolveFormStyle(definition, view.style), [definition, view.style]);
  const properties = useMemo(() => styleProperties(style), [style]);
  const inherit = takesSiteLook(view.theme, definition.themeName);
  // Computed by `embed-styles.js`, which the form waits for; should it fail, the form shows unstyled anyway.
  const styles = useChunk('styles');
  // Rendered first as the host rendered it, which cannot see the page around the form: the page's
  // look follows in the next render (the loader showed the markup with it already).
  const siteLook = useServerRender() ? UNKNOWN_SITE_LOOK : view.siteLook;
  const site = useMemo(() => styles?.siteLookTokens(siteLook, inherit, style) ?? NO_LOOK, [styles, siteLook, inherit, style]);
  // The site's look replaces the definition's colours and font (the dark look, those that do not
  // read on it); the site owner's own `style` option wins over both.
  const overrides = useMemo(() => (site.className ? { ...site.tokens, ...styleProperties(view.style) } : {}), [site, view.style]);
  // With the site's look the button takes the site's link colour, unless the site owner's own `style` option sets its colours.
  const tokens = useMemo(
    () => designTokens(inherit ? { ...style, submitColor: view.style.submitColor, submitFontColor: view.style.submitFontColor } : style, site.accent),
    [inherit, style, view.style, site.accent],
  );
  const fontFamily = site.tokens['--hsf-font-family'] ? undefined : properties['--hsf-font-family'];
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (doc && fontFamily) loadFontStylesheet(doc, view.fontsHost, fontFamily, view.nonce);
  }, [rootRef, fontFamily, view.fontsHost, view.nonce]);
  return {
    style: { ...properties, ...overrides, ...tokens } as CSSProperties,
    className: [...Object.keys(properties).map((name) => name.slice(2)), site.className].join(' ').trim(),
  };
}
