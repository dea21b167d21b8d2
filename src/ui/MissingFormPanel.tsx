import { useLayoutEffect } from 'react';
import type { RenderError } from '../core/render-errors';
import { renderErrorPanelText } from '../i18n/render-error-messages';
import { useFormActions } from './form-store-context';

/** Shown instead of a form that cannot be loaded: the render error's own title and cause. */
export function MissingFormPanel({ error }: { error: RenderError }) {
  const { markReadyToView } = useFormActions();
  useLayoutEffect(() => markReadyToView(), [markReadyToView]);
  const text = renderErrorPanelText(error.code);
  return (
    <div className="hs-form-missing" role="alert" data-render-error={error.code}>
      <p className="hs-form-missing-title">{text.title}</p>
      <p className="hs-form-missing-message">{text.message}</p>
    </div>
  );
}
