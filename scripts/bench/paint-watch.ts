import { PRERENDERED_ATTRIBUTE } from '../../src/loader/prerendered-attributes';

/**
 * A script that watches, frame by frame, for the form's first and last fields (by `name`) in the
 * page or in the form's isolated frame. An animation frame callback runs just before the browser
 * paints, so the first one that finds a field shown is the frame that shows it. Shown means laid
 * out, not hidden, and inside the frame's height when framed (a frame not yet grown to its
 * content clips the fields below). It leaves on `window`, in the page's clock (ms since navigation
 * start): `firstFieldAt` and `wholeFormAt`, the frames that first paint the first and the last
 * field; `firstFieldFromMarkup`, whether that first field was the host's markup (inserted by the
 * loader); `firstFieldElement`, the element as first painted (`report-marks.ts` posts them).
 */
export function paintWatchScript(firstFieldName: string, lastFieldName: string): string {
  return `<script>(function () {
  var first = ${JSON.stringify(firstFieldName)}, last = ${JSON.stringify(lastFieldName)};
  var marked = ${JSON.stringify(`[${PRERENDERED_ATTRIBUTE}]`)};
  function shown(frame, doc, name) {
    var fields = doc.querySelectorAll('[name="' + name + '"]');
    var field = fields[fields.length - 1];
    if (!field || field.getClientRects().length === 0) return null;
    if (doc.defaultView.getComputedStyle(field).visibility === 'hidden') return null;
    if (frame && field.getBoundingClientRect().bottom > frame.clientHeight) return null;
    return field;
  }
  function watch() {
    var now = performance.now();
    var frame = document.querySelector('iframe.hs-form-iframe');
    var doc = frame && frame.contentDocument || document;
    if (window.firstFieldAt === undefined) {
      var field = shown(frame, doc, first);
      if (field) {
        window.firstFieldAt = now;
        window.firstFieldElement = field;
        window.firstFieldFromMarkup = !!(field.closest(marked) || frame && frame.closest(marked));
      }
    }
    if (window.firstFieldAt !== undefined && shown(frame, doc, last)) window.wholeFormAt = now;
    else requestAnimationFrame(watch);
  }
  watch();
})();</script>`;
}
