import type { FormStyle } from '../form-definition';
import { readableTextOn } from './contrast';

/**
 * The embed's accent, which every named theme shares (a theme's name comes from the definition and
 * is never used as a key: `constructor` is a name a host can send).
 */
export const DEFAULT_ACCENT = '#c8401f';

/**
 * `submitAlignment` as a flex alignment that follows the form's direction: HubSpot's editor writes
 * `left` into every form, so `left` and `right` are read as the start and end sides (a right-to-left
 * form keeps its button at the right). Anything else is left unset: the start side.
 */
const SUBMIT_JUSTIFY: Readonly<Record<string, string>> = { left: 'flex-start', right: 'flex-end', center: 'center', start: 'flex-start', end: 'flex-end' };

/**
 * The design tokens of a form (custom properties the stylesheet reads), from its resolved style
 * object and theme:
 * - `--hsf-accent`: `submitColor`, else `fallbackAccent` (the embed's, or the page's link colour
 *   for a form that takes on the site's look); the button, focus rings, checked boxes and
 *   radios (`accent-color`), the selected rating, the progress bar and links inside the form;
 * - `--hsf-accent-text`: `submitFontColor`, else black or white, whichever reads better on the accent;
 * - `--hsf-submit-justify`: where the form's actions sit (`SUBMIT_JUSTIFY`).
 * `linkColor` and `clickedLinkColor` keep their own properties, which win over the accent.
 */
export function designTokens(style: FormStyle, fallbackAccent: string = DEFAULT_ACCENT): Record<string, string> {
  const accent = style.submitColor?.trim() || fallbackAccent;
  const tokens: Record<string, string> = {
    '--hsf-accent': accent,
    '--hsf-accent-text': style.submitFontColor?.trim() || readableTextOn(accent),
  };
  const justify = SUBMIT_JUSTIFY[style.submitAlignment?.trim().toLowerCase() ?? ''];
  if (justify) tokens['--hsf-submit-justify'] = justify;
  return tokens;
}
