import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORMS, portalOf } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const container = (formId: string, id: string) =>
  `<div id="${id}"><div class="hs-form-frame" data-portal-id="${portalOf(formId)}" data-form-id="${formId}"></div></div>`;

const computed = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('the form style applies whole with customStyleAccess; without it only width and font survive', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.styledWithAccess, 'with')}${container(FORMS.styledWithoutAccess, 'without')}${EMBED_SCRIPT}`);
  const withAccess = page.locator('#with form.hs-form');
  const withoutAccess = page.locator('#without form.hs-form');
  await expect(withAccess).toBeVisible();
  await expect(withoutAccess).toBeVisible();

  const look = async (form: Locator) => ({
    submitBackground: await computed(form.locator('input[type=submit]'), 'background-color'),
    submitColor: await computed(form.locator('input[type=submit]'), 'color'),
    submitSize: await computed(form.locator('input[type=submit]'), 'font-size'),
    alignment: await computed(form.locator('.hs_submit .actions'), 'justify-content'),
    labelColor: await computed(form.locator('.hs-form-field > label').first(), 'color'),
    labelSize: await computed(form.locator('.hs-form-field > label').first(), 'font-size'),
    helpColor: await computed(form.locator('.hs-field-desc'), 'color'),
    helpSize: await computed(form.locator('.hs-field-desc'), 'font-size'),
    linkColor: await computed(form.locator('.hs-field-desc a'), 'color'),
    width: await computed(form.locator('fieldset').first(), 'max-width'),
    font: await computed(form, 'font-family'),
  });

  expect(await look(withAccess)).toEqual({
    submitBackground: 'rgb(11, 110, 79)',
    submitColor: 'rgb(255, 251, 230)',
    submitSize: '16px',
    alignment: 'center',
    labelColor: 'rgb(122, 31, 61)',
    labelSize: '15px',
    helpColor: 'rgb(90, 74, 0)',
    helpSize: '13px',
    linkColor: 'rgb(138, 43, 226)',
    width: '640px',
    font: '"Fixture Sans", Georgia, serif',
  });
  expect(await look(withoutAccess)).toEqual({
    // The embed's own defaults, and what the page and the form pass down.
    submitBackground: 'rgb(200, 64, 31)',
    submitColor: 'rgb(255, 255, 255)',
    submitSize: '14px',
    alignment: 'normal',
    labelColor: 'rgb(51, 71, 91)',
    labelSize: '14px',
    helpColor: 'rgb(81, 111, 144)',
    // The type scale's floor for help text, and links in the accent.
    helpSize: '13px',
    linkColor: 'rgb(200, 64, 31)',
    width: '640px',
    font: '"Fixture Sans", Georgia, serif',
  });
  // The form's legal consent size tried to leave its declaration: it was dropped, and the
  // global style's value shows through (where the scope lets portal styles through at all).
  const consentSize = (form: Locator) => form.evaluate((element) => (element as HTMLElement).style.getPropertyValue('--hsf-legal-consent-text-size'));
  expect(await consentSize(withAccess)).toBe('14px');
  expect(await consentSize(withoutAccess)).toBe('');
});

test("a web font's stylesheet (weights 400, 500, 700) loads without holding up the form, in the frame too", async ({ page }) => {
  const fontRequests: string[] = [];
  let releaseFonts = () => undefined as void;
  const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route(
    (url) => url.pathname === '/css',
    async (route) => {
      fontRequests.push(route.request().url());
      await fontsReleased;
      await route.continue();
    },
  );
  // The page's load event waits for every stylesheet, the held one too: open it without waiting for load.
  await page.route('**/__test/fonts.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${container(FORMS.styledWithAccess, 'in-page')}<div id="framed"></div>${EMBED_SCRIPT}
        <script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.contact}', target: '#framed', style: { fontFamily: 'Frame Font, sans-serif' } });</script></body></html>`,
    }),
  );
  await page.goto('/__test/fonts.html', { waitUntil: 'commit' });
  // The form shows while its font stylesheet is still on its way.
  await expect(page.locator('#in-page form.hs-form')).toBeVisible();
  await expect(page.frameLocator('#framed iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();
  await expect.poll(() => fontRequests.length).toBe(2);
  expect(fontRequests.map((url) => decodeURIComponent(new URL(url).search)).sort()).toEqual([
    '?family=Fixture+Sans:400,500,700',
    '?family=Frame+Font:400,500,700',
  ]);
  releaseFonts();

  // Each link sits in the document its form renders in: the page, and the frame.
  const pageLinks = page.locator('head link[data-forms-embed-font]');
  await expect(pageLinks).toHaveCount(1);
  await expect(pageLinks).toHaveAttribute('href', /family=Fixture\+Sans:400,500,700$/);
  const frameLinks = await page
    .locator('#framed iframe.hs-form-iframe')
    .evaluate((frame) => Array.from((frame as HTMLIFrameElement).contentDocument!.querySelectorAll('link[data-forms-embed-font]'), (link) => link.getAttribute('href')));
  expect(frameLinks).toEqual([expect.stringMatching(/family=Frame\+Font:400,500,700$/)]);
});

