import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that keeps an element's height at `pixels`. Set through the CSSOM, which the console's
 * Content-Security-Policy allows, where a `style` attribute in markup would be refused.
 */
export function useCssHeight<T extends HTMLElement>(pixels: number) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty('height', `${pixels}px`);
  }, [pixels]);
  return ref;
}
