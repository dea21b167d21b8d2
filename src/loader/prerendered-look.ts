import { isRecord } from '../core/definition/wire-reader';
import { DEFAULT_EMBED_VERSION, DEFAULT_THEME } from '../core/definition/presentation-defaults';
import { shouldRenderInFrame } from '../core/frame-selection';
import { takesSiteLook } from '../core/style/site-look';

/** The options that decide where a form shows. */
export interface PlacementOptions {
  renderFrame: boolean | undefined;
  isInsideFrame: boolean;
  pageId: string;
  isShareablePage: boolean;
}

/** How the host's markup for a form is to be shown, read from the definition that came with it. */
export interface PrerenderedLook {
  /** The markup can be used as it is: in the isolated frame, or in the page with nothing but the embed's stylesheet. */
  usable: boolean;
  /** The form shows in the isolated frame. */
  framed: boolean;
  /** The theme's css, for the frame's document. */
  themeCss: string;
}

const NOT_USABLE: PrerenderedLook = { usable: false, framed: false, themeCss: '' };

/**
 * Reads the few parts of a wire definition (`{ form, scopes, themeCss, … }`) where the markup
 * shows depends on. A form shown in the page with a theme's css (which the runtime scopes to
 * its wrapper) is left to the runtime; in the isolated frame the theme's css applies as it is.
 * (Its style tokens come from `embed-styles.js`: `core/style/wire-form-look.ts`.)
 */
export function prerenderedLook(wire: unknown, placement: PlacementOptions): PrerenderedLook {
  if (!isRecord(wire) || !isRecord(wire.form)) return NOT_USABLE;
  const { form } = wire;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const scopes = isRecord(wire.scopes) ? wire.scopes : {};
  const framed = shouldRenderInFrame({
    definition: {
      themeName: text(form.themeName) || DEFAULT_THEME,
      embedVersion: text(form.embedVersion) || DEFAULT_EMBED_VERSION,
      scopes: { renderShell: scopes.renderShell === true, noBranding: true, rawHtmlAccess: false, customStyleAccess: false },
    },
    renderFrame: placement.renderFrame,
    isInsideFrame: placement.isInsideFrame,
    customCss: '',
    pageId: placement.pageId,
    isShareablePage: placement.isShareablePage,
  });
  const themeCss = text(wire.themeCss);
  // The `inherit` theme reads the page around the form, which the host cannot see.
  if ((!framed && themeCss !== '') || takesSiteLook('', text(form.themeName))) return NOT_USABLE;
  return { usable: true, framed, themeCss: framed ? themeCss : '' };
}
