import { expect, test } from '@playwright/test';
import config, { E2E_PORT } from '../playwright.config';
import { FORMS } from '../test/fixture-ids';
import { container, fillContact, fillLegacy, framedFormThankYou, uniqueEmail } from './support/contact-form';
import { openTestPage, PORTAL_ID } from './support/test-page';

/** The forms host (and submissions origin); the page is on another origin, so the hidden frame's answer crosses origins. */
const FORMS_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const PAGE_ORIGIN = `http://localhost:${E2E_PORT}`;
// As in hidden-frame-submission.spec.ts: the intercepted page counts as public, its loopback requests would be refused.
const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] } });

interface Posted {
  /** The target origin as given ('' when none was). */
  targetOrigin: string;
  /** `hsFormCallback:{eventName}`, `frameResult` or the message's type. */
  message: string;
  /** The origin of the window whose code called postMessage. */
  from: string;
}

/**
 * Runs in every window before its own scripts: records each postMessage called on it (same-origin
 * callers use its own function) and, in frames, each one called on `parent` or `top` (a
 * cross-origin window's function cannot be replaced from outside).
 */
const RECORD_POST_MESSAGES = `(() => {
  const report = (targetOrigin, message) => {
    const given = targetOrigin && typeof targetOrigin === 'object' ? targetOrigin.targetOrigin : targetOrigin;
    const kind = message && typeof message === 'object'
      ? (message.type === 'hsFormCallback' ? 'hsFormCallback:' + message.eventName : typeof message.conversionId === 'string' ? 'frameResult' : String(message.type))
      : typeof message;
    window.__recordPostMessage({ targetOrigin: given === undefined ? '' : String(given), message: kind, from: location.origin });
  };
  const own = window.postMessage;
  window.postMessage = function (message, targetOrigin) {
    report(targetOrigin, message);
    return own.apply(this, arguments);
  };
  if (window === window.top) return;
  for (const name of ['parent', 'top']) {
    const real = window[name];
    let sameOrigin = true;
    try { void real.location.href; } catch { sameOrigin = false; }
    // A same-origin window records through its own wrapped function.
    if (sameOrigin) continue;
    const wrapped = function (message, targetOrigin) {
      report(targetOrigin, message);
      return real.postMessage.apply(real, arguments);
    };
    const proxy = new Proxy(real, { get: (target, key) => (key === 'postMessage' ? wrapped : Reflect.get(target, key)) });
    Object.defineProperty(window, name, { configurable: true, get: () => proxy });
  }
})();`;

test('every postMessage of a load-submit cycle (callbacks, fetch and hidden-frame submissions) names the exact target origin', async ({ page }) => {
  const posted: Posted[] = [];
  await page.exposeBinding('__recordPostMessage', (_source, entry: Posted) => void posted.push(entry));
  await page.addInitScript(RECORD_POST_MESSAGES);

  const callbacks = ['onBeforeFormInit', 'onFormReady', 'onReady', 'onBeforeFormSubmit', 'onFormSubmit', 'onFormSubmitted', 'onAnalyticEvent']
    .map((name) => `${name}: () => { window.__called.push('${name}'); }`)
    .join(', ');
  await openTestPage(
    page,
    `<div id="contact"></div>${container(FORMS.legacyTheme)}<script src="${FORMS_ORIGIN}/embed.js"></script>
     <script>window.__called = []; hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#contact', ${callbacks} });</script>`,
    { origin: PAGE_ORIGIN },
  );

  // The contact form sends through fetch; the raw-HTML legacy form by a native post into its hidden frame.
  const contact = await fillContact(page, uniqueEmail('post-message'));
  await contact.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  const legacy = await fillLegacy(page, uniqueEmail('post-message-frame'));
  await legacy.locator('input[type=submit]').click();
  await expect(page.locator('.hs-form-frame .submitted-message')).toBeVisible();

  const called = await page.evaluate(() => (window as unknown as { __called: string[] }).__called);
  expect(called).toEqual(expect.arrayContaining(['onBeforeFormInit', 'onFormReady', 'onFormSubmit', 'onFormSubmitted']));
  const messages = posted.map((entry) => entry.message);
  // Both forms' lifecycle messages from the page and the host's answer from the hidden frame were seen.
  for (const expected of ['hsFormCallback:onBeforeFormInit', 'hsFormCallback:onFormReady', 'hsFormCallback:onFormSubmitted', 'frameResult']) {
    expect(messages).toContain(expected);
  }
  expect(posted.filter((entry) => entry.message === 'hsFormCallback:onFormSubmitted')).toHaveLength(2);
  expect(posted.find((entry) => entry.message === 'frameResult')?.from).toBe(FORMS_ORIGIN);
  // Every one was addressed to the page's own origin, exactly: never '*', '/' or a URL with a path.
  expect(posted.filter((entry) => entry.targetOrigin !== PAGE_ORIGIN)).toEqual([]);
});
