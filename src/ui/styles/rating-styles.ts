import { ACCENT } from './accent';

/** The scales drawn as numbered boxes. */
const BOXES = '.hs-form :is(.hs-rating-nps,.hs-rating-numbers)';

/** Boxes of a scale of `from` to `to` steps (a quantity query: the first box and its followers). */
const stepsOfCount = (from: number, to: number) => {
  const first = `${BOXES} li:first-child:nth-last-child(n+${from}):nth-last-child(-n+${to})`;
  return `${first},${first}~li`;
};

/**
 * On a phone: up to six boxes share one row; seven to twelve make two rows of half (rounded up);
 * more, rows of six. In a column too narrow for six boxes of 44 px (283 px, measured on the field's
 * input area, a size container), eleven or twelve make rows of four; narrower still, boxes keep
 * their 44 px and wrap as they fit.
 */
const ROWS = `${stepsOfCount(1, 6)}{flex:1 1 0}${stepsOfCount(7, 8)}{--hsf-rating-row:4}${stepsOfCount(9, 10)}{--hsf-rating-row:5}`;
const NARROW_ROWS = `.hs-form .input:has(>:is(.hs-rating-nps,.hs-rating-numbers)){container-type:inline-size}@container (max-width:283px){${stepsOfCount(11, 12)}{--hsf-rating-row:4}}`;

/**
 * The rating scales' stylesheet (see `RatingScale`), shipped in the rating file and added once to
 * the document a scale renders in, after the base stylesheet, as a stylesheet (never style
 * attributes, so it works under a strict CSP). Only the embed's own `hs-rating*` elements match it.
 * Every look shares one chosen state in the form's accent: stars are outlined and fill up to the
 * chosen one (or, under the pointer, the hovered one), faces and boxes take the accent. Each step
 * is a target of at least 24 px, 44 px on a touch screen or a phone. On a phone every scale fits
 * the form's width: a row of numbered boxes longer than six wraps into two even rows of boxes of one
 * width (1–10 as 5 and 5, NPS 0–10 as 6 and 5), counted by their number (`ROWS`); stars and faces
 * wrap rather than overflow. An invalid scale is marked in the error red, as text inputs are: its
 * boxes' borders, or an outline on the edge of a scale of stars or faces (a scale as wide as its
 * isolated frame would lose an outline drawn outside it).
 */
export const RATING_STYLES = `
.hs-form .hs-rating{display:flex;flex-wrap:wrap;max-width:500px}
.hs-form .hs-rating-stars,.hs-form .hs-rating-faces{display:inline-flex}
.hs-form .hs-rating li{position:relative}
.hs-form .hs-rating-nps li,.hs-form .hs-rating-numbers li,.hs-form .hs-rating-csat li{flex:1 1 0;min-width:24px}
.hs-form .hs-rating label{flex-direction:column;align-items:center;gap:2px;margin:0;cursor:pointer;text-align:center}
.hs-form .hs-rating-step{display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:24px;min-height:24px;padding:3px;border-radius:3px;color:#516f90}
.hs-form .hs-rating svg{width:30px;height:30px}
.hs-form .hs-rating-stars svg path{fill:none;stroke:currentColor;stroke-width:1.6;stroke-linejoin:round}
.hs-form .hs-rating-stars .hs-rating-on svg path,.hs-form .hs-rating-stars:hover li svg path{fill:currentColor}
.hs-form .hs-rating-stars li:hover~li svg path{fill:none}
.hs-form .hs-rating :checked+.hs-rating-step,.hs-form .hs-rating-stars .hs-rating-on .hs-rating-step,.hs-form .hs-rating-stars:hover li .hs-rating-step,.hs-form .hs-rating label:hover .hs-rating-step{color:${ACCENT}}
.hs-form .hs-rating-stars li:hover~li .hs-rating-step{color:#516f90}
.hs-form .hs-rating-faces .hs-rating-step,.hs-form .hs-rating-csat .hs-rating-step{border-radius:50%}
.hs-form .hs-rating-faces :checked+.hs-rating-step,.hs-form .hs-rating-csat :checked+.hs-rating-step{box-shadow:inset 0 0 0 2px ${ACCENT}}
.hs-form .hs-rating :focus-visible+.hs-rating-step{outline:2px solid ${ACCENT};outline-offset:1px;position:relative;z-index:1}
.hs-form .hs-rating-nps .hs-rating-step,.hs-form .hs-rating-numbers .hs-rating-step{width:100%;height:36px;border:1px solid #cbd6e2;border-radius:0;background:#f5f8fa;color:inherit}
.hs-form .hs-rating-nps li+li,.hs-form .hs-rating-numbers li+li{margin-inline-start:-1px}
.hs-form .hs-rating-nps label :checked+.hs-rating-step,.hs-form .hs-rating-numbers label :checked+.hs-rating-step{position:relative;background:${ACCENT};border-color:${ACCENT};color:var(--hsf-accent-text,#fff);font-weight:600}
.hs-form .hs-rating[aria-invalid=true]{outline:1px solid var(--hsf-error,#d0021b);outline-offset:-1px;border-radius:3px}
${BOXES}[aria-invalid=true]{outline:0}${BOXES}[aria-invalid=true] .hs-rating-step{border-color:var(--hsf-error,#d0021b)}
.hs-form .hs-rating-word{font-size:13px;line-height:1.2;overflow-wrap:anywhere}
@media (pointer:coarse),(max-width:480px){.hs-form .hs-rating-step{min-width:44px;min-height:44px}.hs-form .hs-rating-nps .hs-rating-step,.hs-form .hs-rating-numbers .hs-rating-step{height:44px}}
@media (max-width:480px){.hs-form .hs-rating-csat{flex-direction:column}.hs-form .hs-rating-csat label{flex-direction:row;gap:8px}${BOXES}{gap:4px}${BOXES} li{--hsf-rating-row:6;flex:0 0 max(44px,calc((100% - (var(--hsf-rating-row) - 1) * 4px) / var(--hsf-rating-row)))}${BOXES} li+li{margin-inline-start:0}${BOXES} .hs-rating-step{border-radius:3px}${ROWS}}
${NARROW_ROWS}
.hs-form .hs-rating-ends{display:flex;justify-content:space-between;gap:8px;max-width:500px;margin-top:4px;font-size:13px;color:#516f90}
`;
