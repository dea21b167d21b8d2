// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALLBACK_NAMES,
  callbackFormArgument,
  invokeCallback,
  postFormCallbackMessage,
} from '../../src/embed/callbacks';

afterEach(() => {
  delete (window as Window & { jQuery?: unknown }).jQuery;
});

describe('invokeCallback', () => {
  it('calls the callback with its arguments and returns its result', () => {
    const onFormSubmit = vi.fn(() => 'result');
    expect(invokeCallback({ onFormSubmit }, 'onFormSubmit', 'a', 2)).toBe('result');
    expect(onFormSubmit).toHaveBeenCalledWith('a', 2);
  });

  it('does nothing for a callback that was not given', () => {
    expect(invokeCallback({}, 'onFormReady')).toBeUndefined();
  });

  it('catches and logs a callback that throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = new Error('site owner bug');
    expect(() =>
      invokeCallback({ onFormReady: () => { throw boom; } }, 'onFormReady'),
    ).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('onFormReady');
    expect(error.mock.calls[0]?.[1]).toBe(boom);
  });

  it('knows the callbacks of spec section 3', () => {
    expect(CALLBACK_NAMES).toEqual(expect.arrayContaining([
      'onBeforeFormInit', 'onReady', 'onFormReady', 'onFormDefinitionFetchSuccess', 'onFormDefinitionFetchError',
      'onRenderError', 'onFormSubmit', 'onFormSubmitted', 'getExtraMetaDataBeforeSubmit',
    ]));
    expect(CALLBACK_NAMES).toHaveLength(15);
  });
});

describe('callbackFormArgument', () => {
  it('is the form element itself without jQuery', () => {
    const form = document.createElement('form');
    expect(callbackFormArgument(window, form)).toBe(form);
  });

  it('is jQuery(form) when jQuery is on the page', () => {
    const form = document.createElement('form');
    const wrapped = { jquery: '3.7.1', 0: form };
    const jQuery = vi.fn(() => wrapped);
    (window as Window & { jQuery?: unknown }).jQuery = jQuery;
    expect(callbackFormArgument(window, form)).toBe(wrapped);
    expect(jQuery).toHaveBeenCalledWith(form);
  });

  it('ignores a window.jQuery that is not a function', () => {
    const form = document.createElement('form');
    (window as Window & { jQuery?: unknown }).jQuery = { not: 'a function' };
    expect(callbackFormArgument(window, form)).toBe(form);
  });
});

describe('postFormCallbackMessage', () => {
  it("posts {type: 'hsFormCallback', eventName, id, data} to the window's own origin", () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    postFormCallbackMessage(window, 'onFormReady', 'guid-1', { a: 1 });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      { type: 'hsFormCallback', eventName: 'onFormReady', id: 'guid-1', data: { a: 1 } },
      window.location.origin,
    );
    expect(window.location.origin).not.toBe('null');
    expect(post.mock.calls[0]?.[1]).not.toBe('*');
  });

  it('really arrives at listeners of the window', async () => {
    const received = new Promise<MessageEvent>((resolve) => window.addEventListener('message', resolve, { once: true }));
    postFormCallbackMessage(window, 'onBeforeFormInit', 'guid-2');
    const event = await received;
    expect(event.data).toEqual({ type: 'hsFormCallback', eventName: 'onBeforeFormInit', id: 'guid-2', data: undefined });
  });

  it("uses '/' (same origin), never '*', when the origin is opaque", () => {
    const postMessage = vi.fn();
    const opaque = { location: { origin: 'null' }, postMessage } as unknown as Window;
    postFormCallbackMessage(opaque, 'onFormReady', 'g');
    expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'hsFormCallback' }), '/');
  });

  it('never throws: a failing post is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { location: { origin: 'https://site.test' }, postMessage: () => { throw new Error('detached'); } } as unknown as Window;
    expect(() => postFormCallbackMessage(broken, 'onFormReady', 'g')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
