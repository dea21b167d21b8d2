// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followContentHeight } from '../../src/embed/frame-document';

/** A same-origin frame in the page with a mount in its document, as the loader and the runtime make them. */
function frameWithMount() {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  const mount = doc.createElement('div');
  doc.body.appendChild(mount);
  vi.spyOn(mount, 'getBoundingClientRect').mockReturnValue({ bottom: 480 } as DOMRect);
  return { frame, mount };
}

describe('followContentHeight', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('sizes a new frame to its content at once, before the page lays it out', () => {
    const { frame, mount } = frameWithMount();
    followContentHeight(frame, mount);
    expect(frame.style.height).toBe('480px');
    expect(mount.getBoundingClientRect).toHaveBeenCalled();
  });

  it('leaves a frame already as tall as its content to the observer: nothing measured in the caller\'s task', () => {
    const { frame, mount } = frameWithMount();
    frame.style.height = '480px';
    followContentHeight(frame, mount, false);
    expect(mount.getBoundingClientRect).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('480px');
  });
});
