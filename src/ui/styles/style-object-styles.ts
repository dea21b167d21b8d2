import { SUBMIT_COLOR_RULE } from './submit-color-rule';

/**
 * Rules for the style object keys (spec section 3) that no base rule reads through `var()`.
 * Each applies only while the form carries the key's class, `hsf-{key}`, which is set with the
 * key's custom property (`ui/use-form-style.ts`): an unstyled form keeps inheriting its labels
 * and links from the page as before. `:where()` keeps them weak, so a site owner's own rules win;
 * the button's size needs the weight of the base rule it overrides. Its colour, the form's own
 * choice, must beat a theme's own button colour yet lose to the site owner's `css`: at the same
 * weight as both, it is in the base sheet and again after the theme's css, before the site owner's
 * (`embed/isolated-frame.tsx`, `embed/present-form.tsx`), so order decides. Sizes below the type scale's
 * floors (HubSpot's editor writes `submitSize: 12px` into every form) are raised to them, and the
 * alignment reads the direction-aware token of `core/style/design-tokens.ts`.
 */

export const STYLE_OBJECT_STYLES = `
:where(.hsf-label-text-color) .hs-form-field>label{color:var(--hsf-label-text-color)}
:where(.hsf-label-text-size) .hs-form-field>label{font-size:var(--hsf-label-text-size)}
:where(.hsf-legal-consent-text-color) .legal-consent-container{color:var(--hsf-legal-consent-text-color)}
:where(.hsf-submit-alignment) .hs_submit .actions{justify-content:var(--hsf-submit-justify,flex-start)}
.hsf-submit-size .hs-button{font-size:max(14px,var(--hsf-submit-size))}
${SUBMIT_COLOR_RULE}
:where(.hsf-link-color) a{color:var(--hsf-link-color)}
:where(.hsf-clicked-link-color) a:visited{color:var(--hsf-clicked-link-color)}
`;
