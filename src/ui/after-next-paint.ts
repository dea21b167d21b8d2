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
