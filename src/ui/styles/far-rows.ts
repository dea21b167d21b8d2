/**
 * A long form's far rows: those after its first 12 are styled, laid out and painted only once
 * they near the viewport (`content-visibility: auto`), so its first rows show sooner, in the page
 * and in the isolated frame alike. A row not drawn yet counts as 80 px tall, a row's usual
 * height; once the form is ready and painted, `use-draw-far-rows.ts` draws each of them once, a
 * slice per frame (the form's `FAR_ROW_SLICE_ATTRIBUTE` names the slice), again once a submit
 * shows errors in them or a visitor reset shows more rows, and from then on a skipped row keeps
 * the height it was drawn at (`auto`). So the frame, sized to its content, is as tall as the
 * form, the page's scrollbar is true, and a jump far down the form does not move what comes into
 * view as the rows above it are drawn (the page keeps it still by scroll anchoring, which cannot
 * reach into the frame).
 */

/** The form element's attribute naming the slice of far rows drawn in this frame (1 to `FAR_ROW_SLICES`; 0 until the first). */
export const FAR_ROW_SLICE_ATTRIBUTE = 'data-drawing-rows';

/** Every `FAR_ROW_SLICES`-th far row is in a slice: some 5 rows a frame at 200 fields, 25 at 1,000. */
export const FAR_ROW_SLICES = 20;

/** How many rows come before the far ones, drawn at once. */
export const NEAR_ROWS = 12;

const FAR_ROW = `fieldset:nth-of-type(n+${NEAR_ROWS + 1})`;

/**
 * A row holding the focus is drawn as any other (its date picker keeps the focus in its input
 * while open); it still remembers its height, which a row without `contain-intrinsic-size: auto`
 * forgets: the row the focus leaves would count as 80 px until the browser has found it in view,
 * in the frame for long enough to move the Submit button below from under a pressed pointer.
 * The containment clips what overflows a row: an error's shadow keeps 6 px, a word too long for
 * its line wraps (`overflow-wrap` on `.hs-form`, which also keeps a long address or link from
 * running out of a phone's screen). A slice's rule weighs more than the skipping one.
 */
export const FAR_ROW_STYLES = [
  `.hbspt-form .hs-form ${FAR_ROW}{contain-intrinsic-size:auto 80px}`,
  `.hbspt-form .hs-form ${FAR_ROW}:not(:focus-within){content-visibility:auto;overflow-clip-margin:6px}`,
  ...Array.from(
    { length: FAR_ROW_SLICES },
    (_, index) => `.hbspt-form .hs-form[${FAR_ROW_SLICE_ATTRIBUTE}="${index + 1}"] ${FAR_ROW}:nth-of-type(${FAR_ROW_SLICES}n+${index + 1}){content-visibility:visible}`,
  ),
].join('\n');
