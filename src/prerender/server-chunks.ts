// What the browser loads lazily is present at once in a server render, so its markup is whole:
// the site-look rules (embed-styles.js) and the sanitiser over a server-side DOM
// (embed-sanitizer.js). The browser's first render of the markup has the same files in hand
// (`embed/take-over-prerendered.ts`). Not the date picker: a date field shows its text input
// until `embed-datepicker.js` arrives, on the host as in the browser.
import '../lazy/styles-chunk';
import { registerChunk } from '../lazy/chunk-registry';
import { sanitizeHtmlIn } from '../ui/html/sanitize-html';
import { serverWindow } from './server-window';

let registered: Promise<void> | undefined;

/** Registers the sanitiser once the server-side DOM is there; the other chunks registered when this module was imported. */
export function registerServerChunks(): Promise<void> {
  registered ??= serverWindow().then(
    (win) => registerChunk('sanitizer', { sanitizeHtml: (html, trust) => sanitizeHtmlIn(win, html, trust) }),
    (error: unknown) => {
      registered = undefined;
      throw error;
    },
  );
  return registered;
}
