import { expect, test, type Browser } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { SPAM_TOKEN_FIELD } from '../src/core/spam/spam-wire';
import { fillContact, framedFormThankYou } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

/**
 * Scripts of pages we do not control, run before the embed: each must leave the form working and
 * its submission exactly what a clean page sends.
 */
const HOSTILE_PAGES: Record<string, string> = {
  'Array.prototype.toJSON (as old Prototype.js defines it)': `Array.prototype.toJSON = function () { return 'array-hijacked'; };`,
  'a global AMD define': `window.define = function () { throw new Error('the page AMD define was called'); }; window.define.amd = {};`,
  'a polluted Object.prototype': `Object.prototype.polluted = 'yes'; Object.prototype.submitText = 'Hijacked'; Object.prototype.required = true;`,
  'another React on window': `window.React = { version: '15.6.2', createElement: function () { throw new Error('the page React was used'); } };
    window.ReactDOM = { render: function () { throw new Error('the page ReactDOM was used'); } };`,
  'a wrapped fetch and JSON.stringify': `(function () {
    var realFetch = window.fetch, realStringify = JSON.stringify;
    window.fetch = function (input, init) { window.wrappedFetchCalls = (window.wrappedFetchCalls || 0) + 1; return realFetch.call(this, input, init); };
    JSON.stringify = function () { window.wrappedStringifyCalls = (window.wrappedStringifyCalls || 0) + 1; return realStringify.apply(JSON, arguments); };
  })();`,
};

const PATH = '/__test/hostile-page.html';

/** The submission body a page sends for the same typed values, its per-send values made equal. */
async function submittedBody(browser: Browser, pageScript: string): Promise<{ body: string; pageErrors: Error[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/submissions/')) bodies.push(request.postData() ?? '');
  });
  const { pageErrors } = await openTestPage(
    page,
    `<script>${pageScript}</script><div id="t"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#t',
      // Metadata with a list and a nested object, so hs_context holds JSON arrays.
      getExtraMetaDataBeforeSubmit: function () { return { campaign: { tags: ['spring', 'webinar'], step: 2 } }; } });</script>`,
    { path: PATH },
  );
  const form = await fillContact(page, 'hostile-page@example.com');
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  await context.close();
  expect(bodies).toHaveLength(1);
  return { body: normalized(bodies[0]!), pageErrors };
}

/** The multipart boundary, the send's id, its time and the form's time token differ between any two sends. */
function normalized(body: string): string {
  const boundary = /^--(\S+)/.exec(body)?.[1] ?? '';
  return body
    .split(boundary)
    .join('BOUNDARY')
    .replace(/"correlationId":"[^"]*"/g, '"correlationId":"ID"')
    .replace(/"timestamp":\d+/g, '"timestamp":0')
    .replace(new RegExp(`(name="${SPAM_TOKEN_FIELD}"\\r\\n\\r\\n)[^\\r]*`), '$1TOKEN');
}

test.describe('hostile host pages', () => {
  let clean: string;
  test.beforeAll(async ({ browser }) => {
    clean = (await submittedBody(browser, '')).body;
    expect(clean).toContain('hostile-page@example.com');
    expect(clean).toContain('"tags":["spring","webinar"]');
  });

  for (const [name, script] of Object.entries(HOSTILE_PAGES)) {
    test(`${name}: the form works and sends what a clean page sends`, async ({ browser }) => {
      const { body, pageErrors } = await submittedBody(browser, script);
      expect(body).toBe(clean);
      expect(pageErrors).toEqual([]);
    });
  }
});
