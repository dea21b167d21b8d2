import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { EditorItem } from '../model/editor-form';
import { texts } from '../../texts';
import { itemDetail, itemTitle } from './item-names';

const t = texts.editor;

export interface ItemRowProps {
  item: EditorItem;
  selected: boolean;
  hasProblem: boolean;
  readOnly: boolean;
  onSelect(): void;
  onRemove(): void;
}

/** One row of the list: drag handle, the item's title and kind (a button that selects it), "Remove". */
export function ItemRow({ item, selected, hasProblem, readOnly, onSelect, onRemove }: ItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: readOnly,
  });
  const rowRef = useRef<HTMLLIElement | null>(null);
  const setRowRef = useCallback(
    (node: HTMLLIElement | null) => {
      rowRef.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  // The page's CSP allows no style attributes: the drag offset goes in custom properties the stylesheet reads.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    row.style.setProperty('--drag-transform', CSS.Transform.toString(transform) ?? 'none');
    row.style.setProperty('--drag-transition', transition ?? 'none');
  }, [transform, transition]);

  const title = itemTitle(item);
  const joinsRow = item.kind === 'field' && item.field.sameRowAsPrevious;
  const classes = ['field-row', `field-row-${item.kind}`];
  if (selected) classes.push('is-selected');
  if (isDragging) classes.push('is-dragging');
  if (joinsRow) classes.push('joins-row');
  if (hasProblem) classes.push('has-problem');

  return (
    <li ref={setRowRef} className={classes.join(' ')}>
      {!readOnly && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="drag-handle"
          {...attributes}
          {...listeners}
          aria-label={t.move(title)}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <button type="button" className="field-row-select" aria-pressed={selected} onClick={onSelect}>
        <span className="field-row-title">{title}</span>
        <span className="field-row-kind">
          {itemDetail(item)}
          {joinsRow && <span className="tag">{t.sameRowBadge}</span>}
        </span>
      </button>
      {!readOnly && (
        <button type="button" className="button button-small field-row-remove" onClick={onRemove} aria-label={t.remove(title)}>
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </li>
  );
}
