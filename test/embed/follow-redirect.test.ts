import { describe, expect, it, vi } from 'vitest';
import { followRedirect } from '../../src/embed/follow-redirect';

/** A window whose location is recorded and whose `pageshow` listeners a test can fire. */
function fakeWindow() {
  const target = new EventTarget();
  const location = { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };
  const win = {
    location,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  const pageshow = (persisted: boolean) => target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  return { win, location, pageshow };
}

describe('followRedirect (spec 4 "Redirect": reload on a back-forward-cache restore)', () => {
  it('goes to the target, then reloads when the page comes back from the back-forward cache', () => {
    const { win, location, pageshow } = fakeWindow();
    followRedirect(win, 'https://thanks.test/');
    expect(location.assign).toHaveBeenCalledWith('https://thanks.test/');
    pageshow(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on an ordinary page show', () => {
    const { win, location, pageshow } = fakeWindow();
    followRedirect(win, 'https://thanks.test/');
    pageshow(false);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('stops listening once the form is unmounted', () => {
    const { win, location, pageshow } = fakeWindow();
    const stop = followRedirect(win, 'https://thanks.test/');
    stop();
    pageshow(true);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
