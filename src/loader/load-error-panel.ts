import type { RenderErrorCode } from '../core/render-errors';
import { en } from '../i18n/en';
import { renderErrorPanelText } from '../i18n/render-error-messages';
import { applyShellStyles } from '../ui/styles/apply-styles';
import type { FormRequest } from './handoff';
import { createFormWrapper } from './form-wrapper';
import { targetOf } from './request-target';

/** The runtime never arrived: the form cannot be loaded, as when its definition cannot be. */
const RUNTIME_MISSING: RenderErrorCode = 'DEFINITION_FAILURE';

/**
 * Shows the load-error panel, in the markup and wording the runtime uses for a definition that
 * cannot be loaded (`ui/MissingFormPanel.tsx`), in place of a form whose runtime never arrived.
 * Answers the panel's wrapper (removed if the runtime arrives after all), or undefined without a target.
 */
export function showLoadErrorPanel(doc: Document, request: FormRequest, index: number): HTMLElement | undefined {
  const target = targetOf(doc, request);
  if (!target) return undefined;
  applyShellStyles(doc);
  const wrapper = createFormWrapper(doc, index);
  const panel = doc.createElement('div');
  panel.className = 'hs-form-missing';
  panel.setAttribute('role', 'alert');
  panel.setAttribute('data-render-error', RUNTIME_MISSING);
  // English: the form's language is only known from its definition, which the runtime reads.
  const text = renderErrorPanelText(RUNTIME_MISSING, (key) => (en as Record<string, string>)[key] ?? key);
  for (const [className, line] of [
    ['hs-form-missing-title', text.title],
    ['hs-form-missing-message', text.message],
  ] as const) {
    const paragraph = doc.createElement('p');
    paragraph.className = className;
    paragraph.textContent = line;
    panel.appendChild(paragraph);
  }
  wrapper.appendChild(panel);
  target.appendChild(wrapper);
  return wrapper;
}
