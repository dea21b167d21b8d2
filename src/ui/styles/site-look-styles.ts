/** The forms that wear a site's look: the `inherit` theme, the dark variant, or both. */
const LOOK = '.hs-form:is(.hs-form-look-inherit,.hs-form-look-dark)';

/**
 * The `inherit` and dark looks (`core/style/site-look.ts` chooses them and computes their colours,
 * already at AA contrast): the form on the site's background in the site's type, fields a shade off
 * that background with borders from the text colour, errors in a red that reads on it. Only forms
 * carrying `hs-form-look-inherit` or `hs-form-look-dark` match, so a default form on a light page
 * keeps its look; each rule is one class heavier than the base rule it replaces, so the rating
 * sheet's chosen states (heavier still) keep the accent and a site owner's `css` still wins.
 */
export const SITE_LOOK_STYLES = `
${LOOK}{background:var(--hsf-site-background)}
.hs-form.hs-form-look-inherit{font-size:var(--hsf-site-font-size,14px)}
.hs-form.hs-form-look-dark{color-scheme:dark}
${LOOK} .hs-input,${LOOK} .hs-rating-step,${LOOK} :is(.hs-info-msgs,.hs-form-retrying){color:var(--hsf-site-text)}
${LOOK} input.hs-input:not([type=checkbox]):not([type=radio]):not([type=file]),${LOOK} select.hs-input,${LOOK} textarea.hs-input,${LOOK} .hs-phone-country>span,${LOOK} .hs-file-pick>span,${LOOK} :is(.hs-rating-nps,.hs-rating-numbers) .hs-rating-step{background:var(--hsf-field-bg);border-color:var(--hsf-field-border);color:var(--hsf-site-text)}
${LOOK} .hs-input.hs-input[aria-invalid=true]:not([type=checkbox]):not([type=radio]):not([type=file]),${LOOK} .hs-file-pick>[aria-invalid=true]+span,${LOOK} .hs-error-summary{border-color:var(--hsf-error)}
${LOOK} .hs-input[aria-invalid=true]:is([type=checkbox],[type=radio]){box-shadow:0 0 0 2px var(--hsf-error)}
${LOOK} :is(.hs-error-msg,.hs-error-summary-list a){color:var(--hsf-error)}
${LOOK} .hs-button.hs-previous{background:var(--hsf-field-bg)}
${LOOK} .hs-form-progress-bar{background:var(--hsf-field-border)}
.submitted-message:is(.hs-form-look-inherit,.hs-form-look-dark){background:var(--hsf-field-bg)}
`;
