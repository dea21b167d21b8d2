import type { FieldState } from '../field-state';
import { isPrefillable } from '../initial-values';
import { setEntry } from '../definition/wire-reader';
import { checkedTargets } from '../validation/page-checks';
import type { ValidationTarget } from '../validation/validation-targets';
import { submittedText } from './submission-values';

/** The form as it stands: its fields in visitor order, their states, which groups show. */
export interface DraftedForm {
  targets: readonly ValidationTarget[];
  fields: Readonly<Record<string, FieldState>>;
  groupsShown: readonly boolean[];
}

/**
 * The values a draft keeps, as text (lists joined with ';'): the fields the visitor changed, or
 * whose value came back from a draft (`restored`), among those the visitor can see on some
 * page. Never a file or a password-like field (`isPrefillable`), and never a field the
 * definition hides from the visitor: a hidden input (`inputKind` 'hidden', which both the wire's
 * `hidden` flag and the `hidden` field type give), a dependent field whose condition does not
 * hold (`shown` false), or a field of a smart group left out because the host knows its values.
 * What the visitor cannot see they did not type, and it has no business outliving the page.
 */
export function draftValues(form: DraftedForm, restored: ReadonlySet<string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { field } of checkedTargets({ ...form, page: 'all' })) {
    const state = form.fields[field.id];
    if (state && (state.inputState.changed || restored.has(field.id)) && isPrefillable(field)) {
      setEntry(values, field.id, submittedText(state.value));
    }
  }
  return values;
}
