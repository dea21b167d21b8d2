import { Component, type ReactNode } from 'react';
import type { RenderError } from '../core/render-errors';
import { RenderErrorPanel } from './MissingFormPanel';

interface Props {
  onError: (error: RenderError) => void;
  children: ReactNode;
}

/**
 * Catches a crash while rendering a form: the host page keeps working and sees the missing-form
 * panel instead. Every known render error is raised by the load sequence before anything
 * renders, so a crash that reaches this boundary is UNKNOWN_RENDER_ERROR (spec section 8).
 */
export class RenderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError({ code: 'UNKNOWN_RENDER_ERROR', message: error instanceof Error ? error.message : String(error) });
  }

  override render() {
    return this.state.failed ? <RenderErrorPanel code="UNKNOWN_RENDER_ERROR" /> : this.props.children;
  }
}
