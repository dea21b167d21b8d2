import { expect, test } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { uniqueEmail } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/** The error the page makes one form meet while it renders. */
const CRASH_MESSAGE = 'render-error-isolation: this frame refuses its document';

/**
 * Two contact forms, each in its isolated frame. The page breaks the one in `#crashing`: reading
 * its frame's document throws, which the form does as it builds its frame. The host's error
 * handlers record whatever reaches them.
 */
const PAGE = `
  <div id="crashing"></div><div id="working"></div>
  <script>
    window.__hostErrors = [];
    window.onerror = (message) => { __hostErrors.push('onerror: ' + message); };
    addEventListener('error', (event) => __hostErrors.push('error event: ' + event.message));
    addEventListener('unhandledrejection', (event) => __hostErrors.push('unhandledrejection: ' + event.reason));
    const contentDocument = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentDocument');
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentDocument', {
      configurable: true,
      get() {
        if (this.closest('#crashing')) throw new Error(${JSON.stringify(CRASH_MESSAGE)});
        return contentDocument.get.call(this);
      },
    });
    window.__renderErrors = [];
  </script>
  ${EMBED_SCRIPT}
  <script>
    for (const target of ['#crashing', '#working']) {
      hbspt.forms.create({
        portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target,
        onRenderError: (error) => __renderErrors.push({ target, code: error.code, message: error.message }),
      });
    }
  </script>`;

test("a form that crashes while rendering shows its error state and calls onRenderError; the host's error handlers never hear of it and the other form submits", async ({ page }) => {
  const { pageErrors } = await openTestPage(page, PAGE);
  const renderErrors = () => page.evaluate(() => (window as unknown as { __renderErrors: unknown[] }).__renderErrors);
  await expect.poll(renderErrors).toEqual([{ target: '#crashing', code: 'UNKNOWN_RENDER_ERROR', message: CRASH_MESSAGE }]);

  const panel = page.locator('#crashing .hs-form-missing');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-render-error', 'UNKNOWN_RENDER_ERROR');
  await expect(panel).toHaveAttribute('role', 'alert');

  // The other form renders, takes input and submits.
  const working = page.frameLocator('#working iframe.hs-form-iframe').locator('form.hs-form');
  await working.locator('input[name=firstname]').fill('Ada');
  await working.locator('input[name=email]').fill(uniqueEmail('render-error-isolation'));
  await working.locator('textarea[name=message]').fill('Still here');
  await working.locator('input[type=submit]').click();
  await expect(page.frameLocator('#working iframe.hs-form-iframe').locator('.submitted-message')).toBeVisible();

  // onRenderError came first and the other form has gone through a whole submission since: any report to the host would be in by now.
  expect(await page.evaluate(() => (window as unknown as { __hostErrors: string[] }).__hostErrors)).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(await renderErrors()).toHaveLength(1);
});
