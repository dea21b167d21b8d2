import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Holds the window's frame callbacks back, for a component test to paint one frame at a time:
 * `paint()` runs the callbacks due, then the task after the paint, inside React's `act`.
 * A cancelled callback is dropped, as the browser drops it.
 */
export function heldFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callbacks.set(++lastId, callback);
    return lastId;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void callbacks.delete(id));
  return {
    pending: () => callbacks.size,
    async paint() {
      await act(async () => {
        const due = [...callbacks.values()];
        callbacks.clear();
        for (const callback of due) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}
