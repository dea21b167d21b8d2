import { readdirSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';

/** The demo pages' own layout (`public/demo.css`): what a visitor sees around the forms. */

const DEMO_PAGES = readdirSync('public').filter((name) => name.endsWith('.html'));

const left = async (locator: Locator) => (await locator.boundingBox())!.x;

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const name of DEMO_PAGES) {
    test(`${name}: the header's text starts where the content starts`, async ({ page }) => {
      await page.goto(`/${name}`);
      const title = page.locator('.demo-header h1');
      const firstBox = page.locator('.demo-main > *').first();
      await expect(firstBox).toBeVisible();
      expect(Math.abs((await left(title)) - (await left(firstBox)))).toBeLessThanOrEqual(1);
    });
  }

  test("the demo pages' own links are in the text colour, leaving the forms' accent the only one", async ({ page }) => {
    await page.goto('/index.html');
    const colour = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).color);
    await expect(page.locator('.demo-main a').first()).toBeVisible();
    expect(await colour('.demo-main a')).toBe(await colour('body'));
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the header's text starts where the content starts", async ({ page }) => {
    await page.goto('/edge-cases.html');
    expect(Math.abs((await left(page.locator('.demo-header h1'))) - (await left(page.locator('.demo-main > *').first())))).toBeLessThanOrEqual(1);
  });
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the edge cases' three-column form shows its dropdown's whole placeholder", async ({ page }) => {
      await page.goto('/edge-cases.html');
      const select = page.locator('select[name=color]');
      await expect(select).toBeVisible();
      // The placeholder's width in the select's own font, against the room the select gives it
      // (its content box less the arrow, which takes about 20 px).
      const { room, text } = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const probe = document.createElement('span');
        probe.textContent = element.selectedOptions[0]!.textContent;
        probe.style.font = style.font;
        probe.style.whiteSpace = 'pre';
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        return { room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20, text };
      });
      expect(room).toBeGreaterThanOrEqual(text);
    });

    test("the styling demo's form keeps its distance from the page paragraph below it", async ({ page }) => {
      await page.goto('/styling.html');
      const button = page.locator('#owner-styled input[type=submit]');
      await expect(button).toBeVisible();
      const paragraph = page.locator('#owner-styled + p');
      const buttonBox = (await button.boundingBox())!;
      expect((await paragraph.boundingBox())!.y - (buttonBox.y + buttonBox.height)).toBeGreaterThanOrEqual(12);
    });
  });
}
