import type { CssScope } from '../../core/style/scope-css';

/** The class of the element forms render in: the page's wrapper, and the isolated frame's root. */
const WRAPPER = '.hbspt-form';

/** The element inside the isolated frame's document a form renders into (it has the wrapper's class too). */
export const FRAME_MOUNT_CLASS = 'hs-form-frame-root';

/**
 * The embed's own stylesheet reaches only what is inside a form's wrapper (or the isolated
 * frame's root, which carries the same class), so page elements that happen to share a class
 * name keep their look; `:where()` leaves every rule's specificity as written, so site owners'
 * overrides still win.
 */
export const BASE_SCOPE: CssScope = { prefix: `:where(${WRAPPER})`, anchors: [WRAPPER] };

/**
 * CSS that belongs to one form in the page (`hbspt-form-{index}`): the site owner's `css`, which
 * gains the id's weight so it beats the embed's defaults, or the theme's (`weightless`), which
 * keeps the weight it has inside the frame.
 */
export const formScope = (wrapperId: string, weightless = false): CssScope => ({
  prefix: weightless ? `:where(#${wrapperId})` : `#${wrapperId}`,
  anchors: [WRAPPER, `#${wrapperId}`],
});
