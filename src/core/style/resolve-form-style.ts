import type { FormDefinition, FormStyle } from '../form-definition';

/** What survives of the portal's styles without the customStyleAccess scope (spec section 5 "Style access"). */
export const STYLE_KEYS_WITHOUT_ACCESS: readonly (keyof FormStyle)[] = ['backgroundWidth', 'fontFamily'];

/**
 * The style a form shows, later sources winning key by key: the portal's `globalStyle`, the
 * form's own `style`, then the site owner's `style` option.
 *
 * - `globalStyle` and `form.style` both come from the portal's form editor, so the portal's
 *   customStyleAccess scope gates both: without it only backgroundWidth and fontFamily are kept.
 * - The `style` option is the site owner's own page code, as powerful as the `css` option that
 *   no scope gates, so it is kept whole.
 *
 * Values were checked where they were read (`normalizeStyle`, `readOptions`).
 */
export function resolveFormStyle(
  definition: Pick<FormDefinition, 'globalStyle' | 'style' | 'scopes'>,
  option: FormStyle,
): FormStyle {
  const portal: FormStyle = { ...definition.globalStyle, ...definition.style };
  const kept: FormStyle = {};
  for (const key of Object.keys(portal) as (keyof FormStyle)[]) {
    if (definition.scopes.customStyleAccess || STYLE_KEYS_WITHOUT_ACCESS.includes(key)) kept[key] = portal[key];
  }
  return { ...kept, ...option };
}
