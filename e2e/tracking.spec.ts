import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { framedForm } from './support/framed-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

type Queue = { _hsq: unknown[][] };
const pushed = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as Queue)._hsq.map((entry) => entry[0] as string));

test('the page tracking queue gets the view on mount, the visibility once scrolled into view, the interaction on first focus', async ({ page }) => {
  await openTestPage(
    page,
    `<script>window._hsq = [];</script><div style="height: 3000px">Scroll down</div>
     <div id="below" class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${FORMS.contact}"></div>${EMBED_SCRIPT}`,
  );
  await expect.poll(() => pushed(page)).toContain('trackFormView');
  // The embed's observer reports as the page's own does: once this one has spoken, so has the embed's.
  const seenByPage = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          resolve(entries.some((entry) => entry.isIntersecting));
        });
        observer.observe(document.getElementById('below')!);
      }),
  );
  expect(seenByPage).toBe(false);
  expect(await pushed(page)).not.toContain('trackFormVisible');

  await page.locator('#below').scrollIntoViewIfNeeded();
  await expect.poll(() => pushed(page)).toContain('trackFormVisible');
  await framedForm(page).locator('input[name=firstname]').focus();
  await expect.poll(() => pushed(page)).toEqual(['trackFormView', 'trackFormVisible', 'trackFormInteraction']);
  const entries = await page.evaluate(() => (window as unknown as Queue)._hsq);
  expect(entries[1]).toEqual(['trackFormVisible', FORMS.contact, { formInstanceId: expect.any(String) }, expect.any(Number)]);
});
