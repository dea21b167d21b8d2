import { createWireReader, isRecord } from '../core/definition/wire-reader';
import { normalizeGlobalStyle, normalizeStyle } from '../core/definition/normalize-style';
import { DEFAULT_EMBED_VERSION, DEFAULT_THEME } from '../core/definition/presentation-defaults';
import { shouldRenderInFrame } from '../core/frame-selection';
import { takesSiteLook } from '../core/style/site-look';
import { designTokens } from '../core/style/design-tokens';
import { resolveFormStyle } from '../core/style/resolve-form-style';
import { styleProperties } from '../core/style/style-properties';

/** The options that decide where a form shows. */
export interface PlacementOptions {
  renderFrame: boolean | undefined;
  isInsideFrame: boolean;
  pageId: string;
}

/** How the host's markup for a form is to be shown, read from the definition that came with it. */
export interface PrerenderedLook {
  /** The form shows in the page with nothing but the embed's stylesheet: the markup can be used as it is. */
  usable: boolean;
  /** The style tokens of the form's root element (as `ui/use-form-style.ts` sets them), to set through the CSSOM. */
  properties: Record<string, string>;
}

const NOT_USABLE: PrerenderedLook = { usable: false, properties: {} };

/**
 * Reads the few parts of a wire definition (`{ form, globalStyle, scopes, themeCss, … }`) the
 * markup's first paint depends on. A form that shows in the isolated frame, or carries a theme's
 * css (scoped by `embed-calls.js`), is left to the runtime: the loader shows only in-page forms
 * styled by the embed's own stylesheet and the form's style tokens.
 */
export function prerenderedLook(wire: unknown, placement: PlacementOptions): PrerenderedLook {
  if (!isRecord(wire) || !isRecord(wire.form)) return NOT_USABLE;
  const { form } = wire;
  const reader = createWireReader();
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
    // Unknown here; on a shareable page the form would show in the page: left to the runtime.
    isShareablePage: false,
  });
  // The `inherit` theme reads the page around the form, which the host cannot see.
  if (framed || text(wire.themeCss) !== '' || takesSiteLook('', text(form.themeName))) return NOT_USABLE;
  const style = resolveFormStyle(
    {
      style: normalizeStyle(form.style, 'form.style', reader),
      globalStyle: normalizeGlobalStyle(wire.globalStyle, 'globalStyle', reader),
      scopes: { customStyleAccess: scopes.customStyleAccess === true, renderShell: false, noBranding: true, rawHtmlAccess: false },
    },
    {},
  );
  return { usable: true, properties: { ...styleProperties(style), ...designTokens(style) } };
}
