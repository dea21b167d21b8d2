import { fieldElementIds } from './element-ids';

const FOCUSABLE = 'input:not([type=hidden]),select,textarea,button';

/**
 * Moves focus to a field's control inside `root` (the form, in the page or in its frame): the
 * input itself, or the first option of a list whose id names the list. False when not there.
 */
export function focusField(root: HTMLElement, fieldId: string, formKey: string): boolean {
  const element = root.ownerDocument.getElementById(fieldElementIds(fieldId, formKey).input);
  if (!element || !root.contains(element)) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  return true;
}
