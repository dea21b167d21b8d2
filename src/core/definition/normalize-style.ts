import type { FormStyle } from '../form-definition';
import type { WireReader } from './wire-reader';
import { describeWireValue, isRecord } from './wire-reader';
import { isSafeStyleValue } from '../style/safe-style-value';

/** Every key of `FormStyle` (spec section 3 "Style object"). */
export const FORM_STYLE_KEYS: readonly (keyof FormStyle)[] = [
  'backgroundWidth', 'submitAlignment', 'submitColor', 'submitFontColor', 'submitSize',
  'fontFamily', 'helpTextColor', 'helpTextSize', 'labelTextSize', 'labelTextColor',
  'legalConsentTextColor', 'legalConsentTextSize', 'thankYouTextSize', 'thankYouTextColor',
  'linkColor', 'clickedLinkColor',
];

/**
 * The style keys of a wire style object; other keys are dropped silently (hosts add new ones),
 * a non-object gives {}. Only keys present with a usable value are set: a value that could break
 * out of a CSS declaration (`isSafeStyleValue`) is dropped with a warning.
 */
export function normalizeStyle(raw: unknown, path: string, reader: WireReader): FormStyle {
  const source = reader.record(raw, path);
  const style: FormStyle = {};
  if (!source) return style;
  for (const key of FORM_STYLE_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const value = reader.optionalString(source[key], `${path}.${key}`);
    if (value === undefined) continue;
    if (isSafeStyleValue(value)) style[key] = value;
    else reader.warn(`${path}.${key}`, 'is not a plain CSS value; dropped');
  }
  return style;
}

/**
 * `globalStyle` arrives as a JSON string of a style object. An object is accepted too (with a
 * warning); unparsable JSON gives {}.
 */
export function normalizeGlobalStyle(raw: unknown, path: string, reader: WireReader): FormStyle {
  if (raw === undefined || raw === null) return {};
  if (isRecord(raw)) {
    reader.warn(path, 'expected a JSON string, got object; used it as is');
    return normalizeStyle(raw, path, reader);
  }
  if (typeof raw !== 'string') {
    reader.warn(path, `expected a JSON string, got ${describeWireValue(raw)}; used {}`);
    return {};
  }
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    reader.warn(path, 'is not valid JSON; used {}');
    return {};
  }
  return normalizeStyle(parsed, path, reader);
}
