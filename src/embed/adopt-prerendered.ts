import { PLACEHOLDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../loader/prerendered-attributes';
import { frameMountOf } from './frame-document';
import type { AdoptedFramePlace } from './present-form';

/** A form the loader showed from the host's markup, for the runtime to take over. */
export interface PrerenderedForm {
  /** The form's wrapper in the page (`#hbspt-form-{index}`). */
  wrapper: HTMLElement;
  /** Where the markup is: the wrapper, or the mount inside the isolated frame the loader made. */
  root: HTMLElement;
  /** That frame, when the markup is inside one. */
  frame?: AdoptedFramePlace;
}

/**
 * The wrapper the loader made in `target` for this form (`loader/insert-prerendered.ts`): holding
 * its loading placeholder while the host's markup is on its way, or that markup. The runtime
 * renders into it.
 */
export function loaderWrapper(target: Element, wrapperId: string): HTMLElement | undefined {
  const wrapper = target.ownerDocument.getElementById(wrapperId);
  return wrapper?.parentElement === target && (wrapper.hasAttribute(PRERENDERED_ATTRIBUTE) || wrapper.hasAttribute(PLACEHOLDER_ATTRIBUTE)) ? wrapper : undefined;
}

/**
 * The host's markup in a wrapper the loader made, in the page or inside its isolated frame, to
 * take over (`take-over-prerendered.ts` checks the markup is this form's); undefined when the
 * wrapper holds only the placeholder.
 */
export function prerenderedIn(wrapper: HTMLElement): PrerenderedForm | undefined {
  if (!wrapper.isConnected || !wrapper.hasAttribute(PRERENDERED_ATTRIBUTE)) return undefined;
  const frame = wrapper.querySelector<HTMLIFrameElement>(':scope > iframe.hs-form-iframe');
  if (!frame) return { wrapper, root: wrapper };
  const mount = frameMountOf(frame);
  // A frame without the loader's mount is not markup to take over: the form renders afresh there.
  return mount?.hasAttribute(PRERENDERED_ATTRIBUTE) ? { wrapper, root: mount, frame: { frame, mount } } : { wrapper, root: wrapper };
}
