/** Weights a font stylesheet asks for (spec section 9). */
export const FONT_WEIGHTS = '400,500,700';

/**
 * Families every visitor has or the browser resolves itself (generic families, CSS keywords,
 * the system stacks and the classic web-safe fonts): they load nothing. Lower case.
 */
const SYSTEM_FONTS = new Set(
  (
    'inherit,initial,unset,revert,sans-serif,serif,monospace,cursive,fantasy,system-ui,ui-sans-serif,ui-serif,' +
    'ui-monospace,ui-rounded,emoji,math,fangsong,-apple-system,blinkmacsystemfont,segoe ui,arial,arial black,' +
    'helvetica,helvetica neue,georgia,times,times new roman,verdana,tahoma,trebuchet ms,courier,courier new,' +
    'lucida grande,lucida console,lucida sans unicode,palatino,palatino linotype,garamond,impact,comic sans ms'
  ).split(','),
);

/** An unpaired surrogate: no font is named with one, and `encodeURIComponent` throws on it. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The families of a `font-family` stack that need a stylesheet, unquoted, in stack order. */
export function webFontFamilies(fontFamily: string): string[] {
  return fontFamily
    .split(',')
    .map((family) => family.trim().replace(/^(["'])(.*)\1$/, '$2').trim())
    .filter((family) => family !== '' && !SYSTEM_FONTS.has(family.toLowerCase()) && !LONE_SURROGATE.test(family));
}

/**
 * The font service's stylesheet for a form's font (spec section 7.11), or '' when the stack
 * holds system fonts only: `{fontsHost}/css?family=Open+Sans:400,500,700|Lato:400,500,700`.
 */
export function fontStylesheetUrl(fontsHost: string, fontFamily: string | undefined): string {
  const families = webFontFamilies(fontFamily ?? '');
  if (families.length === 0) return '';
  const query = families.map((family) => `${encodeURIComponent(family).replace(/%20/g, '+')}:${FONT_WEIGHTS}`).join('|');
  return `${fontsHost}/css?family=${query}`;
}
