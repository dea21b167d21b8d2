/**
 * Runs `then` in a task of its own after `win` has painted its next frame (a frame callback runs
 * just before the paint; the task after it). Answers how to cancel it.
 */
export function afterNextPaint(then: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = win.requestAnimationFrame(() => (timer = setTimeout(then)));
  return () => {
    win.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long to wait for a paint that may never come. */
const PAINT_WAIT_MS = 100;

/**
 * Runs `then` once: after `win` has painted its next frame, or after `PAINT_WAIT_MS` where it
 * paints nothing. A hidden tab, or a frame of another origin with no area yet (the console's
 * preview grows to its form's height only once the form is there), runs no frame callbacks; a
 * window without them, or a hidden one, runs `then` at once. Answers how to cancel it.
 */
export function afterNextPaintOrWait(then: () => void, win: Window = window): () => void {
  if (typeof win.requestAnimationFrame !== 'function' || win.document.visibilityState === 'hidden') {
    then();
    return () => undefined;
  }
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    cancelPaint();
    clearTimeout(timer);
    then();
  };
  const cancelPaint = afterNextPaint(once, win);
  const timer = setTimeout(once, PAINT_WAIT_MS);
  return () => {
    ran = true;
    cancelPaint();
    clearTimeout(timer);
  };
}
