import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { cycleMounts } from './support/mount-cycles';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * Counts what is left listening in the page: event listeners added and not removed (on the window,
 * the document or an element still in it; an element that left the page takes its listeners with
 * it, as React's root listeners do), timers set and neither fired nor cleared, observers observing
 * and not disconnected. Installed before any script of the page runs.
 */
const TRACK_RESOURCES = () => {
  const listeners = new Map<string, EventTarget>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (value: object) => {
    if (!ids.has(value)) ids.set(value, (nextId += 1));
    return ids.get(value);
  };
  const keyOf = (target: object, type: string, listener: unknown, options: unknown) =>
    `${idOf(target)}:${type}:${typeof listener === 'object' || typeof listener === 'function' ? idOf(listener as object) : 0}:${
      typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture)
    }`;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const once = typeof options === 'object' && options !== null && options.once;
    if (listener && !once) listeners.set(keyOf(this, type, listener, options), this);
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (listener) listeners.delete(keyOf(this, type, listener, options));
    return remove.call(this, type, listener, options);
  };
  const timers = new Set<number>();
  const setTimeoutOriginal = window.setTimeout;
  const clearTimeoutOriginal = window.clearTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id: number = setTimeoutOriginal(
      (...args: unknown[]) => {
        timers.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
      },
      ms,
      ...rest,
    );
    timers.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    clearTimeoutOriginal(id);
  }) as typeof window.clearTimeout;
  let observing = 0;
  for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver'] as const) {
    const Original = window[name] as unknown as { prototype: { observe: (...a: unknown[]) => void; disconnect: () => void } };
    const observed = new WeakSet<object>();
    const observe = Original.prototype.observe;
    const disconnect = Original.prototype.disconnect;
    Original.prototype.observe = function (this: object, ...args: unknown[]) {
      if (!observed.has(this)) {
        observed.add(this);
        observing += 1;
      }
      return observe.apply(this, args);
    };
    Original.prototype.disconnect = function (this: object) {
      if (observed.has(this)) {
        observed.delete(this);
        observing -= 1;
      }
      return disconnect.call(this);
    };
  }
  (window as unknown as { leftBehind: () => Record<string, number> }).leftBehind = () => ({
    listeners: [...listeners.values()].filter((target) => !(target instanceof Node) || target.isConnected).length,
    timers: timers.size,
    observers: observing,
  });
};

test('100 mount and unmount cycles leave no listeners, timers or observers behind', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(TRACK_RESOURCES);
  const { pageErrors } = await openTestPage(page, `<main id="slots"></main>${EMBED_SCRIPT}`);
  /** The in-page legacy-theme form, mounted and removed `times` times. */
  const cycle = (times: number) => cycleMounts(page, { times, portalId: PORTAL_ID, formId: FORMS.legacyTheme });
  const leftBehind = () => page.evaluate(() => (window as unknown as { leftBehind: () => Record<string, number> }).leftBehind());

  // One cycle first: what the page keeps for good (the container watch, the loaded files) is the baseline.
  await cycle(1);
  await expect.poll(leftBehind).toEqual(await leftBehind());
  const baseline = await leftBehind();
  await cycle(100);
  await expect.poll(leftBehind, { timeout: 10_000 }).toEqual(baseline);
  expect(await page.locator('form.hs-form').count()).toBe(0);
  expect(pageErrors).toEqual([]);
});
