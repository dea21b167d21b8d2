import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { chromiumExecutable, SPEC_CHROMIUM_ARGS } from './support/chromium-executable';
import { openTestPage, PORTAL_ID } from './support/test-page';

/** The rich-text form's guide link, opened in a new tab. */
const GUIDE = 'https://example.com/guide';
const LINK_COLOR = '#0000ff';
const CLICKED_LINK_COLOR = '#ff0000';

/**
 * How many of the element's painted pixels are mostly red and how many mostly blue. A browser
 * never tells a script a link's visited colour (`getComputedStyle` answers the unvisited one, so
 * pages cannot read the visitor's history), but it paints it: the element's screenshot shows it.
 */
async function inkOf(page: Page, element: Locator): Promise<{ red: number; blue: number }> {
  const png = (await element.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let [red, blue] = [0, 0];
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (r > 150 && g < 100 && b < 100) red++;
      if (b > 150 && r < 100 && g < 100) blue++;
    }
    return { red, blue };
  }, png);
}

test('a link inside the form is drawn in the style object’s linkColor, and in its clickedLinkColor once visited', async ({ playwright, baseURL }) => {
  // A browser keeps no visited links in a throwaway context: this one has a profile folder, in the
  // desktop browser (the headless shell the other specs use keeps no history at all).
  const profile = mkdtempSync(join(tmpdir(), 'forms-visited-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable(), args: SPEC_CHROMIUM_ARGS, baseURL });
  try {
    await context.route(GUIDE, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Guide</title>' }));
    const page = await context.newPage();
    const create = { portalId: PORTAL_ID, formId: FORMS.richText, target: '#form', renderFrame: false, style: { linkColor: LINK_COLOR, clickedLinkColor: CLICKED_LINK_COLOR } };
    // A large, bold link: enough solid pixels of its colour to count.
    await openTestPage(
      page,
      `<style>#form a{font-size:32px;font-weight:700}</style><div id="form"></div><script src="/embed.js"></script><script>hbspt.forms.create(${JSON.stringify(create)});</script>`,
    );
    const form = page.locator('#form form.hs-form');
    const link = form.locator(`a[href="${GUIDE}"]`);
    await expect(link).toBeVisible();
    // What a script can read: the key's class and custom property on the form.
    await expect(form).toHaveClass(/hsf-clicked-link-color/);
    expect(await form.evaluate((element) => getComputedStyle(element).getPropertyValue('--hsf-clicked-link-color').trim())).toBe(CLICKED_LINK_COLOR);

    const unvisited = await inkOf(page, link);
    expect(unvisited.blue).toBeGreaterThan(20);
    expect(unvisited.red).toBe(0);

    // The link opens the guide in a new tab; once that has loaded, the link is a visited one.
    const [guide] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await guide.waitForLoadState();
    await guide.close();
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await inkOf(page, link)).red).toBeGreaterThan(20);
    expect((await inkOf(page, link)).blue).toBe(0);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
