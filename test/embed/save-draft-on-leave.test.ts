// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraftOnLeave } from '../../src/embed/save-draft-on-leave';

let visibility: DocumentVisibilityState = 'visible';
const hide = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

describe('saveDraftOnLeave', () => {
  it('saves when the page is left (pagehide) and each time it is hidden, not when it is shown again', () => {
    const save = vi.fn();
    const stop = saveDraftOnLeave(window, save);
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(1);
    hide('hidden');
    expect(save).toHaveBeenCalledTimes(2);
    hide('visible');
    expect(save).toHaveBeenCalledTimes(2);
    stop();
  });

  it('listens no more once stopped (the form was unmounted)', () => {
    const save = vi.fn();
    saveDraftOnLeave(window, save)();
    window.dispatchEvent(new Event('pagehide'));
    hide('hidden');
    expect(save).not.toHaveBeenCalled();
  });
});
