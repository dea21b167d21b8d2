import { useCallback, useEffect, useId, useState } from 'react';
import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types';
import { texts } from '../../texts';
import { PREVIEW_FRAME_URL } from './preview-protocol';
import { useDebounced } from './use-debounced';
import { usePreviewFrame } from './use-preview-frame';

export interface FormPreviewProps {
  /** The definition as it would be published; every change re-renders the preview. */
  definition: WireDefinitionResponse;
}

/** How long the definition must stay unchanged before the preview renders it again. */
export const PREVIEW_DEBOUNCE_MS = 150;

type PreviewWidth = 'desktop' | 'phone';


/**
 * The live preview, rendered by the real embed (its preview mode) in a frame sandboxed without
 * same-origin access: nothing in a form being edited or imported can act in the owner's session.
 */
export function FormPreview({ definition }: FormPreviewProps) {
  const t = texts.preview;
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [showErrors, setShowErrors] = useState(false);
  const settled = useDebounced(definition, PREVIEW_DEBOUNCE_MS);
  const { frameRef, ready, height } = usePreviewFrame(settled, showErrors);
  const widthName = useId();

  const attachFrame = useCallback(
    (frame: HTMLIFrameElement | null) => {
      frameRef.current = frame;
      if (!frame || frame.getAttribute('src')) return;
      // The page loads without the owner's cookies too, where browsers know `credentialless` (React
      // does not render it: it is set before the frame navigates). Elsewhere the page is a static
      // file that reads no session.
      frame.setAttribute('credentialless', '');
      frame.setAttribute('src', PREVIEW_FRAME_URL);
    },
    [frameRef],
  );

  useEffect(() => {
    // The page's policy forbids style attributes; a custom property set through the CSSOM is allowed.
    if (height !== undefined) frameRef.current?.style.setProperty('--preview-height', `${height}px`);
  }, [frameRef, height]);

  return (
    <div className="form-preview">
      <div className="form-preview__controls">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t.width}</legend>
          {(['desktop', 'phone'] as const).map((choice) => (
            <label key={choice} className="segmented__option">
              <input type="radio" name={widthName} value={choice} checked={width === choice} onChange={() => setWidth(choice)} />
              <span>{choice === 'desktop' ? t.desktop : t.phone}</span>
            </label>
          ))}
        </fieldset>
        <label className="form-preview__switch">
          <input type="checkbox" role="switch" checked={showErrors} onChange={(event) => setShowErrors(event.target.checked)} />
          <span>{t.showErrors}</span>
        </label>
      </div>
      {!ready && (
        <p className="form-preview__loading" role="status">
          {t.loading}
        </p>
      )}
      <div className="form-preview__stage">
        <iframe
          ref={attachFrame}
          className={`form-preview__frame form-preview__frame--${width}`}
          title={t.frameTitle}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
        />
      </div>
    </div>
  );
}
