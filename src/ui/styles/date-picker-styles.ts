import { ACCENT } from './accent';

/**
 * The date picker's stylesheet, shipped in the picker's own file and added once to the document
 * the field renders in (the page or the isolated frame) as a stylesheet, never as style
 * attributes, so it works under a strict CSP. Written for react-day-picker's default `rdp-*`
 * class names, scoped under `.hs-datepicker`. z-index 10000: spec section 9. It sits inside the form,
 * so it draws with the form's accent (`--hsf-accent`, `core/style/design-tokens.ts`) and, in a form
 * that wears the site's look or its dark variant, the look's colours (`core/style/site-look.ts`):
 * the form's background and text, its fields' shade and border for the dropdowns and hover, its
 * help text colour for the weekdays. The fallbacks are the light form's own.
 */
export const DATE_PICKER_STYLES = `
.hs-datepicker{position:absolute;z-index:10000;margin-top:4px;padding:8px;background:var(--hsf-site-background,#fff);color:var(--hsf-site-text,#33475b);border:1px solid var(--hsf-field-border,#cbd6e2);border-radius:4px;box-shadow:0 4px 14px rgba(45,62,80,.18);font-size:14px;line-height:1.2;box-sizing:border-box;max-width:calc(100vw - 16px)}
.hs-datepicker.hs-datepicker-inline{position:relative;margin-bottom:4px;box-shadow:none;display:inline-block}
.hs-datepicker *{box-sizing:border-box}
.hs-datepicker .rdp-root{position:relative}
.hs-datepicker .rdp-months{display:flex;flex-wrap:wrap;gap:16px}
.hs-datepicker .rdp-month_caption{display:flex;align-items:center;justify-content:center;gap:4px;height:36px;margin:0 34px 4px}
.hs-datepicker .rdp-caption_label{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.hs-datepicker-select{font:inherit;font-weight:600;color:inherit;background:var(--hsf-field-bg,#fff);border:1px solid var(--hsf-field-border,#cbd6e2);border-radius:3px;padding:3px 2px;max-width:9em}
.hs-datepicker .rdp-nav{position:absolute;top:0;left:0;right:0;height:36px;display:flex;align-items:center;justify-content:space-between;pointer-events:none}
.hs-datepicker .rdp-button_previous,.hs-datepicker .rdp-button_next{pointer-events:auto;display:inline-flex;align-items:center;justify-content:center;width:30px;height:30px;padding:0;margin:0;border:0;border-radius:3px;background:none;color:${ACCENT};cursor:pointer;font:inherit}
.hs-datepicker .rdp-button_previous:hover,.hs-datepicker .rdp-button_next:hover{background:var(--hsf-field-bg,#eaf0f6)}
.hs-datepicker .rdp-button_previous[aria-disabled=true],.hs-datepicker .rdp-button_next[aria-disabled=true]{opacity:.35;cursor:default;background:none}
.hs-datepicker .rdp-chevron{fill:currentColor;width:20px;height:20px}
.hs-datepicker .rdp-root[dir=rtl] .rdp-chevron{transform:rotate(180deg)}
.hs-datepicker .rdp-month_grid{border-collapse:collapse}
.hs-datepicker .rdp-weekday{padding:4px 0;width:36px;font-size:12px;font-weight:600;color:var(--hsf-help-text-color,#516f90);text-align:center}
.hs-datepicker .rdp-day{padding:1px;text-align:center}
.hs-datepicker .rdp-day_button{display:flex;align-items:center;justify-content:center;width:34px;height:34px;margin:0;padding:0;border:1px solid transparent;border-radius:3px;background:none;color:inherit;font:inherit;cursor:pointer}
/* Hover marks every day but the chosen one, whose accent it would cover; today's accent border, after it at the same weight, stays. */
.hs-datepicker :where(.rdp-day:not(.rdp-selected)) .rdp-day_button:hover:not(:disabled){background:var(--hsf-field-bg,#eaf0f6);border-color:var(--hsf-field-border,transparent)}
.hs-datepicker .rdp-today:not(.rdp-selected) .rdp-day_button{border-color:${ACCENT}}
.hs-datepicker .rdp-selected .rdp-day_button{background:${ACCENT};border-color:${ACCENT};color:var(--hsf-accent-text,#fff);font-weight:600}
.hs-datepicker .rdp-disabled .rdp-day_button{opacity:.35;cursor:default}
.hs-datepicker .rdp-outside{opacity:.5}
.hs-datepicker .rdp-hidden{visibility:hidden}
.hs-datepicker .rdp-day_button:focus-visible,.hs-datepicker button:focus-visible,.hs-datepicker-select:focus-visible{outline:2px solid ${ACCENT};outline-offset:1px}
`;
