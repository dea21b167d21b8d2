import type { NameValue } from '../core/submission/submission-values';

/**
 * While the site owner's submit callbacks run, the form element holds every value being sent
 * as a named control: the values of a multi-page form's other pages (no longer in the DOM) are
 * added as hidden inputs, so `new FormData($form)` and jQuery's `$form.serializeArray()`, which
 * the public wrappers read in `onFormSubmit` (COMPAT.md), see what is submitted. Answers the
 * function that removes them.
 */
export function withEveryValueInForm(form: HTMLFormElement, values: readonly NameValue[]): () => void {
  const named = new Set<string>();
  for (const control of Array.from(form.elements)) {
    const name = (control as HTMLInputElement).name;
    if (name) named.add(name);
  }
  const added = values
    .filter(({ name }) => !named.has(name))
    .map(({ name, value }) => {
      const input = form.ownerDocument.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      return form.appendChild(input);
    });
  return () => {
    for (const input of added) input.remove();
  };
}
