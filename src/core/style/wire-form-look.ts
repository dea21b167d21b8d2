import { createWireReader, isRecord, recordIn } from '../definition/wire-reader';
import { normalizeGlobalStyle, normalizeStyle } from '../definition/normalize-style';
import { designTokens } from './design-tokens';
import { resolveFormStyle } from './resolve-form-style';
import { siteLookTokens, type SiteLook } from './site-look';
import { styleProperties } from './style-properties';

/** The style tokens and classes of a form's root element the host's markup leaves to the page. */
export interface WireFormLook {
  /** Custom properties, to set through the CSSOM (a strict-CSP page refuses `style` attributes). */
  properties: Record<string, string>;
  /** Classes the host could not know (the dark look of the page around the form). */
  className: string;
}

/**
 * The look of a form's root element, as `ui/use-form-style.ts` gives it, read from a wire
 * definition (`{ form, globalStyle, scopes, … }`) and the page around the form: for the host's
 * markup shown before the runtime has arrived (the loader reads this from `embed-styles.js`,
 * which the markup waits for anyway). Not for the `inherit` theme, whose markup the runtime renders.
 */
export function wireFormLook(wire: unknown, page: SiteLook): WireFormLook {
  const form = recordIn(wire, 'form');
  const scopes = recordIn(wire, 'scopes');
  const reader = createWireReader();
  const style = resolveFormStyle(
    {
      style: normalizeStyle(form.style, 'form.style', reader),
      globalStyle: normalizeGlobalStyle(isRecord(wire) ? wire.globalStyle : undefined, 'globalStyle', reader),
      scopes: { customStyleAccess: scopes.customStyleAccess === true, renderShell: false, noBranding: true, rawHtmlAccess: false },
    },
    {},
  );
  // As `ui/use-form-style.ts` combines them: on a dark page, the site's tokens and class.
  const site = siteLookTokens(page, false, style);
  return {
    properties: { ...styleProperties(style), ...(site.className ? site.tokens : {}), ...designTokens(style, site.accent) },
    className: site.className,
  };
}
