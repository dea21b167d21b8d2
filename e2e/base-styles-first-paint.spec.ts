import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { openTestPage, PORTAL_ID } from './support/test-page';

/**
 * Records, for the page and for each form's frame, the computed look of the first text input at
 * the moment it is first there: in the page by a MutationObserver (it fires for the insertion,
 * before the browser paints), in a frame before every animation frame (the frame's document is
 * written by the embed, so no observer can be attached ahead of it).
 */
const RECORDER = `<script>
window.firstLooks = [];
const seen = new Set();
const look = (doc, where) => {
  const input = doc.querySelector('form.hs-form input.hs-input[name=firstname]');
  if (!input || seen.has(where)) return;
  seen.add(where);
  const style = doc.defaultView.getComputedStyle(input);
  window.firstLooks.push({ where, border: style.borderTopColor, minHeight: style.minHeight, background: style.backgroundColor });
};
new MutationObserver(() => look(document, 'page')).observe(document, { childList: true, subtree: true });
const everyFrame = () => {
  document.querySelectorAll('iframe.hs-form-iframe').forEach((frame) => frame.contentDocument && look(frame.contentDocument, 'frame'));
  requestAnimationFrame(everyFrame);
};
requestAnimationFrame(everyFrame);
</script>`;

const CREATE = `<script src="/embed.js"></script><script>
hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#in-page', renderFrame: false });
hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#framed', renderFrame: true });
</script>`;

type Look = { where: string; border: string; minHeight: string; background: string };

test('a form is first painted with its base styles, in the page and in its frame, however late embed-styles.js arrives', async ({ page }) => {
  let releaseStyles = (): void => undefined;
  const stylesHeld = new Promise<void>((resolve) => (releaseStyles = resolve));
  const stylesRequested = page.waitForRequest((request) => request.url().endsWith('/embed-styles.js'));
  await page.route('**/embed-styles.js', async (route) => {
    await stylesHeld;
    await route.continue();
  });
  const definitions = page.waitForResponse((response) => response.url().includes(FORMS.contact));

  // Not awaited yet: the page's load event waits for the held file.
  const opened = openTestPage(page, `${RECORDER}<div id="in-page"></div><div id="framed"></div>${CREATE}`);
  // Requested with the definition, not after it.
  await Promise.all([stylesRequested, definitions]);
  // The definition is in, the stylesheet is not: both forms keep their placeholder.
  await expect(page.locator('#in-page .hs-form-loading')).toBeVisible();
  await expect(page.locator('#framed .hs-form-loading')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstLooks: Look[] }).firstLooks)).toEqual([]);

  releaseStyles();
  const { pageErrors } = await opened;
  const inPage = page.locator('#in-page input[name=firstname]');
  const framed = page.frameLocator('#framed iframe.hs-form-iframe').locator('input[name=firstname]');
  await expect(inPage).toBeVisible();
  await expect(framed).toBeVisible();

  const settled = (input: typeof inPage) =>
    input.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopColor, minHeight: style.minHeight, background: style.backgroundColor };
    });
  const looks = await page.evaluate(() => (window as unknown as { firstLooks: Look[] }).firstLooks);
  expect(looks.find((look) => look.where === 'page')).toEqual({ where: 'page', ...(await settled(inPage)) });
  expect(looks.find((look) => look.where === 'frame')).toEqual({ where: 'frame', ...(await settled(framed)) });
  // …and that look is the embed's, not the browser's default input.
  expect((await settled(inPage)).minHeight).not.toBe('auto');
  expect(await page.evaluate(() => document.querySelectorAll('[data-forms-embed-styles="base"]').length)).toBe(1);
  expect(pageErrors).toEqual([]);
});
