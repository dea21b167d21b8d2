import { createElement, type ReactElement, type ReactNode } from 'react';
import type { FieldValue, FormDefinition } from '../core/form-definition';
import { NEXT_PENDING_ATTRIBUTE, PRERENDERED_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from '../loader/prerendered-attributes';
import type { FormStore } from '../store/create-form-store';
import { loadChunk } from '../lazy/load-chunk';
import { TakeOver } from '../ui/take-over';
import type { PrerenderedForm } from './adopt-prerendered';
import { namedControls, readChangedValues, readTypedValues, shownControls, showValues } from './typed-values';

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
 * Takes a pre-rendered form (`adopt-prerendered.ts`) over in place once its definition has loaded
 * and the sanitiser the host rendered its rich text with is in: React's first render must be the
 * loaded form, as on the host.
 * What the visitor typed goes into the store first, so the controls keep it; a submit they pressed
 * meanwhile is sent once React's handlers are in; a Next moves on once (if their page is
 * complete). `hydrate` is given where the markup is and the first render's wrapper
 * (`ui/take-over.tsx`); it does nothing for a form unmounted meanwhile, whose held
 * presses then go nowhere. `renderAfresh` replaces the markup (a client render
 * clears its container): for markup made for another instance key, a form that failed to load,
 * a sanitiser that cannot be had, or markup shown where the form is not to be (`fits`: in the
 * isolated frame or in the page, as the loaded definition decides).
 */
export async function takeOverPrerendered(
  { wrapper, root }: Pick<PrerenderedForm, 'wrapper' | 'root'>,
  store: FormStore,
  instanceKey: string,
  fits: (definition: FormDefinition) => boolean,
  hydrate: (root: HTMLElement, withTakeOver: (form: ReactNode) => ReactElement) => void,
  renderAfresh: () => void,
): Promise<void> {
  const done = () => {
    for (const element of [wrapper, root]) element.removeAttribute(PRERENDERED_ATTRIBUTE);
  };
  await loaded(store);
  // The host rendered rich text through the sanitiser: React's first render needs it too.
  const sanitized = root.querySelector('[data-rich-text]') ? loadChunk('sanitizer', wrapper.ownerDocument).then(() => true, () => false) : true;
  if (!(await sanitized)) {
    done();
    return renderAfresh();
  }
  if (!wrapper.isConnected) return;
  const state = store.getState();
  const form = root.querySelector('form');
  // Markup made for another instance key (the loader counted differently), or for a form that
  // could not be loaded after all (its panel shows instead), is replaced.
  if (form?.getAttribute('data-instance-id') !== instanceKey || state.load.status !== 'loaded' || !fits(state.load.definition)) {
    done();
    return renderAfresh();
  }
  // What the visitor typed goes into the store; what the store has that the host could not know
  // (a draft brought back, the page's URL values) goes into the controls: React takes over controls
  // that show what it renders.
  const { fields } = state.load.definition;
  const keep = (values: Record<string, FieldValue>) => {
    for (const [id, value] of Object.entries(values)) {
      const now = store.getState();
      if (!sameValue(now.fields[id]?.value, value)) now.setValue(id, value);
    }
  };
  // The form's controls, read once for all three readings (some 400 at 200 fields).
  const controls = namedControls(form);
  keep(readTypedValues(controls, fields));
  showValues(controls, fields, Object.fromEntries(Object.entries(store.getState().fields).map(([id, field]) => [id, field.value])));
  // React takes the groups over after the shell: what changes in one meanwhile is kept then.
  const shownAtTakeOver = shownControls(controls);
  wrapper.removeAttribute(PRERENDERED_ATTRIBUTE);
  // The loader keeps holding a Submit or Next (the root's mark) until React's own handlers are in,
  // after its first commit: one pressed while React hydrates would otherwise post the page's form.
  const takenOver = () => {
    const submitPending = root.hasAttribute(SUBMIT_PENDING_ATTRIBUTE);
    const nextPending = root.hasAttribute(NEXT_PENDING_ATTRIBUTE);
    for (const attribute of [PRERENDERED_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE, NEXT_PENDING_ATTRIBUTE]) root.removeAttribute(attribute);
    const now = store.getState();
    if (submitPending) void now.submit();
    else if (nextPending) now.goToPage(now.currentPage + 1);
  };
  const handlers = { firstCommit: takenOver, groupTakenOver: (group: HTMLFieldSetElement) => keep(readChangedValues(group, fields, shownAtTakeOver)) };
  hydrate(root, (children) => createElement(TakeOver, { handlers, children }));
}
