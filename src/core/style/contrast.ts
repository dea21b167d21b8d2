/** An sRGB colour, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)` (alpha ignored) as channels; undefined for anything else (names, hsl()). */
export function parseColor(text: string): Rgb | undefined {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = RGB_FUNCTION.exec(value);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.slice(1, 4).map(Number) as [number, number, number];
  return r <= 255 && g <= 255 && b <= 255 ? { r, g, b } : undefined;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/**
 * Black or white, whichever contrasts more with `background` (a button's text on its accent);
 * white when the colour cannot be read here (a colour name), as the embed always drew it.
 */
export function readableTextOn(background: string): typeof BLACK | typeof WHITE {
  const colour = parseColor(background);
  if (!colour) return WHITE;
  const black = contrastRatio(colour, { r: 0, g: 0, b: 0 });
  const white = contrastRatio(colour, { r: 255, g: 255, b: 255 });
  return black > white ? BLACK : WHITE;
}
