import type { WireDefinitionResponse } from '../../../src/core/definition/wire-types';

/**
 * The messages between the console and its preview frame (console/preview-frame/). Each side
 * checks the sender (the console: its frame's window; the frame: its parent on the console's
 * origin) and then the shape, here; anything else is ignored.
 */
export const PREVIEW_MESSAGE = {
  /** Frame → console: the page is listening; send the form. */
  ready: 'forms-preview:ready',
  /** Frame → console: its content is this many CSS pixels tall. */
  height: 'forms-preview:height',
  /** Console → frame: render this definition (and show its errors). */
  render: 'forms-preview:render',
} as const;

/** Where the host serves the preview page (server/routes/owner/preview-frame.ts `PREVIEW_FRAME_PATH`). */
export const PREVIEW_FRAME_URL = '/owner/preview-frame';

export interface PreviewRender {
  type: typeof PREVIEW_MESSAGE.render;
  definition: WireDefinitionResponse;
  showErrors: boolean;
}

export type FrameMessage = { type: typeof PREVIEW_MESSAGE.ready } | { type: typeof PREVIEW_MESSAGE.height; height: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The frame's message, or undefined for anything else. */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === PREVIEW_MESSAGE.ready) return { type: PREVIEW_MESSAGE.ready };
  if (data.type === PREVIEW_MESSAGE.height && typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0) {
    return { type: PREVIEW_MESSAGE.height, height: data.height };
  }
  return undefined;
}

/** The console's render message, or undefined for anything else. */
export function readRenderMessage(data: unknown): PreviewRender | undefined {
  if (!isRecord(data) || data.type !== PREVIEW_MESSAGE.render) return undefined;
  if (!isRecord(data.definition) || !isRecord(data.definition.form) || typeof data.showErrors !== 'boolean') return undefined;
  return { type: PREVIEW_MESSAGE.render, definition: data.definition as WireDefinitionResponse, showErrors: data.showErrors };
}
