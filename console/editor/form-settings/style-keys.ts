import { texts } from '../../texts';
import type { FormStyle } from '../../../src/core/form-definition';

export type StyleKey = keyof FormStyle;

/** How a style key is edited: a colour (picker and text), a CSS size, the submit alignment, or free text. */
export type StyleKeyKind = 'colour' | 'size' | 'alignment' | 'text';

/** Each style key's kind, in the order the settings list them (by what they change). */
const KIND: Readonly<Record<StyleKey, StyleKeyKind>> = {
  fontFamily: 'text',
  backgroundWidth: 'text',
  labelTextColor: 'colour',
  labelTextSize: 'size',
  helpTextColor: 'colour',
  helpTextSize: 'size',
  legalConsentTextColor: 'colour',
  legalConsentTextSize: 'size',
  submitColor: 'colour',
  submitFontColor: 'colour',
  submitSize: 'size',
  submitAlignment: 'alignment',
  thankYouTextColor: 'colour',
  thankYouTextSize: 'size',
  linkColor: 'colour',
  clickedLinkColor: 'colour',
};

export const styleKeyKind = (key: StyleKey): StyleKeyKind => KIND[key];

/** Every style key of the spec (`FORM_STYLE_KEYS`), in the order the settings list them. */
export const STYLE_KEYS = Object.keys(KIND) as StyleKey[];

/** What an empty input shows: an example value, or for a colour (whose picker shows black) that it is not set. */
export function stylePlaceholder(key: StyleKey): string {
  if (key === 'fontFamily') return texts.formSettings.forExample('Arial, sans-serif');
  if (key === 'backgroundWidth') return texts.formSettings.forExample('100%');
  return KIND[key] === 'colour' ? texts.formSettings.notSet : texts.formSettings.forExample('14px');
}

/** The values `submitAlignment` offers (the embed sets it as the button row's `justify-content`). */
export const SUBMIT_ALIGNMENTS = ['left', 'center', 'right'] as const;

/** What a colour picker shows for a value: the value as `#rrggbb` when it is a hex colour, else black. */
export function pickerColour(value: string): string {
  const hex = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  return '#000000';
}

/** The style with `key` set to `value`; an empty value leaves the key unset. */
export function withStyleValue(style: FormStyle, key: StyleKey, value: string): FormStyle {
  const next: FormStyle = { ...style };
  if (value === '') delete next[key];
  else next[key] = value;
  return next;
}
