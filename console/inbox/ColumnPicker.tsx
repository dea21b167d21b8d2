import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { texts } from '../texts';
import type { FormField } from './form-fields';
import type { ColumnPreferences } from './column-preferences';

interface ColumnPickerProps {
  /** The field columns in the owner's current order. */
  columns: FormField[];
  hidden: readonly string[];
  onChange: (preferences: ColumnPreferences) => void;
}

/** A disclosure listing the field columns: a checkbox shows or hides each, up/down buttons reorder them. */
export function ColumnPicker({ columns, hidden, onChange }: ColumnPickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const order = columns.map((column) => column.name);

  const toggle = (name: string, shown: boolean) =>
    onChange({ order, hidden: shown ? hidden.filter((item) => item !== name) : [...hidden, name] });
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    onChange({ order: next, hidden: [...hidden] });
  };

  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the panel and puts the keyboard back on its button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="column-picker" onKeyDown={closeOnEscape}>
      <button ref={toggleRef} type="button" className="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {texts.inbox.columns}
      </button>
      <ul id={panelId} className="column-picker__panel" hidden={!open}>
        {columns.map((column, index) => (
          <li key={column.name}>
            <label>
              <input type="checkbox" checked={!hidden.includes(column.name)} onChange={(event) => toggle(column.name, event.target.checked)} />
              {column.label}
            </label>
            <span className="column-picker__moves">
              <button type="button" className="button button-small" aria-label={texts.inbox.moveUp(column.label)} disabled={index === 0} onClick={() => move(index, -1)}>
                ↑
              </button>
              <button
                className="button button-small"
                type="button"
                aria-label={texts.inbox.moveDown(column.label)}
                disabled={index === columns.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
