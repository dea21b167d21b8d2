let lastId = 0;

/** A key for a new list item, unique in this page's life (never sent to the host). */
export function newItemId(): string {
  lastId += 1;
  return `item-${lastId}`;
}
