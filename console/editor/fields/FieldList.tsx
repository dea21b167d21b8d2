import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { EditorItem } from '../model/editor-form';
import { texts } from '../../texts';
import { itemTitle } from './item-names';
import { ItemRow } from './ItemRow';

const t = texts.editor;

export interface FieldListProps {
  items: readonly EditorItem[];
  selectedId: string | null;
  readOnly: boolean;
  /** Item ids with a problem (their rows are marked). */
  problemIds: ReadonlySet<string>;
  onSelect(id: string): void;
  onMove(id: string, toIndex: number): void;
  onRemove(id: string): void;
}

/**
 * The form's fields, texts and page breaks in order. Each row's handle drags it, with the mouse
 * or the keyboard (Space or Enter picks it up, the arrows move it, Space or Enter drops it), and
 * a screen reader is told where it is at each step.
 */
export function FieldList({ items, selectedId, readOnly, problemIds, onSelect, onMove, onRemove }: FieldListProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const announcements = useMemo(() => listAnnouncements(items), [items]);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const toIndex = ids.indexOf(String(over.id));
    if (toIndex !== -1) onMove(String(active.id), toIndex);
  };

  if (items.length === 0) return <p className="editor-empty">{t.noItems}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.announcements.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="field-list" aria-label={t.items}>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              selected={item.id === selectedId}
              hasProblem={problemIds.has(item.id)}
              readOnly={readOnly}
              onSelect={() => onSelect(item.id)}
              onRemove={() => onRemove(item.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/**
 * What a screen reader hears while an item is dragged: its title and its place in the list. A
 * place is announced once when reached (the pick-up itself is "over" the item's own place).
 */
function listAnnouncements(items: readonly EditorItem[]): Announcements {
  const a = t.announcements;
  const titleOf = (id: UniqueIdentifier): string => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? itemTitle(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined): number => items.findIndex((item) => item.id === id) + 1;
  let lastOver: UniqueIdentifier | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return a.dragStart(titleOf(active.id), positionOf(active.id), items.length);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return a.dragOver(titleOf(active.id), positionOf(over.id), items.length);
    },
    onDragEnd: ({ active, over }) =>
      over ? a.dragEnd(titleOf(active.id), positionOf(over.id), items.length) : a.dragCancel(titleOf(active.id)),
    onDragCancel: ({ active }) => a.dragCancel(titleOf(active.id)),
  };
}
