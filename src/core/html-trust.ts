/**
 * How much of a piece of HTML is kept (spec section 6):
 * - `rich`: the sanitiser's rich-text markup (`ui/html/sanitize-html.ts`), for everything a definition holds;
 * - `owner`: a thank-you under the `rawHtmlAccess` scope keeps the site owner's markup, styles and
 *   forms included, but still loses scripts, event handlers and `javascript:` URLs;
 * - `raw`: a thank-you under `rawHtmlAccess` whose definition asks for raw rendering
 *   (`renderRawHtml`) is inserted as given (as inner HTML, so a `<script>` in it never runs).
 */
export type HtmlTrust = 'rich' | 'owner' | 'raw';
