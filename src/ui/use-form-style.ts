import { useEffect, useMemo, type CSSProperties, type RefObject } from 'react';
import type { FormDefinition } from '../core/form-definition';
import { designTokens } from '../core/style/design-tokens';
import { resolveFormStyle } from '../core/style/resolve-form-style';
import { styleProperties } from '../core/style/style-properties';
import { useFormView } from './form-store-context';
import { useChunk } from './use-chunk';

export interface FormLook {
  /** The style object and the design tokens (`designTokens`) as custom properties, set through the CSSOM (allowed under a strict CSP). */
  style: CSSProperties;
  /** `hsf-{key}` for each key set, the switches of `STYLE_OBJECT_STYLES`. */
  className: string;
}

/**
 * The style of a form's root element (the form, later its thank-you): the definition's style and
 * the site owner's `style` option (`resolveFormStyle`). A web font's stylesheet is added to the
 * document `rootRef` renders in, the page or the isolated frame, after the first render, by
 * `embed-calls.js` (which every form loads alongside its definition).
 */
export function useFormStyle(definition: FormDefinition, rootRef: RefObject<HTMLElement | null>): FormLook {
  const view = useFormView();
  const calls = useChunk('calls');
  const style = useMemo(() => resolveFormStyle(definition, view.style), [definition, view.style]);
  const properties = useMemo(() => styleProperties(style), [style]);
  const tokens = useMemo(() => designTokens(style), [style]);
  const fontFamily = properties['--hsf-font-family'];
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (doc && fontFamily && calls) calls.loadFontStylesheet(doc, view.fontsHost, fontFamily, view.nonce);
  }, [rootRef, calls, fontFamily, view.fontsHost, view.nonce]);
  return {
    style: { ...properties, ...tokens } as CSSProperties,
    className: Object.keys(properties).map((name) => name.slice(2)).join(' '),
  };
}
