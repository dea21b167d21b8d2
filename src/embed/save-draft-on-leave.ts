/**
 * Calls `saveDraftNow` when the visitor leaves the page (`pagehide`: a reload, a link, a closed
 * tab) or hides it (`visibilitychange` to hidden: another tab or app, after which a phone may
 * discard the page without a `pagehide`). A draft is otherwise written a moment after the last
 * change, and typing in that moment would be lost. Returns the stop.
 */
export function saveDraftOnLeave(win: Window, saveDraftNow: () => void): () => void {
  const doc = win.document;
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') saveDraftNow();
  };
  win.addEventListener('pagehide', saveDraftNow);
  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    win.removeEventListener('pagehide', saveDraftNow);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
