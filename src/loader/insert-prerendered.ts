import { isRecord } from '../core/definition/wire-reader';
import { loadChunk } from '../lazy/load-chunk';
import { applyBaseStyles, applyShellStyles } from '../ui/styles/apply-styles';
import { PRERENDERED_ATTRIBUTE, SUBMIT_PENDING_ATTRIBUTE } from './prerendered-attributes';
import { createFormWrapper, formWrapperId } from './form-wrapper';
import { withInstanceKey } from './markup-instance-key';
import { prerenderedLook, type PlacementOptions } from './prerendered-look';
import type { RenderedForm } from './rendered-form-request';
import { sanitizedMarkup } from './sanitize-markup';


export interface PrerenderedPlace {
  target: Element;
  /** The form's index on the page: its wrapper is `#hbspt-form-{index}`, as the runtime makes it. */
  index: number;
  instanceKey: string;
  placement: PlacementOptions;
  /** Still true when the runtime has not taken the form over (it renders the form itself then). */
  waiting: () => boolean;
}

/**
 * A submit before the runtime arrives (a click, Enter) never posts the page away: it is
 * remembered on the wrapper, for the runtime to act on once.
 */
function holdSubmits(wrapper: HTMLElement): void {
  wrapper.addEventListener(
    'submit',
    (event) => {
      if (!wrapper.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
      event.preventDefault();
      wrapper.setAttribute(SUBMIT_PENDING_ATTRIBUTE, '');
    },
    true,
  );
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
 * Shows the host's markup for a form before the runtime has arrived, in the wrapper the runtime
 * renders into, once the embed's stylesheet is in (a form never paints unstyled) and with the
 * form's style tokens set through the CSSOM. Nothing is shown for a form the markup does not fit
 * (`prerenderedLook`), a target that already holds the form, or once the runtime has it.
 * Answers the wrapper, or undefined.
 */
export async function insertPrerendered(doc: Document, place: PrerenderedPlace, rendered: Promise<RenderedForm | undefined>): Promise<HTMLElement | undefined> {
  const [form] = await Promise.all([rendered, loadChunk('styles', doc)]).catch(() => [undefined]);
  if (!form?.markup || !place.waiting() || !place.target.isConnected || doc.getElementById(formWrapperId(place.index))) return undefined;
  const look = prerenderedLook(form.definition, place.placement);
  if (!look.usable) return undefined;
  const guid = isRecord(form.definition) && isRecord(form.definition.form) && typeof form.definition.form.guid === 'string' ? form.definition.form.guid.trim() : '';
  const fragment = sanitizedMarkup(doc, withInstanceKey(form.markup, guid, place.instanceKey));
  const formElement = fragment.querySelector<HTMLFormElement>('form.hs-form');
  if (!formElement) return undefined;
  for (const [name, value] of Object.entries(look.properties)) formElement.style.setProperty(name, value);
  addSubmitTarget(doc, formElement);
  applyShellStyles(doc);
  applyBaseStyles(doc);
  const wrapper = createFormWrapper(doc, place.index);
  wrapper.setAttribute(PRERENDERED_ATTRIBUTE, '');
  holdSubmits(wrapper);
  wrapper.appendChild(fragment);
  place.target.appendChild(wrapper);
  return wrapper;
}
