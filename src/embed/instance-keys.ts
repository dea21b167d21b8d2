/**
 * Instance keys keep element ids unique when the same form is on a page more than once: the
 * site owner's `formInstanceId` when given (made id-safe), else the mount index; a repeat of a
 * key already in use on the page gets the index appended.
 */
export function createInstanceKeys() {
  const inUse = new Set<string>();
  // Form GUIDs are case-insensitive: 'A1B2…' and 'a1b2…' load the same form, with the same ids.
  const slot = (formId: string, key: string) => `${formId.toLowerCase()}:${key}`;
  return {
    claim(formId: string, formInstanceId: string, index: number): string {
      const base = formInstanceId.replace(/[^A-Za-z0-9_-]/g, '_') || String(index);
      let key = inUse.has(slot(formId, base)) ? `${base}-${index}` : base;
      // An owner-given id may itself look like a suffixed key ('box-2'): keep going until unique.
      for (let extra = 2; inUse.has(slot(formId, key)); extra += 1) key = `${base}-${index}-${extra}`;
      inUse.add(slot(formId, key));
      return key;
    },
    release(formId: string, key: string): void {
      inUse.delete(slot(formId, key));
    },
  };
}

export type InstanceKeys = ReturnType<typeof createInstanceKeys>;
