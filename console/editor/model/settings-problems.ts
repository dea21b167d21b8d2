import { isSafeStyleValue } from '../../../src/core/style/safe-style-value';
import { texts } from '../../texts';
import type { ConsentCheckbox, EditorForm } from './editor-form';

/**
 * What is wrong with a form-wide setting, in words for the owner; null when nothing is. The
 * settings panel shows these beside their inputs, and `formProblems` (check-form.ts) refuses to
 * save a form that has any.
 */

/** An absolute http(s) address. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every problem of the form-wide settings, in the panel's order. */
export function settingsProblemTexts(form: EditorForm): string[] {
  const problems: (string | null)[] = [form.name.trim() === '' ? texts.formSettings.nameMissing : null];
  if (form.afterSubmit.kind === 'redirect') problems.push(redirectUrlProblem(form.afterSubmit.url));
  const checkboxes = form.consent?.checkboxes ?? [];
  checkboxes.forEach((_checkbox, index) => problems.push(communicationTypeIdProblem(checkboxes, index)));
  for (const value of Object.values(form.style)) if (typeof value === 'string' && value !== '') problems.push(styleValueProblem(value));
  return [...new Set(problems.filter((problem): problem is string => problem !== null))];
}

/** A redirect goes to a web page: an absolute http(s) address. */
export function redirectUrlProblem(url: string): string | null {
  if (url.trim() === '') return texts.formSettings.redirectUrlMissing;
  return isWebAddress(url) ? null : texts.formSettings.redirectUrlInvalid;
}

/** A style value becomes a CSS custom property; one that could break out of it is refused. */
export function styleValueProblem(value: string): string | null {
  return isSafeStyleValue(value) ? null : texts.formSettings.styleValueRefused;
}

/**
 * The communication type id is the checkbox's submitted name: one without it is dropped by the
 * embed, and two with the same one would send one answer for both.
 */
export function communicationTypeIdProblem(checkboxes: readonly ConsentCheckbox[], index: number): string | null {
  const id = checkboxes[index]?.communicationTypeId.trim() ?? '';
  if (id === '') return texts.formSettings.communicationTypeIdMissing;
  const first = checkboxes.findIndex((checkbox) => checkbox.communicationTypeId.trim() === id);
  return first !== index ? texts.formSettings.communicationTypeIdTaken : null;
}
