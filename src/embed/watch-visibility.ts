/**
 * Calls `onVisible` once, the first time `element` (the form's container in the host page)
 * scrolls into the page's viewport (spec section 4 "Other": visibility tracking). Without
 * IntersectionObserver (old browsers) the form counts as seen at once. Returns the stop.
 */
export function watchVisibility(win: Window, element: Element, onVisible: () => void): () => void {
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (typeof Observer !== 'function') {
    onVisible();
    return () => undefined;
  }
  const observer = new Observer((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onVisible();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
