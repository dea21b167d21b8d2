/**
 * Tells this process's dispatchers that rows were written, so a lead's webhook leaves at once
 * rather than at the next poll. Other processes find the rows at their next poll.
 */
const listeners = new Set<() => void>();

export function onOutboxWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxWritten(): void {
  for (const listener of listeners) listener();
}
