import { describe, expect, it } from 'vitest';
import type { EditorForm, EditorItem } from '../../../../console/editor/model/editor-form';
import { newField } from '../../../../console/editor/model/field-factory';
import { editorReducer, initialEditorState, insertAfter, moveItem, type EditorState } from '../../../../console/editor/model/editor-state';

const text = (id: string): EditorItem => ({ id, kind: 'text', html: id });
const ids = (items: readonly EditorItem[]) => items.map((item) => item.id);

function stateWith(items: EditorItem[], selectedId: string | null = null): EditorState {
  const form: EditorForm = {
    base: {},
    name: 'Form',
    language: '',
    submitText: '',
    afterSubmit: { kind: 'message', html: '' },
    consent: null,
    style: {},
    proofOfWork: false,
    attribution: true,
    items,
  };
  return { ...initialEditorState(form), selectedId };
}

describe('editorReducer', () => {
  it('adds a field after the selected item and selects it', () => {
    const state = editorReducer(stateWith([text('a'), text('b')], 'a'), { type: 'addField', fieldType: 'email' });
    expect(state.form.items.map((item) => item.kind)).toEqual(['text', 'field', 'text']);
    expect(state.selectedId).toBe(state.form.items[1]!.id);
    expect(state.dirty).toBe(true);
  });

  it('adds at the end when nothing is selected, with a name no other field has', () => {
    const first = editorReducer(stateWith([text('a')]), { type: 'addField', fieldType: 'email' });
    const second = editorReducer({ ...first, selectedId: null }, { type: 'addField', fieldType: 'email' });
    const names = second.form.items.flatMap((item) => (item.kind === 'field' ? [item.field.name] : []));
    expect(names).toEqual(['email', 'email_2']);
    expect(second.form.items[0]!.id).toBe('a');
  });

  it('adds texts and page breaks', () => {
    let state = editorReducer(stateWith([]), { type: 'addText' });
    state = editorReducer(state, { type: 'addPageBreak' });
    expect(state.form.items).toMatchObject([{ kind: 'text', html: '' }, { kind: 'pageBreak' }]);
  });

  it('removes an item and selects its neighbour', () => {
    const state = editorReducer(stateWith([text('a'), text('b'), text('c')], 'b'), { type: 'remove', id: 'b' });
    expect(ids(state.form.items)).toEqual(['a', 'c']);
    expect(state.selectedId).toBe('c');
    expect(editorReducer(stateWith([text('a'), text('b')], 'b'), { type: 'remove', id: 'b' }).selectedId).toBe('a');
    expect(editorReducer(stateWith([text('a')], 'a'), { type: 'remove', id: 'a' }).selectedId).toBeNull();
    expect(editorReducer(stateWith([text('a'), text('b')], 'a'), { type: 'remove', id: 'b' }).selectedId).toBe('a');
  });

  it('moves an item', () => {
    const state = editorReducer(stateWith([text('a'), text('b'), text('c')]), { type: 'move', id: 'c', toIndex: 0 });
    expect(ids(state.form.items)).toEqual(['c', 'a', 'b']);
  });

  it('lets the name follow the label until the owner names the field', () => {
    const field: EditorItem = { id: 'f', kind: 'field', field: newField('text', []) };
    let state = editorReducer(stateWith([field]), { type: 'updateField', id: 'f', changes: { label: 'First name' } });
    expect(state.form.items[0]).toMatchObject({ field: { label: 'First name', name: 'first_name' } });
    state = editorReducer(state, { type: 'updateField', id: 'f', changes: { name: 'given' } });
    state = editorReducer(state, { type: 'updateField', id: 'f', changes: { label: 'Given name' } });
    expect(state.form.items[0]).toMatchObject({ field: { label: 'Given name', name: 'given' } });
  });

  it('updates a text and changes nothing else', () => {
    const state = editorReducer(stateWith([text('a'), text('b')]), { type: 'updateText', id: 'b', html: '<p>New</p>' });
    expect(state.form.items).toMatchObject([{ html: 'a' }, { html: '<p>New</p>' }]);
  });

  it('selects without making the form dirty, and forgets dirt once saved', () => {
    const selected = editorReducer(stateWith([text('a')]), { type: 'select', id: 'a' });
    expect(selected).toMatchObject({ selectedId: 'a', dirty: false });
    const changed = editorReducer(selected, { type: 'changeForm', form: { ...selected.form, name: 'New' } });
    expect(changed).toMatchObject({ dirty: true, form: { name: 'New' } });
    expect(editorReducer(changed, { type: 'saved', form: changed.form }).dirty).toBe(false);
    // Edited while the save was on its way: still unsaved.
    expect(editorReducer(changed, { type: 'saved', form: selected.form }).dirty).toBe(true);
  });
});

describe('list operations', () => {
  it('insertAfter puts the item at the end for an unknown selection', () => {
    expect(ids(insertAfter([text('a')], 'gone', text('b')))).toEqual(['a', 'b']);
  });

  it('moveItem clamps the place and ignores unknown items', () => {
    expect(ids(moveItem([text('a'), text('b')], 'a', 99))).toEqual(['b', 'a']);
    expect(ids(moveItem([text('a'), text('b')], 'x', 0))).toEqual(['a', 'b']);
  });
});
