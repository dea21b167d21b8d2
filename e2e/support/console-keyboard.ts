import { expect, type Locator, type Page } from '@playwright/test';

/** The element that has focus in the console's page, as a keyboard user sees it. */
export interface ConsoleFocus {
  /** Nothing has focus (the page's body): where focus goes after a link replaced the page. */
  none: boolean;
  /** A readable name for messages: `button "Sign in"`, `input[type=search] "Search leads"`. */
  describe: string;
  /** A focus indicator is drawn: an outline (not none, wider than 0, not transparent) or a box shadow, on the element or, when the element is visually hidden, on what is drawn for it right after it. */
  ring: boolean;
}

/** Reads the focused element of the page (runs in the browser). */
function readFocus(): ConsoleFocus {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return { none: true, describe: 'nothing (the page)', ring: false };
  const hasRing = (target: Element | null): boolean => {
    if (!target) return false;
    const style = getComputedStyle(target);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return outline || style.boxShadow !== 'none';
  };
  const box = element.getBoundingClientRect();
  const hidden = getComputedStyle(element).opacity === '0' || (box.width <= 1 && box.height <= 1);
  const type = element.getAttribute('type');
  const name = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
  return {
    none: false,
    describe: `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${name.trim().slice(0, 40)}"`,
    ring: hidden ? hasRing(element.nextElementSibling) : hasRing(element),
  };
}

export const consoleFocus = (page: Page): Promise<ConsoleFocus> => page.evaluate(readFocus);

/** Expects the focused element to show a focus indicator (`step` names the moment in failure messages). */
export async function expectFocusRing(page: Page, step: string): Promise<ConsoleFocus> {
  const focus = await consoleFocus(page);
  expect(focus.none, `${step}: something has focus`).toBe(false);
  expect(focus.ring, `${step}: ${focus.describe} shows a focus indicator`).toBe(true);
  return focus;
}

/**
 * Presses `key` (Tab by default, or Shift+Tab) until `target` has focus, expecting every element
 * focus passes on the way to show a focus indicator; fails after `maxPresses` presses.
 */
export async function keyTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxPresses = 80): Promise<void> {
  const handle = await target.elementHandle({ timeout: 10_000 });
  if (!handle) throw new Error(`${target.toString()} is not on the page`);
  for (let press = 1; press <= maxPresses; press += 1) {
    await page.keyboard.press(key);
    const focus = await consoleFocus(page);
    if (!focus.none) expect(focus.ring, `${key} #${press} on the way to ${target.toString()}: ${focus.describe} shows a focus indicator`).toBe(true);
    if (await handle.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} pressed ${maxPresses} times never reached ${target.toString()}`);
}
