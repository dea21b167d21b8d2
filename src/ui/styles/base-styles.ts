import { ACCENT } from './accent';
import { FAR_ROW_STYLES } from './far-rows';

/**
 * The embed's own stylesheet: a plain, readable default that site owners' CSS (written for the
 * well-known class names) can override. Shipped in `embed-styles.js` (fetched with the definition;
 * a form waits for it, `BaseStylesGate`) and applied once per document by `ui/styles/apply-styles.ts`,
 * scoped to the forms' wrappers (`BASE_SCOPE`). What shows before it arrives is in `shell-styles.ts`.
 * Style object keys (spec section 3) reach it as `var(--hsf-…, default)`; an inherited property
 * reads `var(--hsf-…)` alone, which inherits when the key is not set (see also
 * `style-object-styles.ts`). The design tokens (`--hsf-accent`, `--hsf-accent-text`,
 * `--hsf-submit-justify`, `core/style/design-tokens.ts`) are set on every form; spacing uses the
 * scale `--hsf-space-1…5` (4, 8, 12, 16, 24 px) declared on `.hs-form`.
 */
export const BASE_STYLES = `
.submitted-message{font-family:var(--hsf-font-family);color:var(--hsf-thank-you-text-color,#33475b);font-size:var(--hsf-thank-you-text-size,18px);line-height:1.4;max-width:var(--hsf-background-width,500px);box-sizing:border-box;display:flex;gap:12px;padding:20px;border-inline-start:4px solid ${ACCENT};border-radius:3px;background:#f5f8fa}
.submitted-message>svg{flex:none;width:28px;height:28px;color:${ACCENT}}
.submitted-message>div :first-child{margin-top:0}.submitted-message>div :last-child{margin-bottom:0}
.submitted-message:focus{outline:none}
.hs-form-extra{position:absolute!important;top:-10000px;inset-inline-start:0;width:1px;height:1px;overflow:hidden}
.hs-form{font-family:var(--hsf-font-family);color:var(--hsf-label-text-color,#33475b);font-size:14px;line-height:1.4;overflow-wrap:anywhere;accent-color:${ACCENT};--hsf-space-1:4px;--hsf-space-2:8px;--hsf-space-3:12px;--hsf-space-4:16px;--hsf-space-5:24px}
:where(.hs-form) a{color:var(--hsf-link-color,${ACCENT})}
.hs-form fieldset{border:0;margin:0;padding:0;max-width:var(--hsf-background-width,500px);display:flex;flex-wrap:wrap;gap:0 16px}
${FAR_ROW_STYLES}
.hs-form fieldset>.hs-richtext{flex:1 1 100%}
.hs-form fieldset>.field,.hs-form fieldset>.hs-dependent-field{flex:1 1 100%;min-width:0}
.hs-form fieldset.form-columns-2>.field,.hs-form fieldset.form-columns-2>.hs-dependent-field{flex-basis:calc(50% - 8px)}
.hs-form fieldset.form-columns-3>.field,.hs-form fieldset.form-columns-3>.hs-dependent-field{flex-basis:calc(33.33% - 11px)}
@media (max-width:480px){.hs-form-responsive fieldset>.field,.hs-form-responsive fieldset>.hs-dependent-field{flex-basis:100%!important}}
@supports (grid-template-rows:subgrid){.hs-form :is(.form-columns-2,.form-columns-3){display:grid;grid-template-columns:repeat(2,minmax(0,1fr))}.hs-form .form-columns-3{grid-template-columns:repeat(3,minmax(0,1fr))}.hs-form :is(.form-columns-2,.form-columns-3)>.hs-richtext{grid-column:1/-1}.hs-form :is(.form-columns-2,.form-columns-3)>.field{grid-row:span 4;display:grid;grid-template-rows:subgrid}.hs-form .field>.hs-field-desc{grid-row:2}.hs-form .field>.input{grid-row:3}.hs-form .field>.hs-field-messages{grid-row:4}@media (max-width:480px){.hs-form-responsive :is(.form-columns-2,.form-columns-3){grid-template-columns:minmax(0,1fr)}}}
.hs-form .hs-form-field{margin-bottom:var(--hsf-space-4)}
.hs-form .hs-form-field>label{display:block;font-weight:600;margin-bottom:var(--hsf-space-1)}
.hs-form .hs-form-required{color:inherit;margin-inline-start:2px}
.hs-form .hs-field-desc{color:var(--hsf-help-text-color,#516f90);font-size:max(13px,var(--hsf-help-text-size,13px));margin:0 0 var(--hsf-space-2);padding:0}
.hs-form .hs-input{box-sizing:border-box;font:inherit;color:#33475b}
.hs-form input.hs-input:not([type=checkbox]):not([type=radio]):not([type=file]),.hs-form select.hs-input,.hs-form textarea.hs-input{width:100%;min-height:36px;padding:6px 10px;border:1px solid #cbd6e2;border-radius:3px;background:#f5f8fa}
.hs-form textarea.hs-input{min-height:80px;resize:vertical}
.hs-form .hs-input:focus{outline:2px solid ${ACCENT};outline-offset:1px}
@media (max-width:480px){.hs-form .hs-input{font-size:16px}}
.hs-form .hs-input.hs-input[aria-invalid=true]:not([type=checkbox]):not([type=radio]):not([type=file]){border-color:#d0021b}
.hs-form .hs-input[aria-invalid=true]:is([type=checkbox],[type=radio]){box-shadow:0 0 0 2px #d0021b}
.hs-form .inputs-list{list-style:none;margin:0;padding:0}
.hs-form .inputs-list label{display:flex;gap:8px;align-items:flex-start;font-weight:400;margin:4px 0;min-height:24px}
.hs-form .inputs-list input.hs-input{width:18px;height:18px;flex:none;margin:calc(.7em - 9px) 0 0}
.hs-form .inputs-list label p{margin:0}
.hs-form .inputs-list label p:last-child{display:inline}
.hs-form .hs-fieldtype-intl-phone{display:flex;flex-wrap:wrap;gap:4px}
.hs-form .hs-fieldtype-intl-phone>input{flex:1 1 8em;min-width:0}
.hs-form .hs-phone-country{position:relative;display:flex}
.hs-form .hs-phone-country>select.hs-input{position:absolute;inset:0;opacity:0}
.hs-form .hs-phone-country>span{display:flex;align-items:center;gap:6px;box-sizing:border-box;min-height:36px;padding-inline:10px 8px;border:1px solid #cbd6e2;border-radius:3px;background:#f5f8fa;color:#33475b;white-space:nowrap}
.hs-form .hs-phone-country>span:after{content:"▾"}
.hs-form[dir=rtl] input[type=tel]{text-align:right}
:is(.hs-form,.submitted-message) [dir=auto]{text-align:-webkit-match-parent;text-align:match-parent}
.hs-form ::placeholder{unicode-bidi:plaintext;text-align:-webkit-match-parent;text-align:match-parent}
.hs-form .hs-phone-country:focus-within>span{outline:2px solid ${ACCENT};outline-offset:1px}
.hs-form .hs-file{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px}
.hs-form .hs-file>button{min-height:24px}
.hs-form .hs-file-pick{position:relative;display:flex}
.hs-form .hs-file-pick>input{position:absolute;inset:0;width:100%;opacity:0;cursor:pointer}
.hs-form .hs-file-pick>span{display:flex;align-items:center;box-sizing:border-box;min-height:36px;padding:0 14px;border:1px solid #cbd6e2;border-radius:3px;background:#f5f8fa;font-weight:600}
.hs-form .hs-file-pick>:focus+span{outline:2px solid ${ACCENT};outline-offset:1px}
.hs-form .hs-file-pick>[aria-invalid=true]+span{border-color:#d0021b}
.hs-form .hs-error-msgs{list-style:none;margin:var(--hsf-space-1) 0 0;padding:0}
.hs-form .hs-error-msg{color:#d0021b;font-size:13px}
.hs-form .hs-form-link-button{background:none;border:0;padding:0;margin:0;font:inherit;color:var(--hsf-link-color,${ACCENT});text-decoration:underline;cursor:pointer;text-align:start}
.hs-form .hs-form-link-button:focus-visible{outline:2px solid ${ACCENT};outline-offset:2px}
.hs-form .hs-form-cookie-reset{margin:0 0 12px;font-size:13px}
.hs-form .hs-error-summary{box-sizing:border-box;max-width:var(--hsf-background-width,500px);border:3px solid #d0021b;border-radius:3px;padding:12px 16px;margin:6px 6px 16px;scroll-margin-top:8px}
.hs-form .hs-error-summary:focus{outline:3px solid ${ACCENT};outline-offset:2px}
.hs-form .hs-error-summary-title{font-size:16px;line-height:1.3;margin:0 0 8px}
.hs-form .hs-error-summary-list{margin:0;padding:0;padding-inline-start:18px}
.hs-form .hs-error-summary-list li{margin:4px 0}
.hs-form .hs-error-summary-list a{display:block;padding:2px 0;line-height:20px;color:#b3001b;font-weight:600}
.hs-form .hs-info-msgs{list-style:none;margin:var(--hsf-space-1) 0 0;padding:0;color:#506e91;font-size:13px}
.hs-form .hs-dependent-field{display:block}
.hs-form .legal-consent-container{max-width:var(--hsf-background-width,500px);font-size:var(--hsf-legal-consent-text-size,12px);margin:8px 0}
.hs-form .hs-richtext img{max-width:100%;height:auto}
.hs-form .hs_submit .actions{display:flex;gap:var(--hsf-space-2);margin-top:var(--hsf-space-2)}
.hs-form .hs-button{cursor:pointer;font:inherit;font-weight:600;padding:10px 22px;border-radius:3px;border:1px solid ${ACCENT};background:${ACCENT};color:var(--hsf-accent-text,#fff)}
.hs-form .hs-button:focus-visible{outline:2px solid ${ACCENT};outline-offset:2px}
.hs-form .hs-button.hs-previous{background:#fff;color:${ACCENT}}
/* A form whose runtime never arrived (loader/unfinished-form.ts): its buttons look as unusable as they are, under the message saying why. */
.hs-form .hs-button:disabled{opacity:.5;cursor:not-allowed}
.hs-form .hs-form-unfinished{max-width:none;margin:0 0 16px}
.hs-form .hs-form-messages{list-style:none;margin:8px 0 0;padding:0;max-width:var(--hsf-background-width,500px)}
.hs-form .hs-form-messages .hs-error-msg{color:#d0021b;font-size:14px}
.hs-form .hs-form-retrying{color:#516f90;font-size:13px}
.hs-form .hs-form-progress{max-width:var(--hsf-background-width,500px);margin:8px 0 12px}
.hs-form .hs-form-progress-bar{height:6px;margin-top:4px;border-radius:3px;background:#dfe3eb;overflow:hidden}
.hs-form .hs-form-progress-bar>span{display:block;height:100%;background:${ACCENT}}
.hs-form .hs-form-branding{font-size:12px;margin-top:12px}
/* Touch targets: at least 44 px high on a phone or under a finger, 24 px anywhere else (the rating steps' own are in rating-styles.ts); a choice row's label is its target. */
@media (pointer:coarse),(max-width:480px){.hs-form input.hs-input:not([type=checkbox]):not([type=radio]):not([type=file]),.hs-form select.hs-input,.hs-form .hs-phone-country>span,.hs-form .hs-file-pick>span,.hs-form .hs-file>button,.hs-form .hs-button{min-height:44px}.hs-form .inputs-list:not(.hs-rating) label{box-sizing:border-box;min-height:44px;margin:0;padding-block:calc((44px - 1.4em) / 2)}}
`;
