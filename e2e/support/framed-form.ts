import type { Frame, FrameLocator, Page } from '@playwright/test';

/** The isolated frame a themed form renders in. */
export const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe.hs-form-iframe');

/** The form inside the isolated frame. */
export const framedForm = (page: Page) => frameOf(page).locator('form.hs-form');

/** The frame as a `Frame`, for evaluating scripts (axe) inside it. */
export async function formFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe.hs-form-iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the form frame is not there');
  return frame;
}
