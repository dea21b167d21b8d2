/**
 * The embed's own stylesheet: a plain, readable default that site owners' CSS (written for the
 * well-known class names) can override. Applied once per document by `ui/styles/apply-styles.ts`,
 * scoped to the forms' wrappers (`BASE_SCOPE`). Style object keys (spec section 3) reach it as
 * `var(--hsf-…, default)`; an inherited property reads `var(--hsf-…)` alone, which inherits when
 * the key is not set (see also `style-object-styles.ts`).
 */
export const BASE_STYLES = `
.hbspt-form{display:block;max-width:100%}
.hs-form-iframe{display:block;width:100%;border:0;padding:0;box-sizing:content-box;overflow:hidden;min-height:1px}
.submitted-message{font-family:var(--hsf-font-family);color:var(--hsf-thank-you-text-color,#33475b);font-size:var(--hsf-thank-you-text-size,14px);line-height:1.4;max-width:var(--hsf-background-width,500px)}
.submitted-message:focus{outline:none}
.hs-form-loading{min-height:160px;border-radius:4px;background:linear-gradient(90deg,#f2f4f7,#e7eaf0,#f2f4f7);background-size:200% 100%;animation:hs-form-shimmer 1.2s ease-in-out infinite}
@keyframes hs-form-shimmer{0%{background-position:100% 0}100%{background-position:-100% 0}}
@media (prefers-reduced-motion:reduce){.hs-form-loading{animation:none}}
.hs-visually-hidden,.hs-label-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.hs-form-extra{position:absolute!important;top:-10000px;inset-inline-start:0;width:1px;height:1px;overflow:hidden}
.hs-form{font-family:var(--hsf-font-family);color:#33475b;font-size:14px;line-height:1.4}
.hs-form fieldset{border:0;margin:0;padding:0;max-width:var(--hsf-background-width,500px);display:flex;flex-wrap:wrap;gap:0 16px}
.hs-form fieldset>.hs-richtext{flex:1 1 100%}
.hs-form fieldset>.field,.hs-form fieldset>.hs-dependent-field{flex:1 1 100%;min-width:0}
.hs-form fieldset.form-columns-2>.field,.hs-form fieldset.form-columns-2>.hs-dependent-field{flex-basis:calc(50% - 8px)}
.hs-form fieldset.form-columns-3>.field,.hs-form fieldset.form-columns-3>.hs-dependent-field{flex-basis:calc(33.33% - 11px)}
@media (max-width:480px){.hs-form-responsive fieldset>.field,.hs-form-responsive fieldset>.hs-dependent-field{flex-basis:100%!important}}
@supports (grid-template-rows:subgrid){.hs-form :is(.form-columns-2,.form-columns-3){display:grid;grid-template-columns:repeat(2,minmax(0,1fr))}.hs-form .form-columns-3{grid-template-columns:repeat(3,minmax(0,1fr))}.hs-form :is(.form-columns-2,.form-columns-3)>.hs-richtext{grid-column:1/-1}.hs-form :is(.form-columns-2,.form-columns-3)>.field{grid-row:span 4;display:grid;grid-template-rows:subgrid}.hs-form .field>.hs-field-desc{grid-row:2}.hs-form .field>.input{grid-row:3}.hs-form .field>.hs-field-messages{grid-row:4}@media (max-width:480px){.hs-form-responsive :is(.form-columns-2,.form-columns-3){grid-template-columns:minmax(0,1fr)}}}
.hs-form .hs-form-field{margin-bottom:14px}
.hs-form .hs-form-field>label{display:block;font-weight:600;margin-bottom:4px}
.hs-form .hs-form-required{color:#d0021b;margin-inline-start:2px}
.hs-form .hs-field-desc{color:var(--hsf-help-text-color,#516f90);font-size:var(--hsf-help-text-size,12px);margin:0 0 6px;padding:0}
.hs-form .hs-input{box-sizing:border-box;font:inherit;color:inherit}
.hs-form input.hs-input:not([type=checkbox]):not([type=radio]):not([type=file]),.hs-form select.hs-input,.hs-form textarea.hs-input{width:100%;min-height:36px;padding:6px 10px;border:1px solid #cbd6e2;border-radius:3px;background:#f5f8fa}
.hs-form textarea.hs-input{min-height:80px;resize:vertical}
.hs-form .hs-input:focus{outline:2px solid #0091ae;outline-offset:1px}
.hs-form .hs-input.hs-input[aria-invalid=true]:not([type=checkbox]):not([type=radio]):not([type=file]){border-color:#d0021b}
.hs-form .inputs-list{list-style:none;margin:0;padding:0}
.hs-form .inputs-list label{display:flex;gap:8px;align-items:flex-start;font-weight:400;margin:4px 0;min-height:24px}
.hs-form .inputs-list input.hs-input{width:18px;height:18px;flex:none;margin:calc(.7em - 9px) 0 0}
.hs-form .inputs-list label p{margin:0}
.hs-form .inputs-list label p:last-child{display:inline}
.hs-form .hs-fieldtype-intl-phone{display:flex;flex-wrap:wrap;gap:4px}
.hs-form .hs-fieldtype-intl-phone>input{flex:1 1 8em;min-width:0}
.hs-form .hs-phone-country{position:relative;display:flex}
.hs-form .hs-phone-country>select.hs-input{position:absolute;inset:0;opacity:0}
.hs-form .hs-phone-country>span{display:flex;align-items:center;gap:6px;box-sizing:border-box;min-height:36px;padding:0 8px 0 10px;border:1px solid #cbd6e2;border-radius:3px;background:#f5f8fa;white-space:nowrap}
.hs-form .hs-phone-country>span:after{content:"▾"}
.hs-form .hs-phone-country:focus-within>span{outline:2px solid #0091ae;outline-offset:1px}
.hs-form .hs-error-msgs{list-style:none;margin:4px 0 0;padding:0}
.hs-form .hs-error-msg{color:#d0021b;font-size:13px}
.hs-form .hs-form-link-button{background:none;border:0;padding:0;margin:0;font:inherit;color:var(--hsf-link-color,#0073aa);text-decoration:underline;cursor:pointer;text-align:start}
.hs-form .hs-form-link-button:focus-visible{outline:2px solid #0091ae;outline-offset:2px}
.hs-form .hs-form-cookie-reset{margin:0 0 12px;font-size:13px}
.hs-form .hs-error-summary{box-sizing:border-box;max-width:var(--hsf-background-width,500px);border:3px solid #d0021b;border-radius:3px;padding:12px 16px;margin:0 0 16px}
.hs-form .hs-error-summary:focus{outline:3px solid #0091ae;outline-offset:-7px}
.hs-form .hs-error-summary-title{font-size:16px;line-height:1.3;margin:0 0 8px}
.hs-form .hs-error-summary-list{margin:0;padding:0 0 0 18px}
.hs-form .hs-error-summary-list li{margin:4px 0}
.hs-form .hs-error-summary-list a{display:block;padding:2px 0;line-height:20px;color:#b3001b;font-weight:600}
.hs-form .hs-info-msgs{list-style:none;margin:4px 0 0;padding:0;color:#506e91;font-size:13px}
.hs-form .hs-dependent-field{display:block}
.hs-form .legal-consent-container{max-width:var(--hsf-background-width,500px);font-size:var(--hsf-legal-consent-text-size,12px);margin:8px 0}
.hs-form .hs-richtext img{max-width:100%;height:auto}
.hs-form .hs_submit .actions{display:flex;gap:8px;margin-top:8px}
.hs-form .hs-button{cursor:pointer;font:inherit;font-weight:600;padding:10px 22px;border-radius:3px;border:1px solid var(--hsf-submit-color,#c8401f);background:var(--hsf-submit-color,#c8401f);color:var(--hsf-submit-font-color,#fff)}
.hs-form .hs-button.hs-previous{background:#fff;color:var(--hsf-submit-color,#c8401f)}
.hs-form .hs-form-messages{list-style:none;margin:8px 0 0;padding:0;max-width:var(--hsf-background-width,500px)}
.hs-form .hs-form-messages .hs-error-msg{color:#d0021b;font-size:14px}
.hs-form .hs-form-retrying{color:#516f90;font-size:13px}
.hs-form .hs-form-progress{font-size:12px;color:#516f90;margin:8px 0}
.hs-form .hs-form-branding{font-size:12px;margin-top:12px}
.hs-form-missing{border:1px dashed #cbd6e2;border-radius:4px;padding:16px;color:#33475b;font-size:14px;max-width:500px}
.hs-form-missing-title{font-weight:600;margin:0 0 4px}
.hs-form-missing-message{margin:0}
`;
