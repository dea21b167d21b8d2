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

/**
 * Moves focus to the start of the page a multi-page form shows now: its first heading, else its
 * first group. Neither is a field, so nothing is touched or checked by it (a field focused and
 * left would show its errors); they take focus by script only (`tabindex=-1`).
 */
export function focusPageStart(form: HTMLElement): void {
  const start = form.querySelector<HTMLElement>('fieldset :is(h1,h2,h3,h4,h5,h6)') ?? form.querySelector<HTMLElement>('fieldset');
  if (!start) return;
  if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
  start.focus();
}
