import { isRecord, recordIn } from '../core/definition/wire-reader';
import { submittedText } from '../core/submission/submission-values';
import { tabStorage } from '../embed/page-services';
import { readTypedValues } from '../embed/typed-values';
import type { UnfinishedFormText } from '../i18n/unfinished-form-text';
import { draftKey, drafts } from '../core/submission/drafts';
import { createPanel } from './load-error-panel';

/** Marks the buttons the loader disabled, to enable again should the runtime arrive after all. */
const DISABLED_ATTRIBUTE = 'data-disabled-until-loaded';

type FieldKinds = Record<string, { fieldType: string }>;

/** Each field's name and type in a wire definition, dependent fields too, but file fields. */
function fieldKinds(wire: unknown): FieldKinds {
  const kinds: FieldKinds = {};
  const visit = (field: unknown) => {
    if (!isRecord(field) || typeof field.name !== 'string' || typeof field.fieldType !== 'string') return;
    // Never a file: a draft holds text, and files are chosen again.
    if (field.fieldType !== 'file') kinds[field.name] = { fieldType: field.fieldType };
    if (Array.isArray(field.dependentFieldFilters)) for (const filter of field.dependentFieldFilters) visit(isRecord(filter) ? filter.dependentFormField : undefined);
  };
  const { formFieldGroups: groups } = recordIn(wire, 'form');
  if (!Array.isArray(groups)) return kinds;
  for (const group of groups) if (isRecord(group) && Array.isArray(group.fields)) group.fields.forEach(visit);
  return kinds;
}

/**
 * A form the loader showed whose runtime never arrived (blocked, offline) is never left looking as
 * if it worked: its buttons are disabled and a message says why, and what the visitor typed
 * (before and after) is kept in the tab's draft, where the runtime finds it (`core/submission/drafts.ts`), so
 * a reload brings it back. The message is in the form's language, as the host sent it with the
 * markup (`text`). Answers the undo, for a runtime that arrives after all.
 */
export function keepUnfinished(root: HTMLElement, wire: unknown, text: UnfinishedFormText): () => void {
  const doc = root.ownerDocument;
  const form = root.querySelector('form');
  const { portalId, guid } = recordIn(wire, 'form');
  const notice = createPanel(doc, text.title, text.message);
  notice.classList.add('hs-form-unfinished');
  // Inside the form, at its top: as wide as the form, in its look.
  (form ?? root).insertBefore(notice, (form ?? root).firstChild);
  const buttons = [...(form?.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input[type=submit], button') ?? [])].filter((button) => !button.disabled);
  for (const button of buttons) {
    button.disabled = true;
    button.setAttribute(DISABLED_ATTRIBUTE, '');
  }

  const kinds = fieldKinds(wire);
  const view = doc.defaultView;
  const draft = form && view && (typeof portalId === 'number' || typeof portalId === 'string') && typeof guid === 'string' ? drafts(tabStorage(view), draftKey(portalId, guid)) : undefined;
  const save = () => {
    if (!form || !draft) return;
    const typed = Object.entries(readTypedValues(form, kinds)).map(([name, value]) => [name, submittedText(value)] as const);
    if (typed.length === 0) return;
    // A draft kept from before (and the key a submission went under) stays, what was typed now on top.
    const before = draft.read();
    draft.write({ values: { ...before?.values, ...Object.fromEntries(typed) }, idempotencyKey: before?.idempotencyKey });
  };
  save();
  form?.addEventListener('input', save);
  form?.addEventListener('change', save);
  return () => {
    notice.remove();
    for (const button of buttons) {
      button.disabled = false;
      button.removeAttribute(DISABLED_ATTRIBUTE);
    }
    form?.removeEventListener('input', save);
    form?.removeEventListener('change', save);
  };
}
