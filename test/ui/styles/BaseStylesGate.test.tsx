// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getChunk, registerChunk, type Chunks } from '../../../src/lazy/chunk-registry';
import { loadChunk } from '../../../src/lazy/load-chunk';
import { BaseStylesGate } from '../../../src/ui/styles/BaseStylesGate';

// jsdom loads no scripts: the file's arrival is a registration, its failure a rejected load.
vi.mock('../../../src/lazy/load-chunk', () => ({ loadChunk: vi.fn(() => new Promise<void>(() => undefined)) }));

let styles: Chunks['styles'];

beforeEach(() => {
  styles = getChunk('styles')!;
  delete (globalThis as { __formsEmbedChunks?: { styles?: unknown } }).__formsEmbedChunks!.styles;
});

afterEach(() => {
  cleanup();
  registerChunk('styles', styles);
  document.head.querySelectorAll('[data-forms-embed-styles], script[data-forms-embed-chunk]').forEach((element) => element.remove());
  if ('adoptedStyleSheets' in document) document.adoptedStyleSheets = [];
});

describe('BaseStylesGate', () => {
  it('holds the loading placeholder until embed-styles.js arrives, then shows the form with its base styles already in the document', async () => {
    const { container, queryByTestId } = render(
      <BaseStylesGate doc={document}>
        <form data-testid="form" />
      </BaseStylesGate>,
    );
    expect(queryByTestId('form')).toBeNull();
    expect(container.querySelector('.hs-form-loading')).not.toBeNull();
    expect(document.querySelector('[data-forms-embed-styles="base"]')).toBeNull();

    let baseInPlaceWhenShown = false;
    const observer = new MutationObserver(() => {
      if (container.querySelector('form')) baseInPlaceWhenShown ||= document.querySelector('[data-forms-embed-styles="base"]') !== null;
    });
    observer.observe(container, { childList: true, subtree: true });
    await act(async () => registerChunk('styles', { ...styles, baseStyles: '.hbspt-form .hs-form{color:red}' }));
    observer.disconnect();

    expect(queryByTestId('form')).not.toBeNull();
    expect(container.querySelector('.hs-form-loading')).toBeNull();
    expect(baseInPlaceWhenShown).toBe(true);
    expect(document.querySelector('[data-forms-embed-styles="base"]')?.textContent).toBe('.hbspt-form .hs-form{color:red}');
  });

  it('shows the form unstyled when embed-styles.js cannot be loaded, rather than a placeholder for ever', async () => {
    const { container, queryByTestId } = render(
      <BaseStylesGate doc={document}>
        <form data-testid="form" />
      </BaseStylesGate>,
    );
    expect(container.querySelector('.hs-form-loading')).not.toBeNull();
    vi.mocked(loadChunk).mockRejectedValue(new Error('embed-styles.js could not be loaded'));
    const { container: failed, queryByTestId: inFailed } = render(
      <BaseStylesGate doc={document}>
        <form data-testid="failed-form" />
      </BaseStylesGate>,
    );
    await act(async () => undefined);
    vi.mocked(loadChunk).mockReset();
    expect(inFailed('failed-form')).not.toBeNull();
    expect(failed.querySelector('.hs-form-loading')).toBeNull();
    // The form that is still waiting for a load in flight keeps its placeholder.
    expect(queryByTestId('form')).toBeNull();
    expect(container.querySelector('.hs-form-loading')).not.toBeNull();
    expect(document.querySelector('[data-forms-embed-styles="base"]')).toBeNull();
  });

  it('adds the sheet once for any number of forms in a document', () => {
    registerChunk('styles', styles);
    render(
      <>
        {Array.from({ length: 10 }, (_, index) => (
          <BaseStylesGate key={index} doc={document}>
            <form />
          </BaseStylesGate>
        ))}
      </>,
    );
    expect(document.querySelectorAll('form')).toHaveLength(10);
    expect(document.querySelectorAll('[data-forms-embed-styles="base"]')).toHaveLength(1);
  });
});
