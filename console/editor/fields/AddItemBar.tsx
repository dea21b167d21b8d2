import { useId, useState } from 'react';
import type { EditorFieldType } from '../model/editor-form';
import { EDITOR_FIELD_TYPES } from '../model/field-kinds';
import { texts } from '../../texts';

const t = texts.editor;

export interface AddItemBarProps {
  onAddField(fieldType: EditorFieldType): void;
  onAddText(): void;
  onAddPageBreak(): void;
}

/** "Add field" (a kind, then "Add"), "Add text" and "Add page break": each goes after the selected item. */
export function AddItemBar({ onAddField, onAddText, onAddPageBreak }: AddItemBarProps) {
  const [fieldType, setFieldType] = useState<EditorFieldType>('text');
  const selectId = useId();
  return (
    <div className="add-item-bar" role="group" aria-label={t.addField}>
      <div className="add-field">
        <label htmlFor={selectId}>{t.fieldKind}</label>
        <select id={selectId} value={fieldType} onChange={(event) => setFieldType(event.target.value as EditorFieldType)}>
          {EDITOR_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.fieldKinds[type]}
            </option>
          ))}
        </select>
        <button type="button" className="button button-primary" onClick={() => onAddField(fieldType)}>
          {t.add}
        </button>
      </div>
      <button type="button" className="button" onClick={onAddText}>
        {t.addText}
      </button>
      <button type="button" className="button" onClick={onAddPageBreak}>
        {t.addPageBreak}
      </button>
    </div>
  );
}
