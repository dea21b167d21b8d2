import type { FormStyle } from '../form-definition';
import { contrastRatio, parseColor, type Rgb } from './contrast';
import { DEFAULT_ACCENT } from './design-tokens';

/**
 * What the page around a form looks like, read once when the form mounts (`embed/read-site-look.ts`):
 * computed values of the element the form is placed in, '' where nothing was found.
 */
export interface SiteLook {
  fontFamily: string;
  fontSize: string;
  color: string;
  /** The first background colour behind the container that is not transparent. */
  background: string;
  /** The colour a link inside the container would have. */
  linkColor: string;
  colorScheme: string;
}

/** The page around a form where it cannot be seen: on the host, which renders the form's markup ahead of the page. */
export const UNKNOWN_SITE_LOOK: SiteLook = { fontFamily: '', fontSize: '', color: '', background: '', linkColor: '', colorScheme: '' };

/** The look a form takes: its classes, the custom properties `site-look-styles.ts` reads, and the accent for `designTokens` when the look chooses one. */
export interface FormSiteLook {
  className: string;
  tokens: Record<string, string>;
  accent?: string;
}

/** The theme, named in a definition's `themeName`, a container's `data-theme` or the `theme` option, that takes on the site's look. */
export const INHERIT_THEME = 'inherit';

/** Whether a form takes on the site's look: its `theme` option or its definition's `themeName` is `inherit`. */
export const takesSiteLook = (themeOption: string, themeName: string): boolean => [themeOption, themeName.toLowerCase()].includes(INHERIT_THEME);

const AA_TEXT = 4.5;
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/** What Chromium paints behind a page whose `color-scheme` is dark and which sets no background. */
const DARK_CANVAS: Rgb = { r: 18, g: 18, b: 18 };

const isDark = (colour: Rgb) => contrastRatio(colour, WHITE) > contrastRatio(colour, BLACK);
const mix = (a: Rgb, b: Rgb, share: number): Rgb => ({
  r: Math.round(a.r + (b.r - a.r) * share),
  g: Math.round(a.g + (b.g - a.g) * share),
  b: Math.round(a.b + (b.b - a.b) * share),
});
const css = ({ r, g, b }: Rgb) => `rgb(${r}, ${g}, ${b})`;

/** `colour`, moved towards black or white in tenths until it reads at `ratio` on `ground`. */
export function withContrast(colour: Rgb, ground: Rgb, ratio: number): Rgb {
  const away = isDark(ground) ? WHITE : BLACK;
  let result = colour;
  for (let share = 0.1; contrastRatio(result, ground) < ratio && share <= 1; share += 0.1) result = mix(colour, away, share);
  return result;
}

/**
 * The look of a form on its site. The dark variant applies when the background behind the
 * container is dark (or, with none set, the page's `color-scheme` is dark) or when the style
 * object's `labelTextColor` is light, a choice made for a dark background. With the `inherit`
 * theme the form takes the site's font, base size, text colour and background, and its accent
 * from the site's links (`designTokens` keeps `submitColor` first). Every text colour reads at AA
 * on the background: the style object's own text colours are kept only where they do, an
 * inherited text colour that does not is replaced by black or white, whichever reads better, and
 * the accent (also the colour of links and focus rings) is darkened or lightened until it does.
 * A light, default-themed form gets nothing: its look does not change.
 */
export function siteLookTokens(look: SiteLook, inherit: boolean, style: FormStyle): FormSiteLook {
  const background = parseColor(look.background);
  // Under `inherit` the definition's label colour gives way to the site's and decides nothing.
  const labels = parseColor(inherit ? '' : (style.labelTextColor ?? ''));
  const dark = (background ? isDark(background) : /^(only )?dark/.test(look.colorScheme)) || (!!labels && !isDark(labels));
  if (!dark && !inherit) return { className: '', tokens: {} };

  const ground = background ?? (dark ? DARK_CANVAS : WHITE);
  const siteText = parseColor(look.color);
  const text = inherit && siteText ? siteText : dark ? { r: 232, g: 234, b: 237 } : { r: 51, g: 71, b: 91 };
  const readable = contrastRatio(text, ground) >= AA_TEXT ? text : isDark(ground) ? WHITE : BLACK;
  const link = parseColor(inherit ? look.linkColor : '') ?? parseColor(DEFAULT_ACCENT)!;
  const error = withContrast({ r: 208, g: 2, b: 27 }, ground, AA_TEXT);
  const textCss = css(readable);
  // A text colour of the style object stays where it reads on the background (never under `inherit`):
  // HubSpot's editor writes dark label and help colours into every form.
  const own = (key: keyof FormStyle) => {
    const colour = parseColor(inherit ? '' : (style[key] ?? ''));
    return colour && contrastRatio(colour, ground) >= AA_TEXT ? style[key]!.trim() : textCss;
  };
  const tokens: Record<string, string> = {
    '--hsf-site-background': css(ground),
    '--hsf-site-text': textCss,
    '--hsf-label-text-color': own('labelTextColor'),
    '--hsf-help-text-color': own('helpTextColor'),
    '--hsf-legal-consent-text-color': own('legalConsentTextColor'),
    '--hsf-thank-you-text-color': own('thankYouTextColor'),
    // Fields a shade further from the text than the page, so their text reads at least as well.
    '--hsf-field-bg': css(mix(ground, dark ? BLACK : WHITE, dark ? 0.3 : 0.6)),
    '--hsf-field-border': css(mix(readable, ground, 0.45)),
    '--hsf-error': css(error),
  };
  // Links inside the form take the accent; a style object's button colour that does not read as a
  // link on this background is lightened (or darkened) for links only.
  const linkSource = inherit ? undefined : parseColor(style.submitColor ?? '');
  if (linkSource && !style.linkColor) tokens['--hsf-link-color'] = css(withContrast(linkSource, ground, AA_TEXT));
  if (inherit) {
    if (look.fontFamily) tokens['--hsf-font-family'] = look.fontFamily;
    if (look.fontSize) tokens['--hsf-site-font-size'] = look.fontSize;
  }
  return {
    className: [inherit && 'hs-form-look-inherit', dark && 'hs-form-look-dark'].filter(Boolean).join(' '),
    tokens,
    accent: css(withContrast(link, ground, AA_TEXT)),
  };
}

