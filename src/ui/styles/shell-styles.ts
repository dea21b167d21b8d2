/**
 * What embed.js itself styles: the wrapper, the frame element, the loading placeholder, the
 * missing-form panel and the visually hidden text they use. These show before `embed-styles.js`
 * (the form's own stylesheet, `base-styles.ts`) has arrived, or when the definition never does.
 */
export const SHELL_STYLES = `
.hbspt-form{display:block;max-width:100%}
.hs-form-iframe{display:block;width:100%;border:0;padding:0;box-sizing:content-box;overflow:hidden;min-height:1px}
.hs-form-loading{min-height:160px;border-radius:4px;background:linear-gradient(90deg,#f2f4f7,#e7eaf0,#f2f4f7);background-size:200% 100%;animation:hs-form-shimmer 1.2s ease-in-out infinite}
@keyframes hs-form-shimmer{0%{background-position:100% 0}100%{background-position:-100% 0}}
@media (prefers-reduced-motion:reduce){.hs-form-loading{animation:none}}
.hs-visually-hidden,.hs-label-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.hs-form-missing{border:1px dashed #cbd6e2;border-radius:4px;padding:16px;color:#33475b;font-size:14px;max-width:500px}
.hs-form-missing-title{font-weight:600;margin:0 0 4px}
.hs-form-missing-message{margin:0}
`;
