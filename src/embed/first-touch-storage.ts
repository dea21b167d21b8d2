import { FIRST_TOUCH_STORAGE_KEY, type Attribution } from '../core/attribution/attribution';
import { firstTouchOf, readFirstTouch } from '../core/attribution/first-touch';
import type { DraftStorage } from '../core/submission/drafts';

/** The page a form shows on (or is submitted from): its address and the referrer it was reached from. */
export interface PageVisit {
  url: string;
  referrer: string;
}

/** The stored first touch; undefined when storage is missing, refuses, or holds nothing readable. */
function storedFirstTouch(storage: DraftStorage | undefined): Attribution | undefined {
  try {
    return readFirstTouch(storage?.getItem(FIRST_TOUCH_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/**
 * Keeps the browsing session's first touch in the tab's `sessionStorage` (never a cookie, so it
 * ends with the session) unless one is there already. A page without one of our forms records
 * nothing: the embed does nothing there. Storage that is missing or refuses keeps nothing.
 */
export function recordFirstTouch(storage: DraftStorage | undefined, visit: PageVisit): void {
  if (!storage || storedFirstTouch(storage)) return;
  try {
    storage.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify(firstTouchOf(visit)));
  } catch {
    // Full or blocked storage: the submission then carries this page as its first touch.
  }
}

/** What a submission sends as `hs_context.attribution`: the stored first touch, else this page's. */
export const attributionToSend = (storage: DraftStorage | undefined, visit: PageVisit): Attribution =>
  storedFirstTouch(storage) ?? firstTouchOf(visit);
