import { useLayoutEffect } from 'react';
import type { RenderError } from '../core/render-errors';
import { renderErrorPanelText } from '../i18n/render-error-messages';
import { useFormActions, useLanguageAttributes, useTranslator } from './form-store-context';

/** The panel of a render error: its own title and cause, never the technical message. */
export function RenderErrorPanel({ code }: { code: RenderError['code'] }) {
  const text = renderErrorPanelText(code, useTranslator());
  return (
    <div className="hs-form-missing" role="alert" data-render-error={code} {...useLanguageAttributes()}>
      <p className="hs-form-missing-title">{text.title}</p>
      <p className="hs-form-missing-message">{text.message}</p>
    </div>
  );
}

/** Shown instead of a form that cannot be loaded: the render error's own title and cause. */
export function MissingFormPanel({ error }: { error: RenderError }) {
  const { markReadyToView } = useFormActions();
  useLayoutEffect(() => markReadyToView(), [markReadyToView]);
  return <RenderErrorPanel code={error.code} />;
}
