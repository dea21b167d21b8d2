import { Component, type ReactNode } from 'react';
import type { RenderError } from '../core/render-errors';
import { renderErrorPanelText } from '../i18n/render-error-messages';

interface Props {
  onError: (error: RenderError) => void;
  children: ReactNode;
}

/** Catches a crash while rendering a form: the host page keeps working and sees a panel instead. */
export class RenderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.props.onError({ code: 'UNCAUGHT_JS_ERROR', message });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const text = renderErrorPanelText('UNCAUGHT_JS_ERROR');
    return (
      <div className="hs-form-missing" role="alert" data-render-error="UNCAUGHT_JS_ERROR">
        <p className="hs-form-missing-title">{text.title}</p>
        <p className="hs-form-missing-message">{text.message}</p>
      </div>
    );
  }
}
