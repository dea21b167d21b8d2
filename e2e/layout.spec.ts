import { expect, test, type Locator } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test.describe('the isolated frame', () => {
  /** The frame's height, its document's content height (body margins included) and how far Submit reaches. */
  const measure = (frame: Locator) =>
    frame.evaluate((element) => {
      const doc = (element as HTMLIFrameElement).contentDocument!;
      const view = doc.defaultView!;
      const body = view.getComputedStyle(doc.body);
      const content = doc.body.getBoundingClientRect().bottom + parseFloat(body.marginBottom);
      return {
        frame: element.getBoundingClientRect().height,
        content,
        submitBottom: doc.querySelector('.hs-button')!.getBoundingClientRect().bottom,
      };
    });

  test('stays exactly as tall as its content after late changes, Submit always fully visible', async ({ page }) => {
    // A page that sizes every box by its border and pads frames: the frame's own box must not shrink.
    await openTestPage(page, `<style>*{box-sizing:border-box} iframe{padding:6px}</style>${container(FORMS.contact)}${EMBED_SCRIPT}`);
    const form = framedForm(page);
    const frame = page.locator('iframe.hs-form-iframe');
    await expect(form).toBeVisible();
    const fits = async () => {
      const { frame: height, content, submitBottom } = await measure(frame);
      return Math.abs(height - content) < 1 && submitBottom <= height;
    };
    await expect.poll(fits).toBe(true);

    // Late change: messages appear.
    const before = (await measure(frame)).frame;
    await form.locator('input[type=submit]').click();
    await expect(form.locator('.hs-error-msg').first()).toBeVisible();
    await expect.poll(async () => (await measure(frame)).frame).toBeGreaterThan(before);
    await expect.poll(fits).toBe(true);

    // Late change: the frame's body gains a margin (a theme or the site owner's css).
    await frame.evaluate((element) => ((element as HTMLIFrameElement).contentDocument!.body.style.margin = '8px'));
    await expect.poll(fits).toBe(true);
    const submit = await form.locator('.hs-button').boundingBox();
    const box = await frame.boundingBox();
    expect(submit!.y + submit!.height).toBeLessThanOrEqual(box!.y + box!.height);
  });
});

test('the frame has its content height in the first frame that shows the form: the page is laid out once, not twice', async ({ page }) => {
  // Before the page's scripts: every animation frame (run just before layout and paint) notes the
  // frame's height the first time its form is there.
  await page.addInitScript(() => {
    const watch = () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe');
      if (frame?.contentDocument?.querySelector('form.hs-form')) {
        (window as unknown as { firstShownHeight: string }).firstShownHeight = frame.style.height;
      } else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  await expect(framedForm(page).locator('input[type=submit]')).toBeVisible();
  const firstShown = await page.waitForFunction(() => (window as unknown as { firstShownHeight?: string }).firstShownHeight);
  // The contact form never changes height on its own: its first height is its height.
  expect(await firstShown.jsonValue()).toBe(await page.locator('iframe.hs-form-iframe').evaluate((frame) => (frame as HTMLIFrameElement).style.height));
});

test.describe('field layout', () => {
  test('inputs of a multi-column row line up when labels and descriptions wrap; narrow screens stack them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
    const form = framedForm(page);
    const row = [form.locator('input[name=phone]'), form.locator('.hs_mobilephone .hs-phone-country'), form.locator('input[name=team_size]')];
    await expect(row[0]!).toBeVisible();
    const tops = await Promise.all(row.map(top));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    const address = await Promise.all(['city', 'state', 'zip'].map((name) => top(form.locator(`input[name=${name}]`))));
    expect(Math.max(...address) - Math.min(...address)).toBeLessThan(1);

    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(async () => (await top(row[1]!)) - (await top(row[0]!))).toBeGreaterThan(40);
  });

  test('the phone country select shows a compact code that is never clipped, in a column or on a phone', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
      const country = framedForm(page).locator('.hs_mobilephone .hs-phone-country');
      await expect(country.locator('select')).toHaveValue('NL');
      await expect(country.locator('span')).toHaveText(/^NL \+31/);
      const shown = await country.locator('span').evaluate((box) => ({ clipped: box.scrollWidth > box.clientWidth, width: box.clientWidth }));
      expect(shown.clipped).toBe(false);
      // The select covers the box it draws, so a click or tap anywhere on it opens the full list.
      const [select, box] = await Promise.all([country.locator('select').boundingBox(), country.locator('span').boundingBox()]);
      expect(select).toEqual(box);
    }
  });

  test('consent checkboxes sit on the first line of their text, the asterisk right after the last word', async ({ page }) => {
    await openTestPage(page, `${container(FORMS.consentSeparate)}${EMBED_SCRIPT}`);
    const form = framedForm(page);
    const labels = form.locator('.legal-consent-container label');
    await expect(labels).toHaveCount(3);
    for (const label of await labels.all()) {
      const geometry = await label.evaluate((element) => {
        const box = element.querySelector('input')!.getBoundingClientRect();
        const text = element.querySelector('input + span')!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const asterisk = text.querySelector('.hs-form-required')?.getBoundingClientRect();
        const words = lines.filter((rect) => !asterisk || rect.right <= asterisk.left + 0.5);
        const first = lines[0]!;
        const last = words[words.length - 1]!;
        return {
          boxOffFirstLine: Math.abs(box.top + box.height / 2 - (first.top + first.height / 2)),
          asteriskGap: asterisk ? asterisk.left - last.right : 0,
          asteriskRise: asterisk ? Math.abs(asterisk.top - last.top) : 0,
        };
      });
      expect(geometry.boxOffFirstLine).toBeLessThan(3);
      expect(geometry.asteriskGap).toBeGreaterThanOrEqual(0);
      expect(geometry.asteriskGap).toBeLessThan(6);
      expect(geometry.asteriskRise).toBeLessThan(3);
    }
  });
});
