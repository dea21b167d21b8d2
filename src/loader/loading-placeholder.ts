import { enLoader } from '../i18n/en-loader';
import { applyShellStyles } from '../ui/styles/apply-styles';
import { createFormWrapper, formWrapperId } from './form-wrapper';
import { PLACEHOLDER_ATTRIBUTE } from './prerendered-attributes';

/**
 * Holds a form's place in `target` while the host's markup is on its way: the wrapper the markup,
 * and else the runtime, renders into, with the loading placeholder the runtime shows
 * (`ui/LoadingPlaceholder.tsx`). Answers the wrapper; none when the page already has one of
 * that id.
 */
export function showPlaceholder(doc: Document, target: Element, index: number): HTMLElement | undefined {
  if (doc.getElementById(formWrapperId(index))) return undefined;
  applyShellStyles(doc);
  const wrapper = createFormWrapper(doc, index);
  wrapper.setAttribute(PLACEHOLDER_ATTRIBUTE, '');
  const loading = wrapper.appendChild(doc.createElement('div'));
  loading.className = 'hs-form-loading';
  loading.setAttribute('role', 'status');
  loading.setAttribute('aria-busy', 'true');
  const text = loading.appendChild(doc.createElement('span'));
  text.className = 'hs-visually-hidden';
  // English: the form's language comes with its definition.
  text.textContent = enLoader.loading;
  target.appendChild(wrapper);
  return wrapper;
}
