import type { MountedForm } from './mount-form';

/** The forms mounted on a page, by the element they were mounted into. */
export function createFormsRegistry() {
  const byTarget = new Map<Element, MountedForm>();
  let nextIndex = 0;
  return {
    /** For callers without the loader, which numbers the page's forms itself. */
    nextIndex: () => nextIndex++,
    get: (target: Element) => byTarget.get(target),
    set: (target: Element, form: MountedForm) => byTarget.set(target, form),
    /** Unmounts the form in `target`, if any (a new form replaces it). */
    unmount(target: Element): void {
      byTarget.get(target)?.unmount();
      byTarget.delete(target);
    },
    /** Unmounts every form whose target has left the document. */
    unmountDetached(): void {
      for (const target of [...byTarget.keys()]) {
        if (!target.isConnected) this.unmount(target);
      }
    },
  };
}

export type FormsRegistry = ReturnType<typeof createFormsRegistry>;
