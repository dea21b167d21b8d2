// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderError } from '../../src/core/render-errors';
import { en } from '../../src/i18n/en';
import { RenderErrorBoundary } from '../../src/ui/RenderErrorBoundary';

afterEach(cleanup);

function Crashing(): never {
  throw new Error('field renderer exploded');
}

describe('RenderErrorBoundary', () => {
  it('shows the missing-form panel for UNKNOWN_RENDER_ERROR instead of a crashing form and reports the code', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: RenderError[] = [];
    const { container } = render(
      <div id="host-content">
        <RenderErrorBoundary onError={(error) => reported.push(error)}>
          <Crashing />
        </RenderErrorBoundary>
      </div>,
    );
    const panel = container.querySelector('.hs-form-missing');
    expect(panel?.getAttribute('data-render-error')).toBe('UNKNOWN_RENDER_ERROR');
    expect(panel?.getAttribute('role')).toBe('alert');
    expect(panel?.querySelector('.hs-form-missing-title')?.textContent).toBe(en.missingFormTitle);
    expect(panel?.querySelector('.hs-form-missing-message')?.textContent).toBe(en.missingFormMessage);
    expect(panel?.textContent).not.toContain('exploded');
    expect(container.querySelector('#host-content')).not.toBeNull();
    expect(reported).toEqual([{ code: 'UNKNOWN_RENDER_ERROR', message: 'field renderer exploded' }]);
  });

  it('renders its children untouched when nothing throws', () => {
    const onError = vi.fn();
    const { container } = render(
      <RenderErrorBoundary onError={onError}>
        <p className="child">fine</p>
      </RenderErrorBoundary>,
    );
    expect(container.querySelector('.child')?.textContent).toBe('fine');
    expect(onError).not.toHaveBeenCalled();
  });
});
