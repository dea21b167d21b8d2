/**
 * The style object's button colour (the accent), on the primary button only: in the base sheet
 * (`style-object-styles.ts`) and again after a theme's css (the isolated frame's document, a themed
 * form in the page), so that it beats the theme's own button colour.
 */
export const SUBMIT_COLOR_RULE =
  '.hsf-submit-color .hs-button:where(:not(.hs-previous)){border-color:var(--hsf-accent);background:var(--hsf-accent);color:var(--hsf-accent-text)}';