/** Every computed style property of each element matching `selector` (none of them holds the form). */
const computedStyles = (page: Page, selector: string) =>
  page.evaluate((query) => {
    const all = (element: Element) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(Array.from(style, (name) => [name, style.getPropertyValue(name)]));
    };
    return Array.from(document.querySelectorAll(query), (element) => ({ element: element.outerHTML.slice(0, 60), style: all(element) }));
  }, selector);

test("an in-page form leaves the host page's computed styles unchanged, whatever its css", async ({ page }) => {
  const host = `
    <main>
      <h2 class="host">Our page</h2>
      <p class="host">A paragraph <a class="host" href="#x">with a link</a></p>
      <div class="hs-form host"><label class="host">Host label</label><input class="hs-input host"><button class="hs-button primary large host">Host button</button>
        <p class="hs-field-desc host">Host help</p><ul class="hs-error-msgs inputs-list host"><li class="hs-error-msg host">x</li></ul><fieldset class="host"><legend class="host">Host</legend></fieldset></div>
      <div class="submitted-message host">Host message</div><span class="hs-visually-hidden host">visible to all</span>
      <div class="hs-form-loading host"></div><div class="hs-form-missing host">Host box</div><div class="legal-consent-container host">Host consent</div>
      <div id="form-here"></div>
      <p class="host">After the form</p><button class="host">Plain button</button><input class="host" type="text">
    </main>`;
  await openTestPage(page, host);
  const body = () => page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return ['font-family', 'font-size', 'color', 'background-color', 'line-height', 'letter-spacing', 'margin'].map((name) => style.getPropertyValue(name));
  });
  const before = { body: await body(), elements: await computedStyles(page, '.host') };

  await page.evaluate(
    ([portalId, formId]) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = '/embed.js';
        script.onerror = () => reject(new Error('embed.js did not load'));
        script.onload = () => {
          (window as unknown as { hbspt: { forms: { create(options: object): unknown } } }).hbspt.forms.create({
            portalId,
            formId,
            target: '#form-here',
            // Broad rules, as site owners write them: they must reach the form only.
            css: 'body { font-family: serif; color: rgb(1, 2, 3); background: pink } p, label, button, a { letter-spacing: 3px; color: rgb(4, 5, 6) } input { outline: 3px solid red } .hs-button { background: black } .hs-field-desc, .submitted-message, .hs-visually-hidden { color: red; position: static } fieldset { border: 5px solid red } @media (min-width: 1px) { h2 { color: red } }',
            onFormReady: () => resolve(),
          });
        };
        document.head.appendChild(script);
      }),
    [PORTAL_ID, FORMS.styledWithAccess],
  );
  const form = page.locator('#form-here form.hs-form');
  await expect(form).toBeVisible();
  // The site owner's css and the form's theme css did apply, inside the form.
  expect(await computed(form.locator('.hs-form-field > label').first(), 'letter-spacing')).toBe('3px');
  expect(await computed(form.locator('input[type=submit]'), 'letter-spacing')).toBe('0.32px');

  expect({ body: await body(), elements: await computedStyles(page, '.host') }).toEqual(before);
});

