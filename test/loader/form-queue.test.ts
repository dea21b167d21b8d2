// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createFormQueue } from '../../src/loader/form-queue';
import type { FormHandle, FormRequest, RuntimeForms } from '../../src/loader/handoff';

/** A runtime that records what it mounts; `ready(index)` runs the callbacks registered on that form. */
function fakeRuntime() {
  const mounted: { request: FormRequest; index: number; callbacks: (() => void)[] }[] = [];
  const runtime: RuntimeForms = {
    adoptScriptPolicy: vi.fn(),
    create(request, index): FormHandle {
      const entry = { request, index, callbacks: [] as (() => void)[] };
      mounted.push(entry);
      return { id: `hbspt-form-${index}`, onReady: (callback) => entry.callbacks.push(callback) };
    },
    has: (target) => mounted.some(({ request }) => 'container' in request && request.container === target),
    unmountDetached: vi.fn(),
  };
  const ready = (index: number) => mounted.find((entry) => entry.index === index)?.callbacks.forEach((callback) => callback());
  return { runtime, mounted, ready };
}

describe('createFormQueue: the forms asked for before the runtime arrives', () => {
  it('answers each request a handle with its own id at once, in the order asked', () => {
    const queue = createFormQueue();
    expect([queue.add({ options: { formId: 'a' } }).id, queue.add({ options: { formId: 'b' } }).id]).toEqual(['hbspt-form-0', 'hbspt-form-1']);
  });

  it('mounts the waiting forms in order with their indexes when the runtime takes over', () => {
    const queue = createFormQueue();
    const container = document.createElement('div');
    queue.add({ options: { formId: 'a' } });
    queue.add({ container });
    const { runtime, mounted } = fakeRuntime();
    expect(queue.takeOver(runtime)).toBe(true);
    expect(mounted.map(({ request, index }) => [request, index])).toEqual([
      [{ options: { formId: 'a' } }, 0],
      [{ container }, 1],
    ]);
    expect(queue.waiting()).toEqual([]);
  });

  it('forwards onReady callbacks registered before the runtime arrived, and later ones', () => {
    const queue = createFormQueue();
    const handle = queue.add({ options: {} });
    const early = vi.fn();
    handle.onReady(early);
    const { runtime, ready } = fakeRuntime();
    queue.takeOver(runtime);
    const late = vi.fn();
    handle.onReady(late);
    expect(early).not.toHaveBeenCalled();
    ready(0);
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();
  });

  it('sends requests made after the take-over straight to the runtime, numbering on', () => {
    const queue = createFormQueue();
    queue.add({ options: {} });
    const { runtime, mounted } = fakeRuntime();
    queue.takeOver(runtime);
    expect(queue.add({ options: { formId: 'later' } }).id).toBe('hbspt-form-1');
    expect(mounted.map(({ index }) => index)).toEqual([0, 1]);
  });

  it('lets only the first runtime take over', () => {
    const queue = createFormQueue();
    queue.add({ options: {} });
    const first = fakeRuntime();
    const second = fakeRuntime();
    queue.takeOver(first.runtime);
    expect(queue.takeOver(second.runtime)).toBe(false);
    expect(second.mounted).toEqual([]);
  });

  it('knows a waiting container before the take-over and asks the runtime after it', () => {
    const queue = createFormQueue();
    const container = document.createElement('div');
    queue.add({ container });
    expect(queue.has(container)).toBe(true);
    expect(queue.has(document.createElement('div'))).toBe(false);
    const { runtime } = fakeRuntime();
    const has = vi.spyOn(runtime, 'has');
    queue.takeOver(runtime);
    expect(queue.has(container)).toBe(true);
    expect(has).toHaveBeenCalledWith(container);
  });

  it('drops a container that left the page before the runtime arrived, with the form the loader showed in it; after, the runtime unmounts', () => {
    const queue = createFormQueue();
    const [kept, removed] = [document.createElement('div'), document.createElement('div')];
    document.body.append(kept, removed);
    queue.add({ container: kept });
    queue.add({ container: removed });
    removed.innerHTML = '<div id="hbspt-form-1" class="hbspt-form"><form class="hs-form"></form></div>';
    removed.remove();
    queue.unmountDetached();
    expect(removed.querySelector('.hbspt-form')).toBeNull();
    expect(queue.has(removed)).toBe(false);
    const { runtime, mounted } = fakeRuntime();
    queue.takeOver(runtime);
    expect(mounted.map(({ request, index }) => [request, index])).toEqual([[{ container: kept }, 0]]);
    queue.unmountDetached();
    expect(runtime.unmountDetached).toHaveBeenCalledTimes(1);
    kept.remove();
  });
});
