import { createElement, type Context, type ReactElement, type ReactNode } from 'react';
import type { FieldValue } from '../core/form-definition';
import { PRERENDERED_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from '../loader/prerendered-attributes';
import type { FormStore } from '../store/create-form-store';
import { RenderAsHostFirst } from '../ui/render-as-host-first';
import { readTypedValues } from './typed-values';

const sameValue = (a: FieldValue | undefined, b: FieldValue): boolean => JSON.stringify(a) === JSON.stringify(b);

const loaded = (store: FormStore): Promise<void> =>
  new Promise((resolve) => {
    if (store.getState().load.status !== 'loading') return resolve();
    const stop = store.subscribe((state) => {
      if (state.load.status === 'loading') return;
      stop();
      resolve();
    });
  });

/**
 * Takes a pre-rendered form (`adopt-prerendered.ts`) over in place once its definition has
 * loaded: React's first render must be the loaded form, as on the host. (This comes with
 * `embed-calls.js`, which consent and spam fields need for that render anyway.) What the visitor
 * typed goes into the store first, so the controls keep it; a submit they pressed meanwhile is
 * sent once, now. `hydrate` (given the first render's wrapper, `ui/render-as-host-first.tsx`) answers false when the form was unmounted meanwhile; `renderAfresh`
 * replaces the markup (a client render clears its container).
 */
export async function takeOverPrerendered(
  wrapper: HTMLElement,
  store: FormStore,
  instanceKey: string,
  hydrate: (wrapper: HTMLElement, firstAsHost: (form: ReactNode) => ReactElement) => boolean,
  renderAfresh: () => void,
  serverRender: Context<boolean>,
): Promise<void> {
  await loaded(store);
  if (!wrapper.isConnected) return;
  const state = store.getState();
  const form = wrapper.querySelector('form');
  // Markup made for another instance key (the loader counted differently) is replaced.
  if (form?.getAttribute('data-instance-id') !== instanceKey) {
    wrapper.removeAttribute(PRERENDERED_ATTRIBUTE);
    return renderAfresh();
  }
  if (state.load.status === 'loaded') {
    for (const [id, value] of Object.entries(readTypedValues(form, state.load.definition.fields))) {
      if (!sameValue(state.fields[id]?.value, value)) state.setValue(id, value);
    }
  }
  const submitPending = wrapper.hasAttribute(SUBMIT_PENDING_ATTRIBUTE);
  wrapper.removeAttribute(PRERENDERED_ATTRIBUTE);
  wrapper.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
  if (!hydrate(wrapper, (children) => createElement(RenderAsHostFirst, { context: serverRender, children }))) return;
  if (submitPending && store.getState().load.status === 'loaded') void store.getState().submit();
}