/** A site owner's css that tries every way out of its form: root rules, `*`, broken braces, at-rules, `:has()`, sibling combinators. */
const HOSTILE_CSS = [
  'body { display: none }',
  '* { color: rgb(255, 0, 0) }',
  'html, :root { background: rgb(255, 0, 0); font-size: 40px }',
  '@import url("data:text/css,p{color:rgb(255,0,0)}");',
  '@media all { body p, main { letter-spacing: 9px } html { display: none } }',
  'main:has(.host) p, :has(> .host) { outline: 5px solid red }',
  'p, .host, main, h2 { letter-spacing: 9px }',
  '/* */ body { margin: 40px } /* } p { color: red } */',
  '~ p, + p { color: rgb(255, 0, 0) }',
  '@supports (display: grid) { ~ * { display: none } }',
  '@layer hostile { :root p { text-decoration: underline } }',
  '@scope (main) { p { color: red } }',
  '@page { margin: 3cm }',
  // Last: the unclosed '{' swallows whatever follows.
  '} body { background: rgb(255, 0, 0) } {',
].join('\n');

test("a hostile css option restyles its own form only, in the page or in its frame, never the page or the form's siblings", async ({ page }) => {
  await openTestPage(
    page,
    `<main><h2 class="host">Our page</h2><p class="host">A paragraph <a class="host" href="#x">with a link</a></p>
      <div id="in-page"></div><div id="in-frame"></div><div><p class="host twin">Sibling</p></div><p class="host">After the forms</p></main>`,
  );
  const snapshot = () =>
    page.evaluate(() =>
      ['html', 'body', 'main', '.host'].flatMap((query) =>
        Array.from(document.querySelectorAll(query), (element) => {
          const style = getComputedStyle(element);
          // The forms take room: the heights of what holds them (and the origins at their middle) grow.
          const names = Array.from(style).filter((name) => !/^(block-size|height|perspective-origin|transform-origin)$/.test(name));
          return { element: element.outerHTML.slice(0, 40), style: Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])) };
        }),
      ),
    );
  const before = await snapshot();

  await page.evaluate(
    ([portalId, formId, css]) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = '/embed.js';
        script.onerror = () => reject(new Error('embed.js did not load'));
        script.onload = () => {
          let ready = 0;
          const create = (target: string, renderFrame: boolean) =>
            (window as unknown as { hbspt: { forms: { create(options: object): unknown } } }).hbspt.forms.create({
              portalId, formId, target, css, renderFrame, onFormReady: () => (ready += 1) === 2 && resolve(),
            });
          create('#in-page', false);
          create('#in-frame', true);
        };
        document.head.appendChild(script);
      }),
    [PORTAL_ID, FORMS.contact, HOSTILE_CSS],
  );
  // Applied inside: in the page `body` stands for the form's wrapper and `*` reaches its labels; in the frame they apply as written.
  const wrapper = page.locator('#in-page > .hbspt-form');
  expect(await computed(wrapper, 'display')).toBe('none');
  expect(await computed(wrapper.locator('label').first(), 'color')).toBe('rgb(255, 0, 0)');
  const frame = page.frameLocator('#in-frame iframe.hs-form-iframe');
  expect(await computed(frame.locator('body'), 'display')).toBe('none');
  expect(await computed(frame.locator('html'), 'background-color')).toBe('rgb(255, 0, 0)');

  expect(await snapshot()).toEqual(before);
  // What comes after a form's wrapper in its container (`~ p`, `+ p`) looks like its twin elsewhere.
  const styleOf = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(Array.from(style, (name) => [name, style.getPropertyValue(name)]));
    });
  for (const target of ['#in-page', '#in-frame']) {
    await page.evaluate((query) => document.querySelector(query)!.insertAdjacentHTML('beforeend', '<p class="late">Sibling</p>'), target);
    expect(await styleOf(`${target} > p.late`)).toEqual(await styleOf('p.twin'));
  }
});

test('columns stack on a narrow screen unless isMobileResponsive is false', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTestPage(
    page,
    `<div id="responsive"></div><div id="fixed"></div>${EMBED_SCRIPT}
    <script>
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#responsive' });
      hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.legacyTheme}', target: '#fixed', isMobileResponsive: false });
    </script>`,
  );
  const tops = async (target: string): Promise<[number, number]> => {
    const first = page.locator(`${target} .hs_firstname`);
    await expect(first).toBeVisible();
    return [(await first.boundingBox())!.y, (await page.locator(`${target} .hs_lastname`).boundingBox())!.y];
  };
  const [responsiveFirst, responsiveLast] = await tops('#responsive');
  expect(responsiveLast).toBeGreaterThan(responsiveFirst + 20);
  const [fixedFirst, fixedLast] = await tops('#fixed');
  expect(fixedLast).toBe(fixedFirst);
});
