import type { FormHandle, FormRequest, RuntimeForms } from './handoff';
import { formWrapperId } from './form-wrapper';

interface Waiting {
  request: FormRequest;
  index: number;
  /** `onReady` callbacks registered on the handle before the runtime arrived. */
  readyCallbacks: (() => void)[];
  /** The runtime's handle, once it has mounted this form. */
  mounted?: FormHandle;
}

/**
 * The forms asked for before the runtime arrives. Each gets its index (and so its id) at once,
 * so `create` answers its handle synchronously; the runtime mounts them in order when it takes
 * over, and every later request goes straight to it.
 */
export function createFormQueue() {
  let nextIndex = 0;
  let runtime: RuntimeForms | undefined;
  const waiting: Waiting[] = [];

  return {
    add(request: FormRequest): FormHandle {
      const index = nextIndex++;
      if (runtime) return runtime.create(request, index);
      const entry: Waiting = { request, index, readyCallbacks: [] };
      waiting.push(entry);
      return {
        id: formWrapperId(index),
        onReady(callback) {
          if (entry.mounted) entry.mounted.onReady(callback);
          else entry.readyCallbacks.push(callback);
        },
      };
    },
    /** A form is mounted, or waiting to be, in this element. */
    has(target: Element): boolean {
      if (runtime) return runtime.has(target);
      return waiting.some((entry) => 'container' in entry.request && entry.request.container === target);
    },
    /** Forms whose container left the page: unmounted; before the runtime, dropped with what the loader showed in it. */
    unmountDetached(): void {
      if (runtime) return runtime.unmountDetached();
      for (const entry of [...waiting]) {
        const { request, index } = entry;
        if (!('container' in request) || request.container.isConnected) continue;
        waiting.splice(waiting.indexOf(entry), 1);
        request.container.querySelector(`#${formWrapperId(index)}`)?.remove();
      }
    },
    /** The requests still waiting for the runtime, with their indexes. */
    waiting: (): readonly { request: FormRequest; index: number }[] => waiting,
    takenOver: (): boolean => runtime !== undefined,
    /** Mounts every waiting form in the runtime and forwards their callbacks. Only the first call counts. */
    takeOver(forms: RuntimeForms): boolean {
      if (runtime) return false;
      runtime = forms;
      for (const entry of waiting.splice(0)) {
        entry.mounted = forms.create(entry.request, entry.index);
        for (const callback of entry.readyCallbacks.splice(0)) entry.mounted.onReady(callback);
      }
      return true;
    },
  };
}

export type FormQueue = ReturnType<typeof createFormQueue>;
