import type { RenderErrorCode } from '../core/render-errors';
import { enLoader } from '../i18n/en-loader';
import { applyShellStyles } from '../ui/styles/apply-styles';
import type { FormRequest } from './handoff';
import { createFormWrapper } from './form-wrapper';
import { targetOf } from './request-target';

/** The runtime never arrived: the form cannot be loaded, as when its definition cannot be. */
const RUNTIME_MISSING: RenderErrorCode = 'DEFINITION_FAILURE';

/**
 * A panel of the runtime's load-error look (`ui/MissingFormPanel.tsx`): a title and a message,
 * announced as an alert.
 */
export function createPanel(doc: Document, title: string, message: string): HTMLElement {
  const panel = doc.createElement('div');
  panel.className = 'hs-form-missing';
  panel.setAttribute('role', 'alert');
  for (const [className, line] of [
    ['hs-form-missing-title', title],
    ['hs-form-missing-message', message],
  ] as const) {
    const paragraph = panel.appendChild(doc.createElement('p'));
    paragraph.className = className;
    paragraph.textContent = line;
  }
  return panel;
}

/**
 * Shows the load-error panel, in the markup and wording the runtime uses for a definition that
 * cannot be loaded, in place of a form whose runtime never arrived. Answers the panel's wrapper
 * (removed if the runtime arrives after all), or undefined without a target.
 */
export function showLoadErrorPanel(doc: Document, request: FormRequest, index: number): HTMLElement | undefined {
  const target = targetOf(doc, request);
  if (!target) return undefined;
  applyShellStyles(doc);
  const wrapper = createFormWrapper(doc, index);
  // English: the form's language is only known from its definition, which the runtime reads. The
  // runtime's wording of a definition that cannot be loaded (`i18n/render-error-messages.ts`).
  const panel = wrapper.appendChild(createPanel(doc, enLoader.missingFormTitle, enLoader.systemErrorMessage));
  panel.setAttribute('data-render-error', RUNTIME_MISSING);
  target.appendChild(wrapper);
  return wrapper;
}
