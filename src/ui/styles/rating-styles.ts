/**
 * The rating scales' stylesheet (see `RatingScale`), shipped in the rating file and added once to
 * the document a scale renders in, after the base stylesheet, as a stylesheet (never style
 * attributes, so it works under a strict CSP). Only the embed's own `hs-rating*` elements match it.
 * Stars colour up to the chosen one (`hs-rating-on`) or, under the pointer, up to the hovered one;
 * NPS and numbered scales are rows of joined boxes; CSAT faces stack with their words on a phone.
 */
export const RATING_STYLES = `
.hs-form .hs-rating{display:flex;max-width:500px}
.hs-form .hs-rating-stars,.hs-form .hs-rating-faces{display:inline-flex}
.hs-form .hs-rating li{position:relative}
.hs-form .hs-rating-nps li,.hs-form .hs-rating-numbers li,.hs-form .hs-rating-csat li{flex:1 1 0;min-width:0}
.hs-form .hs-rating label{flex-direction:column;align-items:center;gap:2px;margin:0;cursor:pointer;text-align:center}
.hs-form .hs-rating-step{display:flex;align-items:center;justify-content:center;padding:3px;border-radius:3px;color:#7c98b6}
.hs-form .hs-rating svg{width:30px;height:30px}
.hs-form .hs-rating :checked+.hs-rating-step,.hs-form .hs-rating label:hover .hs-rating-step{color:#0091ae}
.hs-form .hs-rating :focus-visible+.hs-rating-step{outline:2px solid #0091ae;outline-offset:1px;position:relative;z-index:1}
.hs-form .hs-rating-stars .hs-rating-on .hs-rating-step,.hs-form .hs-rating-stars:hover li .hs-rating-step{color:#f5a623}
.hs-form .hs-rating-stars li:hover~li .hs-rating-step{color:#7c98b6}
.hs-form .hs-rating-nps .hs-rating-step,.hs-form .hs-rating-numbers .hs-rating-step{box-sizing:border-box;width:100%;height:36px;border:1px solid #cbd6e2;border-radius:0;background:#f5f8fa;color:inherit}
.hs-form .hs-rating-nps li+li,.hs-form .hs-rating-numbers li+li{margin-inline-start:-1px}
.hs-form .hs-rating-nps label :checked+.hs-rating-step,.hs-form .hs-rating-numbers label :checked+.hs-rating-step{background:#0091ae;border-color:#0091ae;color:#fff}
.hs-form .hs-rating-word{font-size:12px;line-height:1.2;overflow-wrap:anywhere}
@media (max-width:480px){.hs-form .hs-rating-csat{flex-direction:column}.hs-form .hs-rating-csat label{flex-direction:row;gap:8px}}
.hs-form .hs-rating-ends{display:flex;justify-content:space-between;gap:8px;max-width:500px;margin-top:4px;font-size:12px;color:#516f90}
`;
