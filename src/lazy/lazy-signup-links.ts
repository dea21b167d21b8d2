import { newId } from '../embed/page-services';
import type { ScriptSource } from '../embed/script-origin';
import { SIGNUP_LINK_SELECTOR } from '../signup-links/fill-signup-links';
import { getChunk } from './chunk-registry';
import { loadChunk } from './load-chunk';

/**
 * Fills the page's signup links once, from `embed-signup-links.js`, which only a page holding a
 * signup-link anchor fetches. Called when the DOM is ready. If the file cannot be loaded the
 * anchors keep the href the page gave them.
 */
export function fillSignupLinksLater(win: Window, script: ScriptSource): Promise<void> {
  const doc = win.document;
  if (!doc.querySelector(SIGNUP_LINK_SELECTOR)) return Promise.resolve();
  return loadChunk('signup-links', doc).then(
    () => getChunk('signup-links')?.fillSignupLinks(doc, { script, pageUrl: win.location.href, uuid: newId(win) }),
    () => undefined,
  );
}
