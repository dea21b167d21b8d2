import { useCallback, useEffect, useReducer, useState } from 'react';
import { OwnerApiError, ownerApi } from '../api/owner-api';
import { texts } from '../texts';
import type { WireDefinitionResponse } from '../../src/core/definition/wire-types';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './model/editor-state';
import { fromWire } from './model/wire-conversion';

/** Everything the editor's reducer does, plus starting over from another definition (a restored version). */
export type EditorPageAction = EditorAction | { type: 'restore'; definition: WireDefinitionResponse };

export type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `publishedVersion`: the latest published version, null before the first publish. */
  | { status: 'ready'; publishedVersion: number | null };

function pageReducer(state: EditorState | null, action: EditorPageAction): EditorState | null {
  if (action.type === 'load') return initialEditorState(action.form);
  if (state === null) return null;
  // A restored version replaces the form and is unsaved until the owner saves it.
  if (action.type === 'restore') return { ...initialEditorState(fromWire(action.definition)), dirty: true };
  return editorReducer(state, action);
}

/** Loads the form (its draft, else its published definition) into the editor's state. */
export function useEditorState(portalId: string, formId: string) {
  const [editor, dispatch] = useReducer(pageReducer, null);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    ownerApi.form(portalId, formId).then(
      (detail) => {
        if (!current) return;
        const definition = detail.draft?.definition ?? detail.definition;
        if (definition === null) {
          setLoad({ status: 'failed', message: texts.editor.noDefinition });
          return;
        }
        dispatch({ type: 'load', form: fromWire(definition) });
        setLoad({ status: 'ready', publishedVersion: detail.publishedVersion });
      },
      (error: unknown) => {
        if (current) setLoad({ status: 'failed', message: error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable });
      },
    );
    return () => {
      current = false;
    };
  }, [portalId, formId]);

  const published = useCallback((version: number) => setLoad({ status: 'ready', publishedVersion: version }), []);
  return { editor, dispatch, load, published };
}
