import { PRERENDERED_ATTRIBUTE } from '../../src/loader/prerendered-attributes';

/**
 * A script that watches, frame by frame, for the form's first and last fields (by `name`) in the
 * page or in the form's isolated frame. An animation frame callback runs just before the browser
 * lays out and paints a frame, so the first one that finds a field shown is the frame that shows
 * it; the time taken is once that frame is painted (a message posted from the callback is handled
 * after the frame's style, layout and paint), so a page that lays its form out before the frame
 * (a framed form, sized to its content) and one that lays it out in the frame are timed alike.
 * Shown means laid out, not hidden, and inside the frame's height when framed (a frame not yet
 * grown to its content clips the fields below). It leaves on `window`, in the page's clock (ms
 * since navigation start): `firstFieldAt` and `wholeFormAt`, when the frames that first show the
 * first and the last field are painted; `firstFieldFromMarkup`, whether that first field was the
 * host's markup (inserted by the loader); `firstFieldElement`, the element as first painted
 * (`report-marks.ts` posts them).
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
  function afterThisFrame(record) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function () { record(performance.now()); };
    channel.port2.postMessage(null);
  }
  var firstSeen = false;
  function watch() {
    var frame = document.querySelector('iframe.hs-form-iframe');
    var doc = frame && frame.contentDocument || document;
    if (!firstSeen) {
      var field = shown(frame, doc, first);
      if (field) {
        firstSeen = true;
        window.firstFieldElement = field;
        window.firstFieldFromMarkup = !!(field.closest(marked) || frame && frame.closest(marked));
        afterThisFrame(function (at) { window.firstFieldAt = at; });
      }
    }
    if (firstSeen && shown(frame, doc, last)) afterThisFrame(function (at) { window.wholeFormAt = at; });
    else requestAnimationFrame(watch);
  }
  watch();
})();</script>`;
}
