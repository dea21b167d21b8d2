import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Focuses `element` from a script without making it a stop for the Tab key. */
function focusFromScript(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * After a navigation inside the console, focus moves to the new page's heading: the link or
 * button that navigated has gone with the old page, and focus left on the document would send a
 * keyboard or screen-reader user back to its top without a word of the new page. A page still
 * loading has its main region focused until its heading shows. A page that focused something of
 * its own keeps it; the page a tab first opens is left as the browser shows it.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    const region = main.current;
    if (firstPage.current || !region) {
      firstPage.current = false;
      return;
    }
    const doc = region.ownerDocument;
    if (region.contains(doc.activeElement)) return;
    const heading = region.querySelector<HTMLElement>('h1');
    if (heading) return focusFromScript(heading);
    focusFromScript(region);
    // The heading, once the page has loaded, unless the owner has moved on from the region meanwhile.
    const observer = new MutationObserver(() => {
      const shown = region.querySelector<HTMLElement>('h1');
      if (!shown) return;
      observer.disconnect();
      if (doc.activeElement === region) focusFromScript(shown);
    });
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key, main]);
}
