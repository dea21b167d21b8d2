import { recordIn } from '../core/definition/wire-reader';
import { getChunk } from '../lazy/chunk-registry';
import { loadChunk } from '../lazy/load-chunk';
import { applyBaseStyles } from '../ui/styles/apply-styles';
import { NEXT_PENDING_ATTRIBUTE, PLACEHOLDER_ATTRIBUTE, PRERENDERED_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from './prerendered-attributes';
import { withInstanceKey } from './markup-instance-key';
import { prerenderedLook, type PlacementOptions, type PrerenderedLook } from './prerendered-look';
import type { RenderedForm } from './rendered-form-request';
import { sanitizedMarkup } from './sanitize-markup';
import { keepUnfinished } from './unfinished-form';
import { createFrameElement, followContentHeight, nameFrameDocument, styleFrameDocument, writeFrameDocument } from '../embed/frame-document';
import { enLoader } from '../i18n/en-loader';

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

interface PreparedFrame {
  frame: HTMLIFrameElement;
  mount: HTMLElement;
}

/**
 * The isolated frame the markup goes into, as the runtime makes it (`embed/frame-document.ts`),
 * hidden in the wrapper beside the placeholder, its document written at once (the markup is parsed
 * by it) and styled when the markup is shown; none (and no frame) where the page broke frames.
 */
function addHiddenFrame(wrapper: HTMLElement): PreparedFrame | undefined {
  const frame = createFrameElement(wrapper.ownerDocument, enLoader.formTitle);
  // Not `hidden`: the shell's stylesheet shows every form frame as a block.
  frame.style.setProperty('display', 'none');
  wrapper.appendChild(frame);
  try {
    const mount = writeFrameDocument(frame);
    if (mount) return { frame, mount };
  } catch {
    // A page that broke frames: the placeholder stays, and the runtime meets (and reports) the same.
  }
  frame.remove();
  return undefined;
}

/** Whether a form with a theme of its own (most have one; not the `legacy` default) shows framed with these options. */
const framedWithATheme = (placement: PlacementOptions): boolean => prerenderedLook({ form: { themeName: 'canvas' } }, placement).framed;

/** Keeps the frame as tall as the markup until the runtime, which follows it from then on, has taken it over (it removes the mark). */
function followUntilTakenOver(frame: HTMLIFrameElement, mount: HTMLElement): void {
  const stop = followContentHeight(frame, mount);
  new MutationObserver((_, observer) => {
    if (mount.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    stop();
    observer.disconnect();
  }).observe(mount, { attributes: true, attributeFilter: [PRERENDERED_ATTRIBUTE] });
}

/** The host's markup, parsed and cleaned for the document it goes into. */
interface ParsedMarkup {
  form: RenderedForm;
  look: PrerenderedLook;
  framed: PreparedFrame | undefined;
  fragment: DocumentFragment;
  formElement: HTMLFormElement;
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
  const stylesIn = loadChunk('styles', wrapper.ownerDocument);
  // Added at once for a form with a theme: adding a frame costs some 30 ms at a page's start, on a
  // thread otherwise idle until the answer arrives. The answer names the theme and the language,
  // and may still put the form in the page (then the frame goes).
  let frame = framedWithATheme(place.placement) ? addHiddenFrame(wrapper) : undefined;
  let shown: ShownMarkup | undefined;
  try {
    // Parsed as soon as it arrives: the stylesheet, asked for after it, is often still on its way.
    const form = await rendered;
    const parsed = form && parseMarkup(place, form, () => (frame ??= addHiddenFrame(wrapper)));
    if (parsed) {
      await stylesIn;
      shown = showMarkup(place, parsed);
    }
  } catch {
    // No stylesheet: the placeholder stays, for the runtime to render into.
  } finally {
    if (!shown) frame?.frame.remove();
  }
  return shown;
}

/** The answer's markup, parsed for the frame made for it (or one made now, when the form is framed), if it can be used. */
function parseMarkup(place: PrerenderedPlace, form: RenderedForm, frameFor: () => PreparedFrame | undefined): ParsedMarkup | undefined {
  const { wrapper } = place;
  if (!form.markup || !place.waiting() || !wrapper.isConnected) return undefined;
  const look = prerenderedLook(form.definition, place.placement);
  if (!look.usable) return undefined;
  const framed = look.framed ? frameFor() : undefined;
  if (look.framed && !framed) return undefined;
  const { guid } = recordIn(form.definition, 'form');
  // Made by the document it goes into: nodes of the page's own in a frame's document would be
  // objects of the page's window there (`instanceof` the frame's Node would fail, for a site's script or a checker).
  const fragment = sanitizedMarkup(framed?.mount.ownerDocument ?? wrapper.ownerDocument, withInstanceKey(form.markup, typeof guid === 'string' ? guid.trim() : '', place.instanceKey));
  const formElement = fragment.querySelector<HTMLFormElement>('form.hs-form');
  if (!formElement) return undefined;
  // The multi-page progress bar's width, which the host writes as data (`ui/FormActionsArea.tsx`).
  for (const bar of formElement.querySelectorAll<HTMLElement>('[data-progress]')) bar.style.setProperty('width', bar.getAttribute('data-progress')!);
  // Rich text the host sanitised: the runtime takes the markup over once the sanitiser is in, asked for now.
  if (fragment.querySelector('[data-rich-text]')) loadChunk('sanitizer', wrapper.ownerDocument).catch(() => undefined);
  return { form, look, framed, fragment, formElement };
}

/** The parsed markup in the wrapper (or its frame), styled, unless the runtime has rendered the form itself meanwhile. */
function showMarkup(place: PrerenderedPlace, { form, look, framed, fragment, formElement }: ParsedMarkup): ShownMarkup | undefined {
  const { wrapper } = place;
  const doc = wrapper.ownerDocument;
  if (!place.waiting() || !wrapper.isConnected) return undefined;
  const styles = getChunk('styles')!;
  const { properties, className } = styles.wireFormLook(form.definition, styles.readSiteLook(wrapper.parentElement ?? wrapper));
  for (const [name, value] of Object.entries(properties)) formElement.style.setProperty(name, value);
  if (className) formElement.classList.add(...className.split(' '));

  applyBaseStyles(doc);
  if (framed) {
    styleFrameDocument(framed.mount.ownerDocument, look.themeCss, '');
    nameFrameDocument(framed.frame, framed.mount, { title: form.title, lang: form.lang, dir: form.dir });
  }
  for (const node of [...wrapper.childNodes]) if (node !== framed?.frame) node.remove();
  wrapper.removeAttribute(PLACEHOLDER_ATTRIBUTE);
  wrapper.setAttribute(PRERENDERED_ATTRIBUTE, '');
  const root = framed?.mount ?? wrapper;
  root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  holdPresses(root);
  root.appendChild(fragment);
  if (framed) {
    framed.frame.style.removeProperty('display');
    followUntilTakenOver(framed.frame, framed.mount);
  }
  return { wrapper, keepUnfinished: () => keepUnfinished(root, form.definition, form.unfinished) };
}
