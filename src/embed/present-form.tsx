import { useLayoutEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import type { EmbedContext } from '../core/embed-context';
import type { FormDefinition } from '../core/form-definition';
import { shouldRenderInFrame } from '../core/frame-selection';
import { takesSiteLook } from '../core/style/site-look';
import { useFormView, useLanguageAttributes, useTranslator } from '../ui/form-store-context';
import { applyFormCss } from '../ui/styles/apply-form-css';
import { applyStyles } from '../ui/styles/apply-styles';
import { SUBMIT_COLOR_RULE } from '../ui/styles/submit-color-rule';
import { BaseStylesGate } from '../ui/styles/BaseStylesGate';
import { AdoptedFrame, IsolatedFrame } from './isolated-frame';
import { siteFontFaces } from './site-font-faces';

/** Where an in-page form sits: its document and its wrapper's id (`hbspt-form-{index}`). */
export interface PagePlace {
  doc: Document;
  wrapperId: string;
}

/** The isolated frame the loader made around the host's markup, and the mount React takes over. */
export interface AdoptedFramePlace {
  frame: HTMLIFrameElement;
  mount: HTMLElement;
}

/** Whether a loaded form shows in the isolated frame (`core/frame-selection.ts`). */
export function showsInFrame(context: EmbedContext, isShareablePage: boolean, definition: FormDefinition): boolean {
  return shouldRenderInFrame({
    definition,
    renderFrame: context.renderFrame,
    isInsideFrame: context.isInsideFrame,
    customCss: context.css,
    pageId: context.pageId,
    isShareablePage,
  });
}

/**
 * How a loaded form is shown (`core/frame-selection.ts` decides): in the page with the site
 * owner's and the theme's css scoped to its wrapper, or inside the isolated frame with both as
 * they are (the frame's document holds nothing else); either way only once the form's own
 * stylesheet (`embed-styles.js`) has arrived.
 */
export const formPresenter =
  (context: EmbedContext, isShareablePage: boolean, place: PagePlace) =>
  (definition: FormDefinition, form: ReactElement): ReactElement => (
    <BaseStylesGate doc={place.doc}>{presented(context, isShareablePage, place, definition, form)}</BaseStylesGate>
  );

/**
 * How a form the loader showed in its isolated frame is presented once React has it: as the host
 * rendered it, inside the frame (`take-over-prerendered.ts` has checked it is to be framed).
 */
export const adoptedFramePresenter =
  (adopted: AdoptedFramePlace) =>
  (_definition: FormDefinition, form: ReactElement): ReactElement => (
    <BaseStylesGate doc={adopted.mount.ownerDocument}>
      <TitledAdoptedFrame {...adopted}>{form}</TitledAdoptedFrame>
    </BaseStylesGate>
  );

function presented(context: EmbedContext, isShareablePage: boolean, place: PagePlace, definition: FormDefinition, form: ReactElement): ReactElement {
  // The `inherit` theme is the site's own look, in place of the named theme's css.
  const siteLook = takesSiteLook(context.theme, definition.themeName);
  const themeCss = siteLook ? '' : definition.themeCss;
  return showsInFrame(context, isShareablePage, definition) ? (
    <TitledFrame themeCss={themeCss} customCss={context.css.trim()} siteFonts={siteLook ? place.doc : undefined}>
      {form}
    </TitledFrame>
  ) : (
    <InPageStyles place={place} customCss={context.css} themeCss={themeCss}>
      {form}
    </InPageStyles>
  );
}

/** The site owner's and the theme's css, scoped to the form's wrapper, in place before the form is painted. */
function InPageStyles({ place, customCss, themeCss, children }: { place: PagePlace; customCss: string; themeCss: string; children: ReactNode }) {
  useLayoutEffect(() => {
    if (customCss.trim() === '' && themeCss.trim() === '') return;
    applyFormCss(place.doc, customCss, place.wrapperId, 'custom');
    applyFormCss(place.doc, themeCss, place.wrapperId, 'theme');
    // After the theme's css, at its weight: the style object's button colour beats it (style-object-styles.ts).
    if (themeCss.trim()) applyStyles(place.doc, `:where(#${place.wrapperId}) ${SUBMIT_COLOR_RULE}`, `style-over-theme-${place.wrapperId}`);
  }, [place, customCss, themeCss]);
  return children;
}

/**
 * The frame named in the form's language, its document in that language; for a form in the site's
 * look, with the page's `@font-face` rules for the site's font (`siteFonts`: the page's document).
 */
function TitledFrame({ siteFonts, ...props }: Omit<Parameters<typeof IsolatedFrame>[0], 'title' | 'lang' | 'dir' | 'siteFontCss'> & { siteFonts?: Document }) {
  const { siteLook } = useFormView();
  const siteFontCss = useMemo(() => (siteFonts ? siteFontFaces(siteFonts, siteLook.fontFamily) : ''), [siteFonts, siteLook.fontFamily]);
  return <IsolatedFrame {...props} siteFontCss={siteFontCss} title={useTranslator()('formTitle')} {...useLanguageAttributes()} />;
}

function TitledAdoptedFrame(props: Omit<Parameters<typeof AdoptedFrame>[0], 'title' | 'lang' | 'dir'>) {
  return <AdoptedFrame {...props} title={useTranslator()('formTitle')} {...useLanguageAttributes()} />;
}
