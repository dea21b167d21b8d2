import type { FormStyle } from '../form-definition';

/** The CSS custom property of a style key: `--hsf-` and the key in kebab case (`submitColor` -> `--hsf-submit-color`). */
export const stylePropertyName = (key: string): string => `--hsf-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * A form style as the custom properties the embed's stylesheet reads (`var(--hsf-…)`), for
 * the form's root element; keys without a value set nothing, so the stylesheet's defaults hold.
 */
export function styleProperties(style: FormStyle): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(style)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) properties[stylePropertyName(key)] = text;
  }
  return properties;
}
