import { describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGE, readFrameMessage, readRenderMessage } from '../../../../console/editor/preview/preview-protocol';

describe('readFrameMessage', () => {
  it('reads ready and a height', () => {
    expect(readFrameMessage({ type: PREVIEW_MESSAGE.ready })).toEqual({ type: PREVIEW_MESSAGE.ready });
    expect(readFrameMessage({ type: PREVIEW_MESSAGE.height, height: 420, extra: 'ignored' })).toEqual({ type: PREVIEW_MESSAGE.height, height: 420 });
  });

  it.each([
    ['a string', 'forms-preview:ready'],
    ['null', null],
    ['another type', { type: 'hsFormCallback' }],
    ['a height that is not a number', { type: PREVIEW_MESSAGE.height, height: '420' }],
    ['a negative height', { type: PREVIEW_MESSAGE.height, height: -1 }],
    ['an endless height', { type: PREVIEW_MESSAGE.height, height: Number.POSITIVE_INFINITY }],
  ])('ignores %s', (_what, data) => {
    expect(readFrameMessage(data)).toBeUndefined();
  });
});

describe('readRenderMessage', () => {
  const definition = { form: { guid: 'g', formFieldGroups: [] } };

  it('reads a definition and the error switch', () => {
    expect(readRenderMessage({ type: PREVIEW_MESSAGE.render, definition, showErrors: true })).toEqual({ type: PREVIEW_MESSAGE.render, definition, showErrors: true });
  });

  it.each([
    ['no definition', { type: PREVIEW_MESSAGE.render, showErrors: false }],
    ['a definition without a form', { type: PREVIEW_MESSAGE.render, definition: { notAForm: 1 }, showErrors: false }],
    ['a definition that is a list', { type: PREVIEW_MESSAGE.render, definition: [definition], showErrors: false }],
    ['no error switch', { type: PREVIEW_MESSAGE.render, definition }],
    ['the frame’s own message', { type: PREVIEW_MESSAGE.ready }],
  ])('ignores %s', (_what, data) => {
    expect(readRenderMessage(data)).toBeUndefined();
  });
});
