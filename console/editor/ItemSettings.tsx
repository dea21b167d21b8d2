import type { EditorField, EditorItem } from './model/editor-form';
import { FieldSettings } from './fields/FieldSettings';
import { TextSettings } from './fields/TextSettings';
import { itemTitle } from './fields/item-names';
import { fieldNames } from './model/editor-state';
import { texts } from '../texts';

export interface ItemSettingsProps {
  items: readonly EditorItem[];
  selectedId: string | null;
  readOnly: boolean;
  onFieldChange(id: string, changes: Partial<Omit<EditorField, 'wire'>>): void;
  onTextChange(id: string, html: string): void;
}

/** The settings panel of the selected item (nothing selected: a hint). */
export function ItemSettings({ items, selectedId, readOnly, onFieldChange, onTextChange }: ItemSettingsProps) {
  const index = items.findIndex((item) => item.id === selectedId);
  const item = items[index];
  return (
    <section className="item-settings" aria-label={texts.editor.itemSettings}>
      {item === undefined ? (
        <p className="editor-hint">{texts.editor.nothingSelected}</p>
      ) : (
        <>
          <h2>{itemTitle(item)}</h2>
          {item.kind === 'field' && (
            <FieldSettings
              // A new panel per field: inputs that keep their own text start from this field's.
              key={item.id}
              field={item.field}
              otherNames={fieldNames(items, item.id)}
              // Not after a page break (a new page starts a row), unless it came that way and is to be undone.
              canJoinRow={index > 0 && (items[index - 1]!.kind !== 'pageBreak' || item.field.sameRowAsPrevious)}
              readOnly={readOnly}
              onChange={(changes) => onFieldChange(item.id, changes)}
            />
          )}
          {item.kind === 'text' && <TextSettings key={item.id} html={item.html} readOnly={readOnly} onChange={(html) => onTextChange(item.id, html)} />}
          {item.kind === 'pageBreak' && <p className="editor-hint">{texts.editor.pageBreakSettings}</p>}
        </>
      )}
    </section>
  );
}
