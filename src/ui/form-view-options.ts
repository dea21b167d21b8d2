import type { FormStyle } from '../core/form-definition';
import type { SiteLook } from '../core/style/site-look';

/** Site-owner settings the UI needs, read once at mount by the embed bridge. */
export interface FormViewOptions {
  /** `{guid}_{instance}`: the suffix that keeps ids unique per instance. Guid filled in at render. */
  instanceKey: string;
  cssClass: string;
  cssRequired: string;
  errorClass: string;
  errorMessageClass: string;
  submitButtonClass: string;
  /** The site owner's `style` option (spec section 3), values checked. */
  style: FormStyle;
  /** The site owner's `theme` option or the container's `data-theme` ('' or `inherit`). */
  theme: string;
  /** The look of the page around the form, read once at mount (`embed/read-site-look.ts`). */
  siteLook: SiteLook;
  /** `isMobileResponsive` (default true): columns become one under a narrow width. */
  mobileResponsive: boolean;
  /** Where a web font's stylesheet comes from (`hosts.fonts`). */
  fontsHost: string;
  /** `embed.js`'s CSP nonce, for the stylesheet links the form adds. */
  nonce: string;
  /** Site owner's thank-you HTML (`rawInlineMessage`, else `inlineMessage`); '' to use the host's or the definition's. */
  inlineMessage: string;
  /** `isEnterSubmitDisabled`: Enter in a field does not submit. */
  enterSubmitDisabled: boolean;
  /** Site owner's submit text; '' to use the definition's, then the catalogue's. */
  submitText: string;
  /** JSON of the hidden `hs_context` field for the visitor's tracking id (empty after a cookie reset). */
  hsContext: (hutk: string) => string;
  /** True inside a CMS module embed: no branding link, no progress bar. */
  isCmsModule: boolean;
  /** Where the free-plan branding link leads. */
  brandingUrl: string;
}
