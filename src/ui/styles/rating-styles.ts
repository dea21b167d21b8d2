/**
 * The rating scales' stylesheet (see `RatingScale`), shipped in the rating file and added once to
 * the document a scale renders in, after the base stylesheet, as a stylesheet (never style
 * attributes, so it works under a strict CSP). Only the embed's own `hs-rating*` elements match it.
 * Every look shares one chosen state in the form's accent: stars are outlined and fill up to the
 * chosen one (or, under the pointer, the hovered one), faces and boxes take the accent. Each step
 * is a target of at least 24 px, 44 px on a touch screen or a phone; the 11 NPS boxes wrap onto a
 * second row on a phone rather than shrink. An invalid scale is outlined in the error red, as
 * text inputs are.
 */
export const RATING_STYLES = `
.hs-form .hs-rating{display:flex;max-width:500px}
.hs-form .hs-rating-stars,.hs-form .hs-rating-faces{display:inline-flex}
.hs-form .hs-rating li{position:relative}
.hs-form .hs-rating-nps li,.hs-form .hs-rating-numbers li,.hs-form .hs-rating-csat li{flex:1 1 0;min-width:24px}
.hs-form .hs-rating label{flex-direction:column;align-items:center;gap:2px;margin:0;cursor:pointer;text-align:center}
.hs-form .hs-rating-step{display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:24px;min-height:24px;padding:3px;border-radius:3px;color:#516f90}
.hs-form .hs-rating svg{width:30px;height:30px}
.hs-form .hs-rating-stars svg path{fill:none;stroke:currentColor;stroke-width:1.6;stroke-linejoin:round}
.hs-form .hs-rating-stars .hs-rating-on svg path,.hs-form .hs-rating-stars:hover li svg path{fill:currentColor}
.hs-form .hs-rating-stars li:hover~li svg path{fill:none}
.hs-form .hs-rating :checked+.hs-rating-step,.hs-form .hs-rating-stars .hs-rating-on .hs-rating-step,.hs-form .hs-rating-stars:hover li .hs-rating-step,.hs-form .hs-rating label:hover .hs-rating-step{color:var(--hsf-accent,#0091ae)}
.hs-form .hs-rating-stars li:hover~li .hs-rating-step{color:#516f90}
.hs-form .hs-rating-faces .hs-rating-step,.hs-form .hs-rating-csat .hs-rating-step{border-radius:50%}
.hs-form .hs-rating-faces :checked+.hs-rating-step,.hs-form .hs-rating-csat :checked+.hs-rating-step{box-shadow:inset 0 0 0 2px var(--hsf-accent,#0091ae)}
.hs-form .hs-rating :focus-visible+.hs-rating-step{outline:2px solid var(--hsf-accent,#0091ae);outline-offset:1px;position:relative;z-index:1}
.hs-form .hs-rating-nps .hs-rating-step,.hs-form .hs-rating-numbers .hs-rating-step{width:100%;height:36px;border:1px solid #cbd6e2;border-radius:0;background:#f5f8fa;color:inherit}
.hs-form .hs-rating-nps li+li,.hs-form .hs-rating-numbers li+li{margin-inline-start:-1px}
.hs-form .hs-rating-nps label :checked+.hs-rating-step,.hs-form .hs-rating-numbers label :checked+.hs-rating-step{position:relative;background:var(--hsf-accent,#0091ae);border-color:var(--hsf-accent,#0091ae);color:var(--hsf-on-accent,#fff);font-weight:600}
.hs-form .hs-rating[aria-invalid=true]{outline:1px solid #d0021b;outline-offset:2px;border-radius:3px}
.hs-form .hs-rating-word{font-size:13px;line-height:1.2;overflow-wrap:anywhere}
@media (pointer:coarse),(max-width:480px){.hs-form .hs-rating-step{min-width:44px;min-height:44px}.hs-form .hs-rating-nps .hs-rating-step,.hs-form .hs-rating-numbers .hs-rating-step{height:44px}}
@media (max-width:480px){.hs-form .hs-rating-csat{flex-direction:column}.hs-form .hs-rating-csat label{flex-direction:row;gap:8px}.hs-form .hs-rating-nps{flex-wrap:wrap;row-gap:4px}.hs-form .hs-rating-nps li{flex:0 0 calc(100% / 6 + 1px)}}
.hs-form .hs-rating-ends{display:flex;justify-content:space-between;gap:8px;max-width:500px;margin-top:4px;font-size:13px;color:#516f90}
`;
