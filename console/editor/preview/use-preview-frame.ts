import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types';
import { PREVIEW_MESSAGE, readFrameMessage, type PreviewRender } from './preview-protocol';

export interface PreviewFrame {
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The frame said it listens (again after each load of its page). */
  ready: boolean;
  /** Its content's height in CSS pixels; undefined until it says. */
  height: number | undefined;
}

/**
 * Talks to the sandboxed preview frame: hears only messages whose source is that frame's window
 * (its origin is opaque, so the window is what identifies it), and posts it `definition` each
 * time it is ready or the definition or `showErrors` changes.
 */
export function usePreviewFrame(definition: WireDefinitionResponse, showErrors: boolean): PreviewFrame {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [ready, setReady] = useState(false);
  const [readyCount, setReadyCount] = useState(0);
  const [height, setHeight] = useState<number | undefined>(undefined);

  const onMessage = useCallback((event: MessageEvent) => {
    const frameWindow = frameRef.current?.contentWindow;
    if (!frameWindow || event.source !== frameWindow) return;
    const message = readFrameMessage(event.data);
    if (message?.type === PREVIEW_MESSAGE.ready) {
      setReady(true);
      setReadyCount((count) => count + 1);
    } else if (message?.type === PREVIEW_MESSAGE.height) {
      setHeight(message.height);
    }
  }, []);

  useEffect(() => {
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onMessage]);

  useEffect(() => {
    const frameWindow = frameRef.current?.contentWindow;
    if (!ready || !frameWindow) return;
    const message: PreviewRender = { type: PREVIEW_MESSAGE.render, definition, showErrors };
    // The sandboxed page's origin is opaque ("null"), so no origin can be named; the window is ours.
    frameWindow.postMessage(message, '*');
  }, [ready, readyCount, definition, showErrors]);

  return { frameRef, ready, height };
}
