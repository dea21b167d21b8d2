import { isRecord } from '../core/definition/wire-reader';
import { getChunk } from '../lazy/chunk-registry';
import { loadChunk } from '../lazy/load-chunk';
import { readSiteLook } from '../embed/read-site-look';
import { applyBaseStyles } from '../ui/styles/apply-styles';
import { NEXT_PENDING_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from './prerendered-attributes';
import { withInstanceKey } from './markup-instance-key';
import { prerenderedLook, type PlacementOptions } from './prerendered-look';
import type { RenderedForm } from './rendered-form-request';
import { sanitizedMarkup } from './sanitize-markup';
import { keepUnfinished } from './unfinished-form';
import { createFrameElement, followContentHeight, nameFrameDocument, prepareFrameDocument } from '../embed/frame-document';

/** The host's markup shown for a form. */
export interface ShownMarkup {
  /** The form's wrapper in the page. */
  wrapper: HTMLElement;
  /** For a runtime that never arrived: the form cannot be sent, says so, and keeps what is typed (`unfinished-form.ts`); answers the undo. */
  keepUnfinished(): () => void;
}

export interface PrerenderedPlace {
  /** The form's wrapper, holding the loader's placeholder (`loading-placeholder.ts`): the runtime renders into it too. */
  wrapper: HTMLElement;
  instanceKey: string;
  placement: PlacementOptions;
  /** Still true while the runtime has not rendered the form itself nor been given up on. */
  waiting: () => boolean;
}

/**
 * A submit before the runtime arrives (a click, Enter) never posts the page away, and Next does
 * nothing yet: each is remembered on the form's root, for the runtime to act on once.
 */
function holdPresses(root: HTMLElement): void {
  root.addEventListener(
    'submit',
    (event) => {
      if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
      event.preventDefault();
      root.setAttribute(SUBMIT_PENDING_ATTRIBUTE, '');
    },
    true,
  );
  root.addEventListener('click', (event) => {
    const pressed = event.target as Element | null;
    if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && pressed?.closest?.('.hs-next')) root.setAttribute(NEXT_PENDING_ATTRIBUTE, '');
  });
}

/**
 * The isolated frame around the markup, as the runtime makes it (`embed/frame-document.ts`), in
 * the wrapper on the page: answers it and the mount the markup goes into.
 */
function prepareFrame(wrapper: HTMLElement, form: RenderedForm, themeCss: string): { frame: HTMLIFrameElement; mount: HTMLElement } | undefined {
  const frame = wrapper.appendChild(createFrameElement(wrapper.ownerDocument, form.title));
  const mount = prepareFrameDocument(frame, themeCss, '');
  if (!mount) return undefined;
  nameFrameDocument(frame, mount, { title: form.title, lang: form.lang, dir: form.dir });
  return { frame, mount };
}

/** Keeps the frame as tall as the markup until the runtime, which follows it from then on, has taken it over (it removes the mark). */
function followUntilTakenOver(frame: HTMLIFrameElement, mount: HTMLElement): void {
  const stop = followContentHeight(frame, mount);
  new MutationObserver((_, observer) => {
    if (mount.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    stop();
    observer.disconnect();
  }).observe(mount, { attributes: true, attributeFilter: [PRERENDERED_ATTRIBUTE] });
}

/**
 * The form's hidden submit target, the last element the embed renders in a form (`ui/Form.tsx`),
 * made here: the markup's own frames are removed, whatever they are. React takes it over with
 * the rest of the form.
 */
function addSubmitTarget(doc: Document, form: HTMLFormElement): void {
  const frame = doc.createElement('iframe');
  frame.name = `target_iframe_${form.id.replace(/^hsForm_/, '')}`;
  frame.title = '';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  form.appendChild(frame);
}

/**
 * Shows the host's markup for a form before the runtime has arrived, in place of the loader's
 * placeholder in the wrapper the runtime renders into (inside the isolated frame when the form is
 * framed), once the embed's stylesheet is in (a form never paints unstyled), with the form's style
 * tokens set through the CSSOM. Nothing is shown for a form the markup does not fit
 * (`prerenderedLook`), or once the runtime renders the form itself. Answers what it showed.
 */
export async function insertPrerendered(place: PrerenderedPlace, rendered: Promise<RenderedForm | undefined>): Promise<ShownMarkup | undefined> {
  const { wrapper } = place;
  const doc = wrapper.ownerDocument;
  const [form] = await Promise.all([rendered, loadChunk('styles', doc)]).catch(() => [undefined]);
  if (!form?.markup || !place.waiting() || !wrapper.isConnected) return undefined;
  const look = prerenderedLook(form.definition, place.placement);
  if (!look.usable) return undefined;
  const guid = isRecord(form.definition) && isRecord(form.definition.form) && typeof form.definition.form.guid === 'string' ? form.definition.form.guid.trim() : '';
  const fragment = sanitizedMarkup(doc, withInstanceKey(form.markup, guid, place.instanceKey));
  const formElement = fragment.querySelector<HTMLFormElement>('form.hs-form');
  if (!formElement) return undefined;
  const { properties, className } = getChunk('styles')!.wireFormLook(form.definition, readSiteLook(wrapper.parentElement ?? wrapper));
  for (const [name, value] of Object.entries(properties)) formElement.style.setProperty(name, value);
  if (className) formElement.classList.add(...className.split(' '));
  // The multi-page progress bar's width, which the host writes as data (`ui/FormActionsArea.tsx`).
  for (const bar of formElement.querySelectorAll<HTMLElement>('[data-progress]')) bar.style.setProperty('width', bar.getAttribute('data-progress')!);
  // Rich text the host sanitised: the runtime takes the markup over once the sanitiser is in, asked for now.
  if (fragment.querySelector('[data-rich-text]')) loadChunk('sanitizer', doc).catch(() => undefined);

  applyBaseStyles(doc);
  const placeholder = [...wrapper.childNodes];
  wrapper.replaceChildren();
  let framed: ReturnType<typeof prepareFrame>;
  try {
    framed = look.framed ? prepareFrame(wrapper, form, look.themeCss) : undefined;
    if (look.framed && !framed) throw new Error('the isolated frame has no document');
  } catch {
    // A page that broke frames: the placeholder stays, and the runtime meets (and reports) the same.
    wrapper.replaceChildren(...placeholder);
    return undefined;
  }
  wrapper.removeAttribute(PLACEHOLDER_ATTRIBUTE);
  wrapper.setAttribute(PRERENDERED_ATTRIBUTE, '');
  const root = framed?.mount ?? wrapper;
  addSubmitTarget(root.ownerDocument, formElement);
  root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  holdPresses(root);
  root.appendChild(fragment);
  if (framed) followUntilTakenOver(framed.frame, framed.mount);
  return { wrapper, keepUnfinished: () => keepUnfinished(root, form.definition) };
}
