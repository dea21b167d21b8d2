// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { watchVisibility } from '../../src/embed/watch-visibility';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test drives: `report` delivers entries to the latest observer. */
function fakeObserverWindow() {
  const observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = { IntersectionObserver: FakeObserver } as unknown as Window;
  const report = (isIntersecting: boolean) => observers.at(-1)!.callback([{ isIntersecting }]);
  return { win, observers, report };
}

describe('watchVisibility', () => {
  it('calls back once, the first time the element intersects the viewport, then stops observing', () => {
    const { win, observers, report } = fakeObserverWindow();
    const element = document.createElement('div');
    const onVisible = vi.fn();
    watchVisibility(win, element, onVisible);
    expect(observers[0]!.observed).toEqual([element]);
    report(false);
    expect(onVisible).not.toHaveBeenCalled();
    report(true);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('stops without calling back when stopped first (the form was unmounted)', () => {
    const { win, observers } = fakeObserverWindow();
    const onVisible = vi.fn();
    const stop = watchVisibility(win, document.createElement('div'), onVisible);
    stop();
    expect(observers[0]!.disconnected).toBe(true);
    expect(onVisible).not.toHaveBeenCalled();
  });

  it('counts the form as seen at once where IntersectionObserver is missing', () => {
    const onVisible = vi.fn();
    watchVisibility({} as Window, document.createElement('div'), onVisible);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});
