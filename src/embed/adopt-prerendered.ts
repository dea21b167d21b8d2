import { PRERENDERED_ATTRIBUTE } from '../loader/prerendered-attributes';

/**
 * The wrapper the loader filled with the host's markup for this form (`loader/insert-prerendered.ts`),
 * to render into (`take-over-prerendered.ts` checks the markup is this form's).
 */
export function adoptPrerendered(target: Element, wrapperId: string): HTMLElement | undefined {
  const wrapper = target.ownerDocument.getElementById(wrapperId);
  return wrapper?.parentElement === target && wrapper.hasAttribute(PRERENDERED_ATTRIBUTE) ? wrapper : undefined;
}
