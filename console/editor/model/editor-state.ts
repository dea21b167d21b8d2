import type { EditorField, EditorFieldType, EditorForm, EditorItem } from './editor-form';
import { newField } from './field-factory';
import { suggestName } from './field-names';
import { newItemId } from './item-id';

/** The editor page's state: the form, the selected list item, and whether it has unsaved changes. */
export interface EditorState {
  form: EditorForm;
  selectedId: string | null;
  dirty: boolean;
}

export type EditorAction =
  | { type: 'load'; form: EditorForm }
  | { type: 'changeForm'; form: EditorForm }
  | { type: 'addField'; fieldType: EditorFieldType }
  | { type: 'addText' }
  | { type: 'addPageBreak' }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; toIndex: number }
  | { type: 'updateField'; id: string; changes: Partial<Omit<EditorField, 'wire'>> }
  | { type: 'updateText'; id: string; html: string }
  | { type: 'select'; id: string | null }
  /** The host has `form` now: unsaved only if it changed since the save began. */
  | { type: 'saved'; form: EditorForm };

/** A freshly loaded form: nothing selected, nothing to save. */
export function initialEditorState(form: EditorForm): EditorState {
  return { form, selectedId: null, dirty: false };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { form } = state;
  const withItems = (items: EditorItem[], selectedId = state.selectedId): EditorState => ({
    form: { ...form, items },
    selectedId,
    dirty: true,
  });
  switch (action.type) {
    case 'load':
      return initialEditorState(action.form);
    case 'changeForm':
      return { ...state, form: action.form, dirty: true };
    case 'addField':
    case 'addText':
    case 'addPageBreak': {
      const item = newItem(action, form.items);
      return withItems(insertAfter(form.items, state.selectedId, item), item.id);
    }
    case 'remove':
      return withItems(removeItem(form.items, action.id), selectionAfterRemoving(form.items, state.selectedId, action.id));
    case 'move':
      return withItems(moveItem(form.items, action.id, action.toIndex));
    case 'updateField':
      return withItems(updateField(form.items, action.id, action.changes));
    case 'updateText':
      return withItems(form.items.map((item) => (item.id === action.id && item.kind === 'text' ? { ...item, html: action.html } : item)));
    case 'select':
      return { ...state, selectedId: action.id };
    case 'saved':
      return { ...state, dirty: state.dirty && state.form !== action.form };
  }
}

type AddAction = Extract<EditorAction, { type: 'addField' | 'addText' | 'addPageBreak' }>;

function newItem(action: AddAction, items: readonly EditorItem[]): EditorItem {
  switch (action.type) {
    case 'addText':
      return { id: newItemId(), kind: 'text', html: '' };
    case 'addPageBreak':
      return { id: newItemId(), kind: 'pageBreak' };
    case 'addField':
      return { id: newItemId(), kind: 'field', field: newField(action.fieldType, fieldNames(items)) };
  }
}

/** The internal names of the form's fields (all but `exceptId`'s). */
export function fieldNames(items: readonly EditorItem[], exceptId?: string): string[] {
  return items.flatMap((item) => (item.kind === 'field' && item.id !== exceptId ? [item.field.name] : []));
}

/** `item` right after the selected one, or at the end when nothing (or nothing known) is selected. */
export function insertAfter(items: readonly EditorItem[], selectedId: string | null, item: EditorItem): EditorItem[] {
  const index = items.findIndex((candidate) => candidate.id === selectedId);
  const at = index === -1 ? items.length : index + 1;
  return [...items.slice(0, at), item, ...items.slice(at)];
}

export function removeItem(items: readonly EditorItem[], id: string): EditorItem[] {
  return items.filter((item) => item.id !== id);
}

/** The item after the removed one (else the one before) when the removed one was selected. */
function selectionAfterRemoving(items: readonly EditorItem[], selectedId: string | null, removedId: string): string | null {
  if (selectedId !== removedId) return selectedId;
  const index = items.findIndex((item) => item.id === removedId);
  return items[index + 1]?.id ?? items[index - 1]?.id ?? null;
}

/** The item `id` moved to `toIndex` (clamped to the list); the list unchanged when there is no such item. */
export function moveItem(items: readonly EditorItem[], id: string, toIndex: number): EditorItem[] {
  const from = items.findIndex((item) => item.id === id);
  if (from === -1) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const to = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, to), items[from]!, ...rest.slice(to)];
}

/**
 * The field `id` with `changes`. While the internal name is still the one suggested for the
 * label, a new label brings a new suggestion; a name the owner typed stays.
 */
export function updateField(items: readonly EditorItem[], id: string, changes: Partial<Omit<EditorField, 'wire'>>): EditorItem[] {
  return items.map((item) => {
    if (item.id !== id || item.kind !== 'field') return item;
    const next = { ...item.field, ...changes };
    if (changes.label !== undefined && changes.name === undefined) {
      const others = fieldNames(items, id);
      if (item.field.name === suggestName(item.field.label, others)) next.name = suggestName(changes.label, others);
    }
    return { ...item, field: next };
  });
}
