/**
 * Instance keys keep element ids unique when the same form is on a page more than once: the
 * site owner's `formInstanceId` when given (made id-safe), else the mount index; a repeat of a
 * key already in use on the page gets the index appended.
 */
export function createInstanceKeys() {
  const inUse = new Set<string>();
  return {
    claim(formId: string, formInstanceId: string, index: number): string {
      const base = formInstanceId.replace(/[^A-Za-z0-9_-]/g, '_') || String(index);
      const key = inUse.has(`${formId}:${base}`) ? `${base}-${index}` : base;
      inUse.add(`${formId}:${key}`);
      return key;
    },
    release(formId: string, key: string): void {
      inUse.delete(`${formId}:${key}`);
    },
  };
}

export type InstanceKeys = ReturnType<typeof createInstanceKeys>;
